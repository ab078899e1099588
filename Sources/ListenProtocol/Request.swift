/// One request line, parsed: the caller's id (echoed in the reply) and the command.
public struct Request: Equatable, Sendable {
    public var id: JSONValue?
    public var command: Command

    public init(id: JSONValue? = nil, command: Command) {
        self.id = id
        self.command = command
    }
}

/// A line that could not be made into a request: the error to reply with, and the id if one was read.
public struct RequestFailure: Error, Equatable, Sendable {
    public var id: JSONValue?
    public var error: ProtocolError

    public init(id: JSONValue?, error: ProtocolError) {
        self.id = id
        self.error = error
    }
}
