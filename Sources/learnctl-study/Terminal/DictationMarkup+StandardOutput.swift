import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LearnCore

extension DictationMarkup {
    /// The style for standard output: colour on a terminal unless `NO_COLOR` says otherwise.
    static var standardOutputStyle: Style {
        style(environment: ProcessInfo.processInfo.environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    }
}
