import Foundation

/// The 10,000 most common passwords (`<content>/passwords/common-passwords.txt`), which
/// ``PasswordPolicy`` refuses whatever their case.
enum CommonPasswords {
    /// The list, lower-cased; empty when the file cannot be found (the check is then skipped).
    static let all: Set<String> = {
        guard let folder = try? ContentDirectory.locate("passwords"),
              let text = try? String(contentsOf: folder.appendingPathComponent("common-passwords.txt"), encoding: .utf8)
        else { return [] }
        return Set(text.split(whereSeparator: \.isNewline).map { $0.lowercased() })
    }()

    static func contains(_ password: String) -> Bool {
        all.contains(password.lowercased())
    }
}
