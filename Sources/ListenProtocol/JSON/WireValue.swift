/// A value one field of a ``WireObject`` can hold: written directly with ``JSONWriter``, read
/// from a ``JSONValue``, and `Encodable` with the same result, for `JSONEncoder`.
public protocol WireValue: Encodable, SendableMetatype {
    /// Writes the value (not its key).
    func write(to writer: inout JSONWriter)
    /// The value `json` holds; throws when it has another shape.
    init(wireValue json: JSONValue) throws(JSONShapeError)
    /// Whether the value is written as `null` (only an absent optional is).
    var isWireNull: Bool { get }
}

extension WireValue {
    public var isWireNull: Bool { false }
}

extension String: WireValue {
    public func write(to writer: inout JSONWriter) { writer.string(self) }
    public init(wireValue json: JSONValue) throws(JSONShapeError) { self = try JSONShapeError.unless(json.stringValue) }
}

extension Double: WireValue {
    public func write(to writer: inout JSONWriter) { writer.number(self) }
    public init(wireValue json: JSONValue) throws(JSONShapeError) { self = try JSONShapeError.unless(json.numberValue) }
}

extension Int: WireValue {
    public func write(to writer: inout JSONWriter) { writer.integer(self) }
    /// A whole number that fits an `Int` (as `JSONDecoder` requires for an `Int`).
    public init(wireValue json: JSONValue) throws(JSONShapeError) {
        self = try JSONShapeError.unless(json.numberValue.flatMap { Int(exactly: $0) })
    }
}

extension Bool: WireValue {
    public func write(to writer: inout JSONWriter) { writer.bool(self) }
    public init(wireValue json: JSONValue) throws(JSONShapeError) { self = try JSONShapeError.unless(json.boolValue) }
}

extension Optional: WireValue where Wrapped: WireValue {
    public func write(to writer: inout JSONWriter) {
        if let self { self.write(to: &writer) } else { writer.null() }
    }

    public init(wireValue json: JSONValue) throws(JSONShapeError) {
        self = json == .null ? nil : try Wrapped(wireValue: json)
    }

    public var isWireNull: Bool { self == nil }
}

/// An enumeration written as its name: a string naming one of its cases.
extension WireValue where Self: RawRepresentable, RawValue == String {
    public func write(to writer: inout JSONWriter) { writer.string(rawValue) }

    public init(wireValue json: JSONValue) throws(JSONShapeError) {
        self = try JSONShapeError.unless(json.stringValue.flatMap(Self.init(rawValue:)))
    }
}

/// A list written as a JSON array of its elements.
extension Array: WireValue where Element: WireValue {
    public func write(to writer: inout JSONWriter) {
        writer.array { writer in
            for element in self { element.write(to: &writer) }
        }
    }

    public init(wireValue json: JSONValue) throws(JSONShapeError) {
        guard case .array(let elements) = json else { throw JSONShapeError(field: "") }
        self = []
        reserveCapacity(elements.count)
        for element in elements { append(try Element(wireValue: element)) }
    }
}
