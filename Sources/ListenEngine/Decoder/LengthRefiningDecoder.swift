/// A decoder that may open without knowing its exact length: an estimate or a live stream.
///
/// Its `duration` is the current estimate (0 for a live stream) while `durationKind` is not
/// `.exact`.
public protocol LengthRefiningDecoder: AudioDecoder {
    var durationKind: DurationKind { get }
    /// Updates `duration` and `durationKind` from what has been read so far; `atEnd` when the
    /// last frame has just been read, which makes the length exact.
    func refineDuration(atEnd: Bool)
}

extension AudioDecoder {
    /// How much this decoder knows about its length.
    var knownDurationKind: DurationKind {
        (self as? any LengthRefiningDecoder)?.durationKind ?? .exact
    }
}
