import LearnCore
import Localization
import SpeechScoring

/// Scores recordings of a sentence with the recogniser, which is loaded on first use and kept
/// for the rest of the process.
final class SpeakingJudge {
    private var scorer: SpeechScorer?

    /// How the recording in `file` says `reference`.
    func assess(file: String, against reference: String) throws(SpeakingError) -> SpeakingAssessment {
        if scorer == nil { scorer = try SpeechScorer() }
        guard let scorer else { throw SpeakingError(.failed, tr("The recogniser could not be loaded.")) }
        return try scorer.score(try SpeechRecording.read(path: file), against: reference)
    }
}

extension SpeakingAssessment {
    /// The words as they are kept and shown.
    var spokenWords: [SpokenWord] {
        words.map(SpokenWord.init)
    }

    /// The attempt to keep in the history.
    func attempt(kind: SpeakingKind, source: String, sourceTitle: String, item: Int, recordingPath: String?) -> SpeakingAttempt {
        SpeakingAttempt(kind: kind, source: source, sourceTitle: sourceTitle, item: item, reference: reference, score: score,
                        isTheSentence: isTheSentence, wordsPerMinute: wordsPerMinute, longestPause: longestPause,
                        words: spokenWords, recordingPath: recordingPath)
    }
}
