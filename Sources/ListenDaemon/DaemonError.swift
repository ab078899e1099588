/// A failure that stops the daemon from starting or from carrying out a request, worded for a person.
public struct DaemonError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// Another daemon holds the socket path.
    static func alreadyServing(_ socketPath: String) -> DaemonError {
        DaemonError("another listend is already serving \(socketPath); stop it first (learnctl can talk to it as it is).")
    }
}
