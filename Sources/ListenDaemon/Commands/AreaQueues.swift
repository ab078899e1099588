import Dispatch

/// The serial queues of the areas whose commands can block: each carries out its area's commands
/// one at a time, off the event loop, so that a `record` waiting on the sound server never holds
/// up another client's `status`.
struct AreaQueues: Sendable {
    /// `play` (reads the transcript from disk).
    let playback = DispatchQueue(label: "listend.area.playback", qos: .userInitiated)
    /// `list` (reads the head of every local file), `transcript NAME` (reads a recording's
    /// transcript), `library_add` and `library_remove` (write the library file).
    let library = DispatchQueue(label: "listend.area.library")
    /// `say` and `voices` (the speech engine and its output).
    let speech = DispatchQueue(label: "listend.area.speech", qos: .userInitiated)
    /// `record` and `record_stop` (open the sound server's source, write the take).
    let recording = DispatchQueue(label: "listend.area.recording", qos: .userInitiated)
}
