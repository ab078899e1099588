/// A failure that stops the daemon from starting or from carrying out a request, worded for a person.
public struct DaemonError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
