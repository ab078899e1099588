/// Where the listener stopped in a recording listend resumes, and how long the recording is.
public struct ResumePoint: Codable, Equatable, Sendable {
    /// Seconds into the recording.
    public var position: Double
    /// The recording's length in seconds; 0 when not known.
    public var duration: Double

    public init(position: Double, duration: Double) {
        self.position = position
        self.duration = duration
    }

    /// Where playing starts again: from the start once the end was reached (within a second), as
    /// podcast players and mpv's saved positions do; else where it stopped.
    public var startAt: Double {
        duration > 0 && position >= duration - 1 ? 0 : max(0, position)
    }
}
