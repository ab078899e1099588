import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// `learnctl practice quiz TITLE`: comprehension questions on a bundled recording.
struct PracticeQuizCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "Answer comprehension questions on a recording.",
        discussion: """
            TITLE is a bundled recording's title or id; listen to it first (`learnctl play \
            TITLE`). Every bundled recording has at least five multiple-choice questions; your \
            own recordings have none, and the command says so (try a dictation instead).

            The quiz runs like a grammar test (`learnctl tests take`): each card shows the \
            question and numbered options; press a digit to choose, Enter to check, Enter again \
            to continue, and q to quit (--resume continues later). The result card explains the \
            answer and quotes the line that gives it; p plays that line through listend, \
            stopping at its end. The options are shuffled for every quiz (LEARNCTL_SEED fixes \
            the order).

            When standard input is not a terminal, or with --json, each input line is an option \
            number, choose N, check, continue, quit, or play (the line that answers the \
            question); --json prints every card as one JSON object per line, as `learnctl tests \
            take --json` does.
            """)

    @Argument(help: ArgumentHelp("The recording's title or id.", valueName: "title"), completion: Completions.recordingTitles)
    var title: String

    @Flag(help: "Continue your latest unfinished quiz on this recording.")
    var resume = false

    @OptionGroup var output: OutputOptions<TestScreen>

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let practice = try await ListeningPractice.signedIn()
        let seed = try ShuffleSeed.fromEnvironment(ProcessInfo.processInfo.environment)
        try ListendError.reporting {
            let player = try PracticePlayer(title: title, socket: connection)
            // The questions come from the daemon's index: shown on a terminal, so without control characters.
            let questions = player.questions.map {
                QuizQuestion(prompt: $0.prompt.terminalLine, options: $0.options.map(\.terminalLine), answer: $0.answer,
                             explanation: $0.explanation.terminalLine, line: $0.line, lineText: $0.quote.terminalLine)
            }
            guard !questions.isEmpty else { throw PracticeError.noQuestions(title: player.recording.title) }
            let session = resume
                ? try practice.resumeQuiz(of: player.recording, questions: questions)
                : try practice.startQuiz(of: player.recording, questions: questions, seed: seed)
            defer { player.restore() }
            let current = CurrentQuizLine()
            var screen = TestScreen(json: output.json)
            // TRANSLATORS: begins “Quiz paused after 2 of 5 questions”.
            screen.noun = tr("Quiz")
            screen.ctrlCQuits = true
            screen.resumeHint = "learnctl practice quiz \"\(player.recording.title)\" --resume"
            screen.farewell = "\n" + tr("Quiz paused; run `learnctl practice quiz TITLE --resume` to continue.") + "\n"
            screen.extra = TestScreen.ExtraKey(key: "p", word: "play", hint: tr("p to play the line")) {
                guard let line = current.line else { return nil }
                try player.play(line: line)
                return tr("Playing line %s…", String(line))
            }
            try screen.run(ObservedSession(session: session) { current.line = $0.currentLine })
        }
    }
}

/// The line that answers the question on the card now, for the `p` key.
final class CurrentQuizLine {
    var line: Int?
}
