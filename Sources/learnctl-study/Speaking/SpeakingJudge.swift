import Foundation
import LearnCore
import Localization
import SpeechScoring
import Transcription

/// Scores recordings of a sentence with the recogniser, which is loaded on first use (or by
/// ``prepare()``, while the learner is still reading) and kept for the rest of the process.
///
/// Whisper judges when it is installed (scripts/install-whisper.sh), PocketSphinx with its general
/// English model otherwise; `LEARNCTL_SPEAKING_ENGINE=whisper|pocketsphinx` chooses one.
final class SpeakingJudge: @unchecked Sendable {
    /// The environment variable that chooses the engine.
    static let engineVariable = "LEARNCTL_SPEAKING_ENGINE"

    /// Where the scorer is loaded, once; `scorer` is only touched on it.
    private let loading = DispatchQueue(label: "learnctl.speaking-judge")
    private var scorer: Result<SpeechScorer, SpeakingError>?
    private let whisper: RecognitionServer?
    private let choice: String?

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        choice = environment[Self.engineVariable].flatMap { $0.isEmpty ? nil : $0.lowercased() }
        let installation = WhisperInstallation.located()
        let wantsWhisper = choice == "whisper" || (choice == nil && installation.isInstalled)
        whisper = wantsWhisper ? RecognitionServer(installation: installation) : nil
    }

    /// Starts loading the recogniser (and the referee) in the background, so that the first take
    /// waits less.
    func prepare() {
        whisper?.start()
        loading.async { [self] in _ = loaded() }
    }

    /// How the recording in `file` says `reference`.
    func assess(file: String, against reference: String) throws(SpeakingError) -> SpeakingAssessment {
        let scorer = try loading.sync { loaded() }.get()
        return try scorer.score(try SpeechRecording.read(path: file), path: file, against: reference)
    }

    /// The scorer, loaded on the first call (on `loading`).
    private func loaded() -> Result<SpeechScorer, SpeakingError> {
        if scorer == nil {
            scorer = Result { () throws(SpeakingError) in
                if let choice, choice != "whisper", choice != ScoringEngine.pocketSphinx.id {
                    throw SpeakingError(.failed, tr("%1$s=%2$s is not an engine: use whisper or pocketsphinx.", Self.engineVariable, choice))
                }
                if let whisper {
                    return try SpeechScorer(recogniser: WhisperSpeechRecogniser(server: whisper), referee: try? AcousticReferee())
                }
                return try SpeechScorer(recogniser: PocketSphinxRecogniser())
            }
        }
        return scorer!
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
