import ArgumentParser

/// `learnctl speak`: read a topic's sentences aloud and see which words were recognised.
struct SpeakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speak",
        abstract: "Practise speaking: read sentences aloud and see which words were recognised.",
        discussion: """
            Each speaking topic (travel, work, food, health, opinions …) has sentences from A1 \
            to C1 to read aloud. `learnctl speak TOPIC` shows them one at a time: press Enter, \
            read the sentence, and listend records until you stop; the sentence comes back with \
            each word marked and a score. To shadow a recording line by line, use `learnctl \
            practice shadow TITLE`.

            Recognition is offline and English only: Whisper writes down what was said, expecting \
            nothing in particular (PocketSphinx with its general English model when Whisper is not \
            installed; LEARNCTL_SPEAKING_ENGINE=whisper|pocketsphinx chooses), and the words heard \
            are compared with the sentence's. It judges whether the words were recognisable, not the \
            accent; docs/speaking.md explains how. `learnctl speak score` scores any recording \
            against any sentence, keeping nothing. Attempts are kept per \
            account: `learnctl speak history` lists them and the words you miss most often, \
            `learnctl speak history forget` deletes them with their recordings, and `learnctl \
            speak settings --keep-takes N` sets how many recordings are kept (100 by default).
            """,
        subcommands: [SpeakTopicCommand.self, SpeakTopicsCommand.self, SpeakScoreCommand.self, SpeakHistoryCommand.self, SpeakSettingsCommand.self],
        defaultSubcommand: SpeakTopicCommand.self)
}
