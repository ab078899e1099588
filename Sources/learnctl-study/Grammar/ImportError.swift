import Foundation
import LearnCore
import ListenClient
import Localization

/// A question file that `learnctl tests import` could not import; nothing was stored.
enum ImportError: Error, LocalizedError, CustomStringConvertible {
    case unreadable(path: String)
    case invalid(GIFTError)
    /// A Moodle file whose every question was skipped.
    case nothingToAsk(path: String, skipped: [SkippedQuestion])

    var description: String {
        switch self {
        case .unreadable(let path):
            tr("Cannot read %s as a UTF-8 text file; nothing was imported.", path)
        case .invalid(let error):
            error.description.terminalLines + "\n" + tr("Nothing was imported.")
        case .nothingToAsk(let path, let skipped):
            ([tr("%s: %s", path, GrammarError.nothingToAsk.description)]
                + skipped.map { $0.warning(in: path).terminalLine }
                + [tr("Nothing was imported.")]).joined(separator: "\n")
        }
    }

    var errorDescription: String? { description }
}

private extension String {
    var terminalLines: String { TerminalText.lines(self) }
}
