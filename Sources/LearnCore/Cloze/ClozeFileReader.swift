import Foundation
import Localization

/// Reads cloze files: UTF-8 text (a byte order mark is skipped) with one `word; sentence`
/// entry per line, as MEMO lists (`word;sentence`) and `learnctl cloze export` write them.
/// Lines end with LF, CRLF or CR; blank lines are skipped.
public enum ClozeFileReader {
    /// The entries and the invalid lines of `data`, the contents of `file` (named in errors).
    public static func read(_ data: Data, file: String) throws -> ClozeFile {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw ClozeFileError(file: file, message: tr("The file is not UTF-8 text."))
        }
        return read(text: text)
    }

    /// The entries and the invalid lines of `text`.
    public static func read(text: String) -> ClozeFile {
        var file = ClozeFile(entries: [], problems: [])
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        for (index, line) in lines.enumerated() {
            let line = String(line)
            if line.allSatisfy(\.isWhitespace) { continue }
            do {
                let (word, sentence) = try ClozeText.parse(line)
                file.entries.append(ClozeFile.Entry(line: index + 1, word: word, sentence: sentence))
            } catch {
                file.problems.append(ClozeLineProblem(line: index + 1, text: line, error: error))
            }
        }
        return file
    }
}

/// A cloze file that cannot be read as a whole (not found, not UTF-8, no entries); nothing was added from it.
public struct ClozeFileError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// The file as the user named it ("standard input" for `-`).
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { tr("%1$s: %2$s Nothing was added.", file, message) }
    public var errorDescription: String? { description }
}

/// Lines of an import that are not entries; nothing was added.
public struct ClozeImportError: Error, Equatable, LocalizedError, CustomStringConvertible {
    public var file: String
    public var problems: [ClozeLineProblem]
    /// How many lines were valid entries.
    public var validCount: Int

    public init(file: String, problems: [ClozeLineProblem], validCount: Int) {
        self.file = file
        self.problems = problems
        self.validCount = validCount
    }

    public var description: String {
        var text = trn("%1$s: %2$d line is not an entry, so nothing was added:", "%1$s: %2$d lines are not entries, so nothing was added:",
                       problems.count, file, problems.count) + "\n"
        text += problems.map { "  \($0.description)\n" }.joined()
        if validCount > 0 {
            text += problems.count == 1
                ? trn("Correct it, or add --skip-invalid to add the %d valid entry.", "Correct it, or add --skip-invalid to add the %d valid entries.", validCount, validCount)
                : trn("Correct them, or add --skip-invalid to add the %d valid entry.", "Correct them, or add --skip-invalid to add the %d valid entries.", validCount, validCount)
        } else {
            text += tr("Each line must be an entry such as `meet; Nice to meet you`.")
        }
        return text
    }

    public var errorDescription: String? { description }
}
