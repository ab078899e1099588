/// The fields of a `record` request: how long the take may last at most.
public struct RecordRequest: Equatable, Sendable {
    /// The longest take one `record` allows, in seconds.
    public static let longest = 120.0
    /// The shortest limit a `record` may set, in seconds.
    public static let shortest = 1.0
    /// The limit when none is given, in seconds.
    public static let defaultLimit = 15.0

    /// Seconds after which recording stops by itself, speech or not.
    public var maximumSeconds: Double

    public init(maximumSeconds: Double = RecordRequest.defaultLimit) {
        self.maximumSeconds = maximumSeconds
    }

    /// The request, checked the same way in both request forms.
    static func requested(maximumSeconds: Double?) throws(ProtocolError) -> RecordRequest {
        let limit = maximumSeconds ?? defaultLimit
        guard limit.isFinite, (shortest...longest).contains(limit) else {
            throw ProtocolError(.badArgument, "\"max_s\" must be from \(Int(shortest)) to \(Int(longest)) seconds, not \(limit.formatted).")
        }
        return RecordRequest(maximumSeconds: limit)
    }

    /// The request's JSON members (none for the default limit).
    var members: [String: JSONValue] {
        maximumSeconds == Self.defaultLimit ? [:] : ["max_s": .number(maximumSeconds)]
    }
}

private extension Double {
    /// `12` rather than `12.0`.
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
