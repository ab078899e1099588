import Synchronization

/// Scores recordings of a learner reading a known English sentence.
///
/// Loads the acoustic model and the pronunciation dictionary once (about 0.1 s) and keeps them;
/// scoring calls are serialised by a mutex because the decoder is not thread-safe. How scoring
/// works is described in docs/speaking.md.
public final class SpeechScorer: Sendable {
    /// Recordings shorter than this cannot hold a sentence.
    public static let minimumDuration = 0.5
    /// Below this level (``SpeechRecording``'s loudest 50 ms, RMS in sample units, about −45 dBFS)
    /// a recording is taken to be silence without asking the recogniser.
    public static let silenceLevel = 180.0

    private let dictionary: PronunciationDictionary
    private let decoder: Mutex<PocketSphinxDecoder>

    /// Loads `model`'s acoustic model and pronunciation dictionary; throws `modelMissing` when
    /// they are not installed.
    public init(model: SpeechModel = .installed) throws(SpeakingError) {
        if let missing = model.missingPath { throw .modelMissing(missing) }
        dictionary = try PronunciationDictionary(path: model.dictionary)
        decoder = Mutex(try PocketSphinxDecoder(acousticModel: model.acousticModel))
    }

    /// The reference split into written words, with the ones the pronunciation dictionary does
    /// not know marked unscored: what ``score(_:against:)`` will judge.
    public func reference(_ text: String) -> ReferenceText {
        ReferenceText(text, isKnown: dictionary.knows)
    }

    /// Judges `recording` against the sentence `reference`.
    ///
    /// Throws `nothingToScore` when the dictionary knows none of the reference's words,
    /// `tooShort` for a recording under ``minimumDuration``, `silence` when it is quieter than
    /// ``silenceLevel`` or the recogniser hears no word in it, and `failed` when the recogniser fails.
    public func score(_ recording: SpeechRecording, against reference: String) throws(SpeakingError) -> SpeakingAssessment {
        let text = self.reference(reference)
        guard !text.scoredWords.isEmpty else { throw .nothingToScore(reference) }
        guard recording.duration >= Self.minimumDuration else {
            throw .tooShort(seconds: recording.duration, minimum: Self.minimumDuration)
        }
        guard recording.loudestLevel >= Self.silenceLevel else { throw .silence }
        let model = SentenceLanguageModel(sentence: text.scoredWords)
        let heard = try decoder.withLock { decoder throws(SpeakingError) in
            try decoder.decode(recording.samples, languageModel: model, dictionary: dictionary)
        }
        guard !heard.isEmpty else { throw .silence }
        return SpeakingAssessment(judging: heard, against: text, text: reference)
    }
}
