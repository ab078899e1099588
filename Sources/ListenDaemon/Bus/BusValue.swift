/// A value on the session bus, of the D-Bus types the daemon's objects use.
public enum BusValue: Sendable, Equatable {
    case bool(Bool)
    case int64(Int64)
    case double(Double)
    case string(String)
    case objectPath(String)
    /// `as`
    case strings([String])
    /// `a{sv}`: string keys to values of any of these types, in the order given.
    case dictionary([BusEntry])

    /// The D-Bus type signature.
    public var signature: String {
        switch self {
        case .bool: "b"
        case .int64: "x"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .strings: "as"
        case .dictionary: "a{sv}"
        }
    }

    public var int64Value: Int64? { if case .int64(let v) = self { v } else { nil } }
    public var doubleValue: Double? { if case .double(let v) = self { v } else { nil } }
    /// A string or an object path.
    public var stringValue: String? {
        switch self {
        case .string(let v), .objectPath(let v): v
        default: nil
        }
    }
}

/// One key and value of an `a{sv}` dictionary.
public struct BusEntry: Sendable, Equatable {
    public var key: String
    public var value: BusValue

    public init(_ key: String, _ value: BusValue) {
        self.key = key
        self.value = value
    }
}
