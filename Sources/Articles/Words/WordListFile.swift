import Foundation

/// The lines of a word list file, read as bytes: `#` comment lines and blank lines are skipped,
/// each other line is split at tabs. A line with a control character other than the tab, or that
/// is not UTF-8, is malformed.
struct WordListFile {
    let name: String
    private let bytes: [UInt8]

    init(contentsOf url: URL) throws {
        name = url.lastPathComponent
        do {
            bytes = [UInt8](try Data(contentsOf: url))
        } catch {
            throw WordListError.unreadable(file: name, problem: (error as NSError).localizedDescription)
        }
    }

    /// Calls `body` with the line number (from 1, every line counted) and the line's tab-separated
    /// fields, for each line that is neither blank nor a comment.
    func forEachEntry(_ body: (_ line: Int, _ fields: [String]) throws -> Void) throws {
        let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            lineNumber += 1
            var end = start
            while end < bytes.count, bytes[end] != newline { end += 1 }
            let next = end + 1
            if end > start, bytes[end - 1] == carriageReturn { end -= 1 }
            defer { start = next }
            if end == start || bytes[start] == UInt8(ascii: "#") { continue }
            var fields: [String] = []
            var fieldStart = start
            for index in start...end where index == end || bytes[index] == tab {
                guard let field = String(validating: bytes[fieldStart..<index], as: UTF8.self) else {
                    throw WordListError.malformedLine(file: name, line: lineNumber, problem: "it is not UTF-8")
                }
                fields.append(field)
                fieldStart = index + 1
            }
            if bytes[start..<end].contains(where: { ($0 < 0x20 && $0 != tab) || $0 == 0x7F }) {
                throw WordListError.malformedLine(file: name, line: lineNumber, problem: "it holds a control character")
            }
            try body(lineNumber, fields)
        }
    }
}
