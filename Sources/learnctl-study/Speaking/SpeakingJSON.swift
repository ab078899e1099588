import Foundation
import LearnCore
import SpeechScoring

/// A scored take as `speak TOPIC --sentence N --json` prints it (type "result"): the words
/// marked with when each was said, the score and the pace, the engine that judged (`whisper` or
/// `pocketsphinx`), the topic's sentence it was, and the attempt kept. Seconds are rounded to thousandths, words per minute to tenths.
struct SpeakingResultJSON: Encodable {
    let type = "result"
    let topic: String, sentence: Int, reference: String, heard: String, engine: String, isTheSentence: Bool, score: Int, words: [Word]
    @Nullable var wordsPerMinute: Double?
    let longestPause: Double, speechDuration: Double, attempt: Int64, recording: String

    enum CodingKeys: String, CodingKey {
        case type, topic, sentence, reference, heard, engine, score, words, attempt, recording, isTheSentence = "is_the_sentence"
        case wordsPerMinute = "words_per_minute", longestPause = "longest_pause", speechDuration = "speech_duration"
    }

    init(_ assessment: SpeakingAssessment, topic: String, sentence: Int, attempt: Int64, recording: String) {
        (self.topic, self.sentence, reference, heard) = (topic, sentence, assessment.reference, assessment.heard)
        engine = assessment.engine.id
        (isTheSentence, score) = (assessment.isTheSentence, assessment.score)
        words = Self.words(assessment)
        wordsPerMinute = assessment.wordsPerMinute.map(SpeakingAttemptJSON.tenths)
        (longestPause, speechDuration) = (Self.thousandths(assessment.longestPause), Self.thousandths(assessment.speechDuration))
        (self.attempt, self.recording) = (attempt, recording)
    }

    /// The assessment's words, their times rounded to thousandths.
    static func words(_ assessment: SpeakingAssessment) -> [Word] {
        assessment.words.map {
            Word(text: $0.text, verdict: $0.verdict.rawValue, heard: $0.heard, start: $0.start.map(Self.thousandths), end: $0.end.map(Self.thousandths),
                 probability: $0.probability.map { ($0 * 1000).rounded() / 1000 })
        }
    }

    static func thousandths(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }

    /// A word of the take: its verdict, what was heard instead, when it was said, and the
    /// recogniser's probability for it.
    struct Word: Encodable {
        let text: String, verdict: String, heard: String?, start: Double?, end: Double?, probability: Double?
    }
}

/// A kept attempt as `speak history --json` prints it (type "attempt"); words per minute are
/// rounded to tenths.
struct SpeakingAttemptJSON: Encodable {
    let type = "attempt"
    let id: Int64, kind: String, source: String, title: String, item: Int, reference: String, score: Int, isTheSentence: Bool
    @Nullable var wordsPerMinute: Double?
    let longestPause: Double
    @Nullable var recording: String?
    let date: Date, words: [Word]

    enum CodingKeys: String, CodingKey {
        case type, id, kind, source, title, item, reference, score, recording, date, words, isTheSentence = "is_the_sentence"
        case wordsPerMinute = "words_per_minute", longestPause = "longest_pause"
    }

    init(_ attempt: SpeakingAttempt) {
        (id, kind, source, title, item) = (attempt.id ?? 0, attempt.kind.rawValue, attempt.source, attempt.sourceTitle, attempt.item)
        (reference, score, isTheSentence) = (attempt.reference, attempt.score, attempt.isTheSentence)
        wordsPerMinute = attempt.wordsPerMinute.map(Self.tenths)
        longestPause = attempt.longestPause
        recording = attempt.recordingPath
        (date, words) = (attempt.createdAt, attempt.words.map { Word(text: $0.text, verdict: $0.verdict.rawValue, heard: $0.heard) })
    }

    static func tenths(_ wordsPerMinute: Double) -> Double {
        (wordsPerMinute * 10).rounded() / 10
    }

    /// A word of the attempt, and what was heard instead of it.
    struct Word: Encodable {
        let text: String, verdict: String, heard: String?
    }
}

/// A word often missed, as `speak history --json` prints it after the attempts (type "missed").
struct MissedWordJSON: Encodable {
    let type = "missed"
    let word: String, count: Int, lastSeen: Date

    enum CodingKeys: String, CodingKey {
        case type, word, count, lastSeen = "last_seen"
    }
}
