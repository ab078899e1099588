/// A value written as one JSON object whose fields are declared once, in ``wireFields``: written
/// directly with ``JSONWriter`` (``jsonText``), and through `JSONEncoder` with the same bytes.
public protocol WireEncodable: Encodable {
    /// Every field, each with its key and how it is written.
    static var wireFields: WireFields<Self> { get }
}

extension WireEncodable {
    /// Writes this value as a JSON object (keys sorted).
    public func write(to writer: inout JSONWriter) {
        Self.wireFields.write(self, to: &writer)
    }

    /// This value as one JSON object (keys sorted, no newline), as `JSONEncoder` writes it.
    public var jsonText: String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.text
    }

    /// The fields of ``wireFields``, as ``write(to:)`` writes them.
    public func encode(to encoder: Encoder) throws {
        try Self.wireFields.encode(self, to: encoder)
    }
}
