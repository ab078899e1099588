import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl speak topics`: the speaking topics.
struct SpeakTopicsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "topics",
        abstract: "List the speaking topics.",
        discussion: """
            One line per topic: its id, title, number of sentences and levels. With --json, one \
            object per line: {"id", "title", "sentences", "levels"}.
            """)

    @Flag(help: "Print one JSON object per topic.")
    var json = false

    func run() throws {
        let topics = try SpeakingTopics.bundled().topics
        for topic in topics {
            let levels = topic.levels.map(\.rawValue)
            if json {
                try JSONLines.print(object: ["id": topic.id, "title": topic.title, "sentences": topic.sentences.count, "levels": levels])
            } else {
                let range = levels.count > 1 ? "\(levels.first!)–\(levels.last!)" : levels.first ?? ""
                // TRANSLATORS: English keeps "sentences" even for one; translate both forms properly.
                Output.line(topic.id.padding(toLength: 16, withPad: " ", startingAt: 0) + " " + trn("%s · %d sentences · %s", "%s · %d sentences · %s", topic.sentences.count, topic.title.terminalLine, topic.sentences.count, range))
            }
        }
    }
}
