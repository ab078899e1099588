import Foundation
import LearnCore
import ListenClient
import Localization

/// The Test screen of a generated test: today's cards with a progress bar, `s` (or `submit`) to
/// hand the test in early (confirmed when questions are unanswered), `p` (or `play`) to play the
/// line a listening question is about through listend; after submission, the results.
struct GeneratedTestScreen {
    let json: Bool
    let socket: SocketOption

    func run(_ session: GeneratedTestSession, tests: GeneratedTests) throws {
        let current = CurrentGeneratedQuestion()
        let lines = ListeningLines(socket: socket)
        defer { lines.restore() }
        let id = session.attemptId
        var screen = TestScreen(json: json)
        screen.ctrlCQuits = true
        screen.resumeHint = "learnctl tests resume \(id)"
        screen.farewell = "\n" + tr("Test paused; run `learnctl tests resume` to continue.") + "\n"
        // TRANSLATORS: the key p must stay as it is.
        screen.extra = !session.hasRecordings ? nil : TestScreen.ExtraKey(key: "p", word: "play", hint: tr("p to play a recording's line")) {
            guard let question = current.question, let recording = question.recordingId, let line = question.line else {
                return tr("This question has no recording to play.")
            }
            try lines.play(line: line, of: recording)
            return tr("Playing line %d…", line)
        }
        screen.showSummary = { _ in
            lines.restore()
            let singleKeys = !json && TerminalInput.isTerminal
            if !singleKeys && !json { Output.write("\n") }
            try ResultsScreen(json: json).show(try tests.results(id), inSingleKeyMode: singleKeys)
        }
        try screen.run(ObservedSession(session: session) { current.question = $0.currentStoredQuestion })
    }
}

/// The stored question on the card now, for the `p` key.
final class CurrentGeneratedQuestion {
    var question: GeneratedQuestion?
}

/// Lines of listend's recordings played one at a time: the player of the recording last played
/// is kept, and put back (autopause, speed) when another recording is played or the test ends.
final class ListeningLines {
    private let socket: SocketOption
    private var player: PracticePlayer?

    init(socket: SocketOption) {
        self.socket = socket
    }

    func play(line: Int, of recording: String) throws(ListendError) {
        if player?.recording.id != recording {
            restore()
            player = try PracticePlayer(title: recording, socket: socket)
        }
        try player?.play(line: line)
    }

    func restore() {
        player?.restore()
        player = nil
    }
}
