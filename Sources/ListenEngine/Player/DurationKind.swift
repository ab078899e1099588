/// How much the player knows about the length of what it plays.
public enum DurationKind: String, Sendable, Equatable {
    /// The duration is exact; positions and seeks are clamped to it.
    case exact
    /// The duration is an estimate (an MP3 without a LAME/Info tag, read over the network); it is
    /// refined while playing and becomes exact at the end.
    case estimated
    /// A live stream: no duration, no seeking; the position counts up from the start.
    case live
}
