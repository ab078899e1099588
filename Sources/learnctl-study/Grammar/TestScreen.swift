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
struct TestScreen: PrintsJSON {
    /// What `--json` does for the commands that run the Test screen (`take`, `resume`, `review`,
    /// `start`, `practice quiz`).
    static let jsonHelp = "Print every card as one JSON object per line and read answers as lines."

    /// A key (and its word on an input line) that the Test screen of one kind of session adds.
    struct ExtraKey {
        let key: Character
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
    var farewell = "\n" + tr("Test paused; run `learnctl tests resume` to continue.") + "\n"
    var extra: ExtraKey?
    /// Ctrl-C quits like q (so that the caller can tidy up) instead of ending the process.
    var ctrlCQuits = false
    /// Shows the end of a session instead of the summary card (a generated test's results).
    var showSummary: ((TestSummary) throws -> Void)?

    func run<Session: QuestionCardSession>(_ session: Session) throws {
        var session = session
        let onTerminal = !json && TerminalInput.isTerminal
        let (attemptId, title, resumeHint) = (session.attemptId, session.title, resumeHint)
        var view: any SessionView<TestScreenEvent> = json
            ? JSONLinesView { TestScreenJSON.object($0, attemptId: attemptId, title: title, resumeHint: resumeHint) }
            : TextTestScreenView(title: session.title, onTerminal: onTerminal, noun: noun, resumeHint: resumeHint, extraHint: extra?.hint)
        if onTerminal {
            try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: ctrlCQuits, farewell: farewell) {
                for event in try session.start() { try view.show(.session(event)) }
                try readKeys(into: &session, view: &view)
            }
        } else {
            for event in try session.start() { try view.show(.session(event)) }
            try readLines(into: &session, view: &view)
        }
    }

    private func readKeys<Session: QuestionCardSession>(into session: inout Session, view: inout any SessionView<TestScreenEvent>) throws {
        let keys = KeyReader()
        while !session.isOver {
            let key = keys.next() ?? .endOfInput
            if let extra, key == .character(extra.key) {
                try runExtra(view: &view)
                continue
            }
            guard let action = TestAction(key: key, showingResult: session.isShowingResult, canSubmit: session.canSubmit) else { continue }
            let events = try session.handle(action)
            try show(events, in: &view)
            if events.contains(where: Self.asksToConfirm) {
                if keys.next()?.isLetter("y") == true {
                    try show(try session.handle(.submit(confirmed: true)), in: &view)
                } else {
                    try view.show(.status(tr("Not submitted.")))
                }
            }
        }
    }

    private func readLines<Session: QuestionCardSession>(into session: inout Session, view: inout any SessionView<TestScreenEvent>) throws {
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
                        try view.show(.status(tr("Not submitted.")))
                    }
                }
                continue
            }
            guard let actions = TestInputLine.actions(for: line, showingResult: session.isShowingResult) else {
                try view.show(.unknownInput(line))
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
    private func show(_ events: [TestEvent], in view: inout any SessionView<TestScreenEvent>) throws {
        for event in events {
            if case .summary(let summary) = event, let showSummary {
                try showSummary(summary)
            } else {
                try view.show(.session(event))
            }
        }
    }

    private static func asksToConfirm(_ event: TestEvent) -> Bool {
        if case .confirmSubmit = event { true } else { false }
    }

    private func runExtra(view: inout any SessionView<TestScreenEvent>) throws {
        guard let extra else { return }
        do {
            if let message = try extra.action() { try view.show(.status(message)) }
        } catch let error as ListendError {
            try view.show(.status(error.description))
        }
    }
}
