/// Something a ``ScreenLoop`` waits on besides the keys — listend's connection — and how what
/// arrives there reaches the screen.
struct ScreenSource<Model: Screen> {
    /// The descriptor to wait on.
    let descriptor: Int32
    /// Reads what has arrived; throws when the other side has gone.
    let receive: () throws -> Void
    /// Takes what has been received into the screen's model.
    let take: (inout Model) -> Void
}
