/// Where the recorder reads the learner's voice from: a sound server's source, or a test double.
///
/// `start` and `stop` come from the recorder's command side, `read` from its thread.
public protocol AudioInput: AnyObject, Sendable {
    /// The rate of the mono samples `read` returns.
    var sampleRate: Int { get }
    /// The source recorded from, for messages.
    var sourceDescription: String { get }
    /// Opens the source; fails with the reason (no such source, access denied, no server).
    func start() throws(AudioError)
    /// The samples captured since the last call, waiting up to `seconds` for the first ones;
    /// empty when none came in that time.
    func read(waitingUpTo seconds: Double) throws(AudioError) -> [Int16]
    /// Closes the source until the next `start`.
    func stop()
}
