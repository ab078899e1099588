/// A JSON value that does not have the shape a payload needs: a field missing or of another type.
public struct JSONShapeError: Error, CustomStringConvertible {
    /// The field that is missing or wrong, a dotted path for a field of a nested object ("track.source");
    /// "" for the value itself.
    public let field: String

    public init(field: String) {
        self.field = field
    }

    public var description: String {
        field.isEmpty ? "expected a JSON object" : "the field \"\(field)\" is missing or has the wrong type"
    }

    /// `value`; this error, for the value itself, when it is nil.
    static func unless<Value>(_ value: Value?) throws(JSONShapeError) -> Value {
        guard let value else { throw JSONShapeError(field: "") }
        return value
    }

    /// This error as seen from the object holding it under `key`.
    func inField(_ key: String) -> JSONShapeError {
        JSONShapeError(field: field.isEmpty ? key : key + "." + field)
    }
}
