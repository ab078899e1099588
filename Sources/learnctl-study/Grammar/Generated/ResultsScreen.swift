import Foundation
import LearnCore
import ListenClient

/// Shows a submitted test's results — `learnctl tests results ID`, and the Test screen of a
/// generated test right after it is submitted.
///
/// With `json`: one object of type "results" (see ``ResultsJSON``). On a terminal (standard
/// input and output): the score card and the review to browse with single keys (see
/// ``ReviewBrowser``). Otherwise: the score card and every question expanded, printed once.
struct ResultsScreen {
    let json: Bool

    /// Shows `results`. `inSingleKeyMode` says that the terminal is in single-key mode already
    /// (inside ``SingleKeyTerminal/withSingleKeys(ctrlCAsKey:alternateScreen:flowControlAsKeys:farewell:_:)``,
    /// as on the Test screen); otherwise the review puts it in that mode while it runs, and back.
    /// Leaving the review (q) returns; nothing is thrown for it.
    func show(_ results: TestResults, inSingleKeyMode: Bool = false) throws {
        if json {
            try JSONLines.print(ResultsJSON(results))
            return
        }
        let style = DictationMarkup.standardOutputStyle
        guard TerminalScreen.isAvailable else {
            let text = ResultsText(style: style)
            Output.write((inSingleKeyMode ? "\n" : "") + text.rendered(text.lines(results)))
            return
        }
        var browser = ReviewBrowser(results: results, style: style)
        if inSingleKeyMode {
            try ScreenLoop.run(&browser)
        } else {
            try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true, farewell: "\n") { try ScreenLoop.run(&browser) }
        }
    }
}
