import Foundation
import LearnCore
import ListenClient
import Localization

/// Runs the Test screen of a session — a grammar test or a listening quiz — until its summary,
/// or until the learner quits.
///
/// On a terminal (and without `--json`) single keys drive it: a digit chooses, Enter checks
/// and then continues, q quits, and the ``ExtraKey`` (if any) does its own thing. Otherwise it
/// reads one ``TestInputLine`` per line; the end of the input quits. Quitting keeps an
/// unfinished attempt; `resumeHint` says how to continue it.
struct TestScreen {
    /// A key (and its word on an input line) that the Test screen of one kind of session adds.
    struct ExtraKey {
        let key: UInt8
        let word: String
        /// The key's place in the hint line, e.g. "p to play the line".
        let hint: String
        /// Runs on the key; returns a status line to show, if any.
        let action: () throws -> String?
    }

    let json: Bool
    /// What is paused ("Test", "Quiz"), and the command that continues it.
    var noun = "Test"
    var resumeHint = "learnctl tests resume"
    /// Written when a signal ends the screen.
    var farewell: StaticString = "\nTest paused; run `learnctl tests resume` to continue.\n"
    var extra: ExtraKey?
    /// Ctrl-C quits like q (so that the caller can tidy up) instead of ending the process.
    var ctrlCQuits = false
    /// Shows the end of a session instead of the summary card (a generated test's results).
    var showSummary: ((TestSummary) throws -> Void)?

    func run<Session: QuestionCardSession>(_ session: Session) throws {
        var session = session
        let onTerminal = !json && TerminalInput.isTerminal
        var view: any TestScreenView = json
            ? JSONTestScreenView(attemptId: session.attemptId, title: session.title, resumeHint: resumeHint)
            : TextTestScreenView(title: session.title, onTerminal: onTerminal, noun: noun, resumeHint: resumeHint, extraHint: extra?.hint)
        if onTerminal {
            try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: ctrlCQuits, farewell: farewell) {
                try view.show(try session.start())
                try readKeys(into: &session, view: &view)
            }
        } else {
            try view.show(try session.start())
            try readLines(into: &session, view: &view)
        }
    }

    private func readKeys<Session: QuestionCardSession>(into session: inout Session, view: inout any TestScreenView) throws {
        while !session.isOver {
            let action: TestAction?
            switch SingleKeyTerminal.readKey() {
            case nil, 0x03, 0x04, UInt8(ascii: "q"), UInt8(ascii: "Q"):
                action = .quit
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                action = session.isShowingResult ? .next : .check
            case let key? where (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(key):
                action = .choose(Int(key - UInt8(ascii: "0")))
            case let key? where key == extra?.key:
                try runExtra(view: &view)
                action = nil
            case UInt8(ascii: "s")? where session.canSubmit, UInt8(ascii: "S")? where session.canSubmit:
                action = .submit(confirmed: false)
            default:
                action = nil
            }
            guard let action else { continue }
            let events = try session.handle(action)
            try show(events, in: &view)
            if events.contains(where: Self.asksToConfirm) {
                let key = SingleKeyTerminal.readKey()
                if key == UInt8(ascii: "y") || key == UInt8(ascii: "Y") {
                    try show(try session.handle(.submit(confirmed: true)), in: &view)
                } else {
                    try view.showStatus(tr("Not submitted."))
                }
            }
        }
    }

    private func readLines<Session: QuestionCardSession>(into session: inout Session, view: inout any TestScreenView) throws {
        while !session.isOver {
            guard let line = readLine(strippingNewline: true) else {
                try show(try session.handle(.quit), in: &view)
                return
            }
            let word = line.trimmingCharacters(in: .whitespaces).lowercased()
            if let extra, word == extra.word {
                try runExtra(view: &view)
                continue
            }
            if session.canSubmit, word == "submit" {
                let events = try session.handle(.submit(confirmed: false))
                try show(events, in: &view)
                if events.contains(where: Self.asksToConfirm) {
                    let answer = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces).lowercased()
                    if answer == "y" || answer == "yes" {
                        try show(try session.handle(.submit(confirmed: true)), in: &view)
                    } else {
                        try view.showStatus(tr("Not submitted."))
                    }
                }
                continue
            }
            guard let actions = TestInputLine.actions(for: line, showingResult: session.isShowingResult) else {
                try view.showUnknownInput(line)
                continue
            }
            for action in actions {
                let events = try session.handle(action)
                try show(events, in: &view)
                if events.contains(where: { if case .notice = $0 { true } else { false } }) { break }
            }
        }
    }

    /// Shows `events`, the summary through ``showSummary`` when it is set.
    private func show(_ events: [TestEvent], in view: inout any TestScreenView) throws {
        for event in events {
            if case .summary(let summary) = event, let showSummary {
                try showSummary(summary)
            } else {
                try view.show(event)
            }
        }
    }

    private static func asksToConfirm(_ event: TestEvent) -> Bool {
        if case .confirmSubmit = event { true } else { false }
    }

    private func runExtra(view: inout any TestScreenView) throws {
        guard let extra else { return }
        do {
            if let message = try extra.action() { try view.showStatus(message) }
        } catch let error as ListendError {
            try view.showStatus(error.description)
        }
    }
}
