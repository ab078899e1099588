/// An audio file written by ``AudioClipCutter`` or ``CondensedAudio``: where, how long, and
/// which spans of the recording it holds.
public struct ExportedAudio: Equatable, Sendable {
    /// The file written.
    public let path: String
    /// The spans of the recording it holds, in order, as cut (padded and kept within the recording).
    public let ranges: [ClipRange]
    /// Its length in frames, at `sampleRate`.
    public let frames: Int64
    public let sampleRate: Int
    public let channels: Int

    /// Its length in seconds.
    public var duration: Double { Double(frames) / Double(sampleRate) }
}
