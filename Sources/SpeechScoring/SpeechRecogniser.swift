/// An open-vocabulary recogniser: writes down what was said in a take, expecting nothing in
/// particular, so that a word said instead of the expected one is heard as itself.
public protocol SpeechRecogniser: Sendable {
    /// Which recogniser it is, as results name it.
    var engine: ScoringEngine { get }
    /// The words heard in `recording`, read from the WAV file `path`, in order.
    func recognise(_ recording: SpeechRecording, path: String) throws(SpeakingError) -> [HeardWord]
}
