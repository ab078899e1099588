/// A field of a JSON output that is written as `null` when it has no value; a plain optional
/// field leaves its key out instead (and `Nullable<Value>?` does both: out when nil, null when
/// it holds nil).
@propertyWrapper
struct Nullable<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    init(_ value: Value?) {
        wrappedValue = value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
