import ListenProtocol

/// What the daemon tells its observers (MPRIS) as it happens.
public enum DaemonChange: Sendable {
    /// Something the status shows may have changed: state, track, line, speed, loop, volume.
    case status
    /// The position jumped — a seek, a line jump, a loop going back to its start — to the status's.
    case seeked(StatusPayload)
}
