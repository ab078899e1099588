/// A command about the connection it arrives on, carried out by that connection, not the daemon.
public enum ConnectionCommand: Equatable, Sendable {
    /// Pushes events to this connection, and ticks every `intervalMilliseconds` while playing.
    case subscribe(intervalMilliseconds: Int)
    /// Stops the events on this connection.
    case unsubscribe

    /// The default, the lowest and the highest tick interval for `subscribe` (milliseconds).
    public static let defaultTickInterval = 250
    public static let minimumTickInterval = 20
    public static let maximumTickInterval = 3_600_000
}
