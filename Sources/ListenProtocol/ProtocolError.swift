/// An error reply: a code for programs, a sentence for people (in English), and the details a
/// client needs to say the same in the learner's language.
public struct ProtocolError: Error, Codable, Equatable, Sendable, CustomStringConvertible {
    public var code: ErrorCode
    public var message: String
    /// What the message is made of, for clients that write it in another language: `reason`
    /// names the case within the code ("no_transcript", "last_line" …), the other keys are its
    /// values ("name", "path", "count" …). Absent for errors clients show as they are.
    public var details: [String: String]?

    public init(_ code: ErrorCode, _ message: String, details: [String: String]? = nil) {
        self.code = code
        self.message = message
        self.details = details
    }

    public var description: String { message }
}
