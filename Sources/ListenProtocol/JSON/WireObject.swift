/// A payload sent as one JSON object and read back: its fields, declared once in
/// ``WireEncodable/wireFields``, are what it writes, what `JSONEncoder` writes, and what
/// ``init(json:)`` and `JSONDecoder` read.
public protocol WireObject: WireEncodable, WireValue, Decodable {
    /// The value reading starts from: a field that is absent or null leaves its member as it is
    /// here (the default of a member added after the first release), unless the field is required.
    static var wireDefaults: Self { get }
}

extension WireObject {
    /// The value read from its JSON object (a reply's `data`, or an event line); fields not
    /// declared are ignored.
    public init(json: JSONValue) throws(JSONShapeError) {
        self = try Self.wireFields.read(json, into: Self.wireDefaults)
    }

    public init(wireValue json: JSONValue) throws(JSONShapeError) {
        try self.init(json: json)
    }

    /// Reads what ``init(json:)`` reads, from any decoder.
    public init(from decoder: Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            try self.init(json: json)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                                    debugDescription: error.description))
        }
    }
}
