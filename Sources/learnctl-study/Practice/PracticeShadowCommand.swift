import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LearnCore
import ListenClient
import Localization

/// `learnctl practice shadow TITLE`: hear each line, say it back, see which words came out right.
struct PracticeShadowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shadow",
        abstract: "Shadow a recording: hear each line, say it back, and see which words were recognised.",
        discussion: """
            TITLE is a recording's title or id, in any case; it needs a transcript. listend plays \
            one line (at the current speed) and pauses at its end. Press Enter and say the line: \
            listend records from the microphone (its --source) until you have been silent for \
            1.5 s, and the line comes back with each word marked — recognised, heard as another \
            word (~heard→word~), unclear (<heard?→word>), missed ([-word-]) or extra ({+word+}) — with the score (% of \
            the line's words recognised), your pace in words per minute and your longest pause. \
            A take that is nothing like the line is reported as such rather than scored word by \
            word.

            Keys: Enter records (and stops a recording early); then o plays the original line, \
            m plays your recording, r tries the line again, Enter goes on to the next line, q \
            (or Esc) leaves. With --auto, recording starts as soon as the line has been heard.

            Recognition is offline and English only: Whisper (or, without it, PocketSphinx) writes \
            down what you said and it is compared with the line; it judges whether your words \
            were recognisable, not your accent (see docs/speaking.md). Every attempt is kept: \
            `learnctl speak history` lists them with the words you miss most often. Needs \
            listend on PulseAudio, a microphone, and a signed-in account.
            """)

    @Argument(help: ArgumentHelp("The recording's title or id.", valueName: "title"), completion: Completions.recordingTitles)
    var title: String

    @Option(help: ArgumentHelp("The transcript line to start at (default: the first).", valueName: "line"))
    var from: Int?

    @Flag(help: "Start recording as soon as the line has been heard.")
    var auto = false

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if let from, from < 1 { throw ValidationError(tr("--from takes a line number from 1.")) }
    }

    func run() async throws {
        guard TerminalScreen.isAvailable else {
            throw ValidationError(tr("Shadowing needs a terminal; `learnctl speak TOPIC --sentence N --file F.wav --json` scores recordings from scripts."))
        }
        let history = try await SpeakingHistory.signedIn()
        try ListendError.reporting {
            let player = try PracticePlayer(title: title, socket: connection)
            defer { player.restore() }
            let lines = try player.select()
            guard !lines.isEmpty else { throw PracticeError.noLines(title: player.recording.title) }
            let start = from ?? 1
            guard let first = lines.firstIndex(where: { $0.index >= start }) else {
                throw ValidationError(tr("“%1$s” has %2$s lines; --from takes 1 to %3$s.", player.recording.title, String(lines.count), String(lines.last?.index ?? lines.count)))
            }
            let chosen = lines[first...]
            let items = chosen.enumerated().map { offset, line in
                SpeakingItem(number: offset + 1, total: chosen.count, index: line.index, text: line.text, label: tr("line %s", String(line.index)))
            }
            let style = DictationMarkup.standardOutputStyle
            try SpeakingScreen(source: ShadowingSource(player: player), items: items,
                               recorder: try TakeRecorder(connection: player.connection), judge: SpeakingJudge(),
                               history: history, style: style, auto: auto).run()
        }
    }
}
