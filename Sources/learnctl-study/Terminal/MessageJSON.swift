/// A line of JSON output that says something: `{"type":"notice","message":…}` and the like.
struct MessageJSON: Encodable {
    let type: String
    let message: String

    /// `{"type":"notice","message":…}`.
    static func notice(_ message: String) -> MessageJSON {
        MessageJSON(type: "notice", message: message)
    }
}
