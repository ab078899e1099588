import Foundation
import LearnCore
import SpeechScoring

/// A scored take as `speak TOPIC --sentence N --json` prints it (type "result"): the words
/// marked, the score and the pace, the topic's sentence it was, and the attempt kept.
struct SpeakingResultJSON: Encodable {
    let type = "result"
    let topic: String
    let sentence: Int
    let reference: String
    let heard: String
    let isTheSentence: Bool
    let score: Int
    let words: [Word]
    @Nullable var wordsPerMinute: Double?
    let longestPause: Double
    let speechDuration: Double
    let attempt: Int64
    let recording: String

    init(_ assessment: SpeakingAssessment, topic: String, sentence: Int, attempt: Int64, recording: String) {
        self.topic = topic
        self.sentence = sentence
        reference = assessment.reference
        heard = assessment.heard
        isTheSentence = assessment.isTheSentence
        score = assessment.score
        words = assessment.words.map(Word.init)
        wordsPerMinute = assessment.wordsPerMinute.map(SpeakingJSON.tenths)
        longestPause = SpeakingJSON.thousandths(assessment.longestPause)
        speechDuration = SpeakingJSON.thousandths(assessment.speechDuration)
        self.attempt = attempt
        self.recording = recording
    }

    enum CodingKeys: String, CodingKey {
        case type, topic, sentence, reference, heard, score, words, attempt, recording
        case isTheSentence = "is_the_sentence", wordsPerMinute = "words_per_minute"
        case longestPause = "longest_pause", speechDuration = "speech_duration"
    }

    /// A word of the take: its verdict, what was heard instead, and when it was said (seconds).
    struct Word: Encodable {
        let text: String
        let verdict: String
        let heard: String?
        let start: Double?
        let end: Double?

        init(_ word: SpeechScoring.WordVerdict) {
            text = word.text
            verdict = word.verdict.rawValue
            heard = word.heard
            start = word.start.map(SpeakingJSON.thousandths)
            end = word.end.map(SpeakingJSON.thousandths)
        }
    }
}

/// A kept attempt as `speak history --json` prints it (type "attempt").
struct SpeakingAttemptJSON: Encodable {
    let type = "attempt"
    let id: Int64
    let kind: String
    let source: String
    let title: String
    let item: Int
    let reference: String
    let score: Int
    let isTheSentence: Bool
    @Nullable var wordsPerMinute: Double?
    let longestPause: Double
    @Nullable var recording: String?
    let date: Date
    let words: [Word]

    init(_ attempt: SpeakingAttempt) {
        id = attempt.id ?? 0
        kind = attempt.kind.rawValue
        source = attempt.source
        title = attempt.sourceTitle
        item = attempt.item
        reference = attempt.reference
        score = attempt.score
        isTheSentence = attempt.isTheSentence
        wordsPerMinute = attempt.wordsPerMinute.map(SpeakingJSON.tenths)
        longestPause = attempt.longestPause
        recording = attempt.recordingPath
        date = attempt.createdAt
        words = attempt.words.map { Word(text: $0.text, verdict: $0.verdict.rawValue, heard: $0.heard) }
    }

    enum CodingKeys: String, CodingKey {
        case type, id, kind, source, title, item, reference, score, recording, date, words
        case isTheSentence = "is_the_sentence", wordsPerMinute = "words_per_minute", longestPause = "longest_pause"
    }

    /// A word of the attempt, and what was heard instead of it.
    struct Word: Encodable {
        let text: String
        let verdict: String
        let heard: String?
    }
}

/// A word often missed, as `speak history --json` prints it after the attempts (type "missed").
struct MissedWordJSON: Encodable {
    let type = "missed"
    let word: String
    let count: Int
    let lastSeen: Date

    init(_ missed: MissedWord) {
        (word, count, lastSeen) = (missed.word, missed.count, missed.lastSeen)
    }

    enum CodingKeys: String, CodingKey {
        case type, word, count
        case lastSeen = "last_seen"
    }
}

/// How the speaking outputs round their figures.
enum SpeakingJSON {
    /// Words per minute, to a tenth.
    static func tenths(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }

    /// Seconds, to a thousandth.
    static func thousandths(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
