import Foundation
import LearnCore
import ListenClient

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
            default:
                action = nil
            }
            if let action { try view.show(try session.handle(action)) }
        }
    }

    private func readLines<Session: QuestionCardSession>(into session: inout Session, view: inout any TestScreenView) throws {
        while !session.isOver {
            guard let line = readLine(strippingNewline: true) else {
                try view.show(try session.handle(.quit))
                return
            }
            if let extra, line.trimmingCharacters(in: .whitespaces).lowercased() == extra.word {
                try runExtra(view: &view)
                continue
            }
            guard let actions = TestInputLine.actions(for: line, showingResult: session.isShowingResult) else {
                try view.showUnknownInput(line)
                continue
            }
            for action in actions {
                let events = try session.handle(action)
                try view.show(events)
                if events.contains(where: { if case .notice = $0 { true } else { false } }) { break }
            }
        }
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
