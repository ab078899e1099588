import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl practice history`: the learner's results per recording.
struct PracticeHistoryCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List your dictation and quiz results per recording.",
        discussion: """
            For every recording you have practised, the most recent first: the last and best \
            dictation accuracy (% of words) and quiz score (% of questions), and when you last \
            practised it. Only finished dictations and quizzes of the whole recording count; a \
            retry of the lines with mistakes does not.

            With --json it prints an array of objects with "recording" (the id), "title", \
            "last_dictation", "best_dictation", "last_quiz", "best_quiz" (percentages, or null) \
            and "last_practiced" (ISO 8601).
            """)

    static let jsonHelp = "Print the results as a JSON array."
    @OptionGroup var output: OutputOptions<PracticeHistoryCommand>

    func run() async throws {
        let results = try await ListeningPractice.signedIn().history()
        if output.json {
            try JSONLines.print(results.map {
                ResultsJSON(recording: $0.recordingId, title: $0.title, lastDictation: $0.lastDictation, bestDictation: $0.bestDictation,
                            lastQuiz: $0.lastQuiz, bestQuiz: $0.bestQuiz, lastPracticed: $0.lastPracticed)
            })
            return
        }
        guard !results.isEmpty else {
            Output.write(tr("You have not practised a recording yet. Start with `learnctl practice dictation TITLE`.") + "\n")
            return
        }
        var table = TextTable(header: [tr("Recording"), tr("Dictation last/best"), tr("Quiz last/best"), tr("Last practised")], rightAligned: [])
        for r in results {
            table.rows.append([
                TerminalText.line(r.title), Self.pair(r.lastDictation, r.bestDictation), Self.pair(r.lastQuiz, r.bestQuiz),
                DisplayDate.format(r.lastPracticed),
            ])
        }
        Output.write(table.rendered)
    }

    private static func pair(_ last: Int?, _ best: Int?) -> String {
        guard let last, let best else { return "-" }
        return NumberText.percent(last) + " / " + NumberText.percent(best)
    }
}
extension PracticeHistoryCommand {
    /// A recording's results as `--json` prints them; scores a recording has none of yet are null.
    struct ResultsJSON: Encodable {
        let recording: String, title: String
        @Nullable var lastDictation: Int?
        @Nullable var bestDictation: Int?
        @Nullable var lastQuiz: Int?
        @Nullable var bestQuiz: Int?
        let lastPracticed: Date

        enum CodingKeys: String, CodingKey {
            case recording, title, lastDictation = "last_dictation", bestDictation = "best_dictation"
            case lastQuiz = "last_quiz", bestQuiz = "best_quiz", lastPracticed = "last_practiced"
        }
    }
}
