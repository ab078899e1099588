import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LearnCore
import Localization

/// How progress screens mark states: colours on a terminal (purple completed, blue current,
/// grey locked), plain markers with `NO_COLOR` or when the output is not a terminal.
struct ProgressStyle {
    let colour: Bool

    /// The style for standard output.
    static var standardOutput: ProgressStyle {
        let environment = ProcessInfo.processInfo.environment
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return ProgressStyle(colour: !noColour && isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb")
    }

    /// `text` in the colour of `state`.
    func paint(_ text: String, _ state: StageState) -> String {
        guard colour else { return text }
        let code = switch state {
        case .completed: "35"
        case .current: "1;34"
        case .locked: "90"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// Bold text (headings), when colours are on.
    func bold(_ text: String) -> String {
        colour ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    /// The marker of a state: ● completed, ◐ current, ○ locked.
    static func marker(_ state: StageState) -> String {
        switch state {
        case .completed: "●"
        case .current: "◐"
        case .locked: "○"
        }
    }

    /// "completed", "current · 40%", "locked".
    static func stateText(_ stage: StageProgress) -> String {
        switch stage.state {
        case .completed: tr("completed")
        case .current: tr("current · %s", NumberText.percent(stage.percent))
        case .locked: tr("locked")
        }
    }
}
