import LearnCore

/// Runs the Test screen of a session until its summary, or until the learner quits.
///
/// On a terminal (and without `--json`) single keys drive it: a digit chooses, Enter checks
/// and then continues, q quits. Otherwise it reads one ``TestInputLine`` per line; the end of
/// the input quits. Quitting keeps an unfinished attempt for `learnctl tests resume`.
struct TestScreen {
    let json: Bool

    func run(_ session: TestSession) throws {
        var session = session
        let onTerminal = !json && TerminalInput.isTerminal
        var view: any TestScreenView = json
            ? JSONTestScreenView(attempt: session.attempt)
            : TextTestScreenView(title: session.attempt.title, onTerminal: onTerminal)
        if onTerminal {
            try SingleKeyTerminal.withSingleKeys(farewell: "\nTest paused; run `learnctl tests resume` to continue.\n") {
                try view.show(try session.start())
                try readKeys(into: &session, view: &view)
            }
        } else {
            try view.show(try session.start())
            try readLines(into: &session, view: &view)
        }
    }

    private func readKeys(into session: inout TestSession, view: inout any TestScreenView) throws {
        while !session.isOver {
            let action: TestAction?
            switch SingleKeyTerminal.readKey() {
            case nil, 0x04, UInt8(ascii: "q"), UInt8(ascii: "Q"):
                action = .quit
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                action = session.isShowingResult ? .next : .check
            case let key? where (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(key):
                action = .choose(Int(key - UInt8(ascii: "0")))
            default:
                action = nil
            }
            if let action { try view.show(try session.handle(action)) }
        }
    }

    private func readLines(into session: inout TestSession, view: inout any TestScreenView) throws {
        while !session.isOver {
            guard let line = readLine(strippingNewline: true) else {
                try view.show(try session.handle(.quit))
                return
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
}
