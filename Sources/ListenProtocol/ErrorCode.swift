/// The machine-readable reason of an error reply; the message says it for a person.
public enum ErrorCode: String, Codable, Sendable, CaseIterable {
    /// The line is not valid JSON.
    case malformedJSON = "malformed_json"
    /// Valid JSON but not a request: not an object, a non-scalar id, no `cmd`.
    case invalidRequest = "invalid_request"
    case unknownCommand = "unknown_command"
    /// An argument is missing, of the wrong type or out of range.
    case badArgument = "bad_argument"
    /// No recording has that id or title; the message suggests the closest titles.
    case unknownTrack = "unknown_track"
    case fileNotFound = "file_not_found"
    /// `play` named a file listend cannot play (not an audio format it reads, or damaged); what
    /// was selected stays selected.
    case unplayable
    /// The line exceeded the limit; the connection is closed after this reply.
    case lineTooLong = "line_too_long"
    /// The command needs something loaded or playing.
    case invalidState = "invalid_state"
    /// The peer is another user; the connection is closed after this reply.
    case permissionDenied = "permission_denied"
    /// The daemon already serves as many connections as it allows; the connection is closed after this reply.
    case tooManyConnections = "too_many_connections"
    /// The command needs something this machine lacks (speech without espeak-ng's voice data).
    case unavailable
    /// The daemon failed to carry out a valid command (for example it could not save the library).
    case internalError = "internal_error"
}
