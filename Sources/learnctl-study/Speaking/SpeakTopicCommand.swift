import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LearnCore
import ListenClient
import Localization
import SpeechScoring

/// `learnctl speak TOPIC`: read a topic's sentences aloud, one at a time, and see each scored.
struct SpeakTopicCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "topic",
        abstract: "Read a topic's sentences aloud and see which words were recognised.",
        discussion: """
            TOPIC is a topic's id or title, in any case (`learnctl speak topics` lists them). On \
            a terminal each sentence is shown in turn: Enter records (listend records from the \
            microphone until 1.5 s of silence; Enter also stops it), and the sentence comes \
            back with each word marked — recognised, heard as another word (~heard→word~), \
            unclear (<heard?→word>), missed ([-word-]) or extra ({+word+}) — with the score (% of its words recognised), \
            the pace in words per minute and the longest pause. Then o reads the sentence aloud, \
            m plays your recording, r tries again, Enter goes on and q leaves. --level keeps one \
            level's sentences; --sentence N only sentence N.

            For scripts: --json alone prints the topic's sentences, one object per line \
            ({"index", "text", "level"}). --sentence N --json records one take and prints its \
            result as one object; with --file F.wav the recording is read from the file \
            instead of the microphone: {"type":"result", "topic", "sentence", "reference", \
            "heard", "engine", "is_the_sentence", "score", "words":[{"text", \
            "verdict":"right|wrong|unclear|missed|extra|unscored", "heard", "start", "end"}…], \
            "words_per_minute", "longest_pause", "speech_duration", "attempt"}. `learnctl speak \
            score` scores any recording against any sentence without keeping it.

            Every scored attempt is kept for the signed-in account.

            Examples:
              learnctl speak travel
              learnctl speak Travel --sentence 3 --file take.wav --json
            """)

    @Argument(help: ArgumentHelp("The topic's id or title.", valueName: "topic"), completion: Completions.speakingTopics)
    var topic: String

    @Option(help: ArgumentHelp("Only this sentence (from 1).", valueName: "n"))
    var sentence: Int?

    @Option(help: ArgumentHelp("Score this WAV file instead of recording (with --sentence).", valueName: "file"), completion: .file(extensions: ["wav"]))
    var file: String?

    @Option(help: ArgumentHelp("Only the sentences of this level (A1 … C1).", valueName: "level"))
    var level: CEFRLevel?

    static let jsonHelp = "Print JSON: the sentences, or with --sentence the result."
    @OptionGroup var output: OutputOptions<SpeakTopicCommand>

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if file != nil && sentence == nil { throw ValidationError(tr("--file goes with --sentence N: the sentence the recording says.")) }
        if let sentence, sentence < 1 { throw ValidationError(tr("--sentence takes a number from 1.")) }
        if level != nil && sentence != nil { throw ValidationError(tr("--level and --sentence cannot be used together.")) }
    }

    func run() async throws {
        let topic = try SpeakingTopics.bundled().topic(named: self.topic)
        var sentences = topic.sentences
        if let level { sentences = sentences.filter { $0.level == level } }
        if let sentence {
            guard let chosen = topic.sentence(sentence) else {
                throw ValidationError(tr("“%1$s” has %2$d sentences; --sentence takes 1 to %2$d.", topic.title, topic.sentences.count))
            }
            sentences = [chosen]
        }
        guard !sentences.isEmpty else { // TRANSLATORS: %2$s is a CEFR level such as B1.
            throw ValidationError(tr("“%1$s” has no %2$s sentences.", topic.title, level?.rawValue ?? "")) }
        if output.json && sentence == nil {
            for sentence in sentences {
                try JSONLines.print(SentenceJSON(index: sentence.index, text: sentence.text, level: sentence.level.rawValue))
            }
            return
        }
        let history = try await SpeakingHistory.signedIn()
        if let sentence = sentences.first, self.sentence != nil, file != nil || output.json || !TerminalScreen.isAvailable {
            try scoreOne(sentence, of: topic, history: history)
            return
        }
        guard TerminalScreen.isAvailable else {
            throw ValidationError(tr("Speaking practice needs a terminal; use --sentence N --json (or --file F.wav) from scripts."))
        }
        try ListendError.reporting {
            let listend = try connection.connect()
            let source = TopicSource(topic: topic, connection: listend)
            let items = sentences.enumerated().map { offset, sentence in
                SpeakingItem(number: offset + 1, total: sentences.count, index: sentence.index, text: sentence.text,
                             label: tr("sentence %d (%s)", sentence.index, sentence.level.rawValue))
            }
            let style = DictationMarkup.standardOutputStyle
            try SpeakingScreen(source: source, items: items, recorder: try TakeRecorder(connection: listend), judge: SpeakingJudge(),
                               history: history, style: style, auto: false).run()
        }
    }

    /// Scores one recording of `sentence` (the file, or a take from the microphone) and prints it.
    private func scoreOne(_ sentence: SpeakingSentence, of topic: SpeakingTopic, history: SpeakingHistory) throws {
        var path = file.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let judge = SpeakingJudge()
        judge.prepare()
        if path == nil {
            let take = try ListendError.reporting {
                try TakeRecorder(connection: try connection.connect()).record()
            }
            if take.ended == .failed { throw SpeakingFailure(tr("The recording failed: %s", take.error ?? tr("no reason given"))) }
            path = take.path
        }
        guard let path else { return }
        let assessment: SpeakingAssessment
        do throws(SpeakingError) {
            assessment = try judge.assess(file: path, against: sentence.text)
        } catch {
            throw SpeakingFailure(error.description)
        }
        let attempt = try history.record(assessment.attempt(kind: .topic, source: topic.id, sourceTitle: topic.title,
                                                            item: sentence.index, recordingPath: path))
        if output.json {
            try JSONLines.print(SpeakingResultJSON(assessment, topic: topic.id, sentence: sentence.index, attempt: attempt.id ?? 0,
                                                   recording: path))
        } else {
            let style = DictationMarkup.standardOutputStyle
            Output.write(tr("%s · sentence %d (%s)", topic.title.terminalLine, sentence.index, sentence.level.rawValue) + "\n")
            Output.write(SpeakingResultText.text(assessment, style: style))
        }
    }
}

extension SpeakTopicCommand {
    /// A topic's sentence as `speak TOPIC --json` prints it.
    struct SentenceJSON: Encodable {
        let index: Int, text: String, level: String
    }
}

/// A recording that could not be scored, said in one sentence (exit status 1).
struct SpeakingFailure: Error, LocalizedError, CustomStringConvertible {
    let description: String
    var errorDescription: String? { description }

    init(_ description: String) {
        self.description = description
    }
}
