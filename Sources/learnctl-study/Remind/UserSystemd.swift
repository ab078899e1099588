import Foundation

/// The learner's systemd user manager, through `systemctl --user` (found on the `PATH`).
enum UserSystemd {
    /// Runs `systemctl --user arguments`; nil when it succeeded, else why not (its standard error,
    /// or why it could not run).
    static func run(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["systemctl", "--user", "--quiet"] + arguments
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return "\(error)"
        }
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return nil }
        let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "systemctl --user \(arguments.joined(separator: " ")): exit status \(process.terminationStatus)" : text
    }
}
