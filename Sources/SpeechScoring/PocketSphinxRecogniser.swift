import Synchronization

/// The recogniser for when Whisper is not installed: PocketSphinx 0.8 with its general US English
/// language model and CMUdict, expecting no sentence in particular. It mishears more than Whisper
/// (docs/speaking.md has both engines' figures); each word's probability is its posterior.
///
/// Loading takes about a second; decoding is serialised by a mutex (the decoder is not thread-safe).
public final class PocketSphinxRecogniser: SpeechRecogniser {
    public let engine = ScoringEngine.pocketSphinx
    private let decoder: Mutex<PocketSphinxDecoder>

    /// Loads `model`; throws `modelMissing` when it is not installed.
    public init(model: SpeechModel = .installed) throws(SpeakingError) {
        if let missing = model.missingPath { throw .modelMissing(missing) }
        decoder = Mutex(try PocketSphinxDecoder(model: model))
    }

    public func recognise(_ recording: SpeechRecording, path: String) throws(SpeakingError) -> [HeardWord] {
        try decoder.withLock { decoder throws(SpeakingError) in try decoder.decode(recording.samples) }
    }
}
