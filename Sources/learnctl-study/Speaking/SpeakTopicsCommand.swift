import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl speak topics`: the speaking topics.
struct SpeakTopicsCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "topics",
        abstract: "List the speaking topics.",
        discussion: """
            One line per topic: its id, title, number of sentences and levels. With --json, one \
            object per line: {"id", "title", "sentences", "levels"}.
            """)

    static let jsonHelp = "Print one JSON object per topic."
    @OptionGroup var output: OutputOptions<SpeakTopicsCommand>

    func run() throws {
        let topics = try SpeakingTopics.bundled().topics
        for topic in topics {
            let levels = topic.levels.map(\.rawValue)
            if output.json {
                try JSONLines.print(TopicJSON(id: topic.id, title: topic.title, sentences: topic.sentences.count, levels: levels))
            } else {
                let range = levels.count > 1 ? "\(levels.first!)–\(levels.last!)" : levels.first ?? ""
                // TRANSLATORS: English keeps "sentences" even for one; translate both forms properly.
                Output.line(topic.id.padding(toLength: 16, withPad: " ", startingAt: 0) + " " + trn("%s · %d sentences · %s", "%s · %d sentences · %s", topic.sentences.count, topic.title.terminalLine, topic.sentences.count, range))
            }
        }
    }
}

extension SpeakTopicsCommand {
    /// A topic as `--json` prints it.
    struct TopicJSON: Encodable {
        let id: String, title: String, sentences: Int, levels: [String]
    }
}
