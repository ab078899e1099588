/// Where decoded audio goes: a sound server, or a null sink that only keeps time.
///
/// The player calls `start`, `write`, `drain` from its own thread; `setPaused`, `flush`,
/// `heardSeconds` and `interrupt` may come from any thread.
public protocol AudioOutput: AnyObject, Sendable {
    /// A short name for status and logs ("pulse", "null").
    var name: String { get }
    /// Prepares to play `format`, dropping anything still queued; the heard clock restarts at 0.
    func start(format: PCMFormat) throws(AudioError)
    /// Queues `samples`, blocking while the buffer is full. Returns the count of samples taken,
    /// fewer than given when `interrupt()` was called.
    func write(_ samples: UnsafeBufferPointer<Float>) throws(AudioError) -> Int
    /// Waits until everything queued has been heard; false when interrupted first.
    func drain() throws(AudioError) -> Bool
    /// Pauses or resumes without dropping what is queued.
    func setPaused(_ paused: Bool) throws(AudioError)
    /// Drops everything queued; the heard clock restarts at 0.
    func flush() throws(AudioError)
    /// Seconds of audio the listener has heard since the last `start` or `flush`.
    func heardSeconds() -> Double
    /// Wakes a blocked `write` or `drain` so the player can act on a command.
    func interrupt()
    /// Releases the device or connection; `start` opens it again.
    func close()
    /// The stream's volume as the sound server applies it, 0 (silent) to 1 (full); nil until known.
    func volume() -> Double?
    /// Sets the stream's volume (0…1), now and for the streams opened later.
    func setVolume(_ volume: Double) throws(AudioError)
    /// `handler` is called, on another thread, when the volume is changed from elsewhere (a mixer).
    func onVolumeChange(_ handler: @escaping @Sendable (Double) -> Void)
}
