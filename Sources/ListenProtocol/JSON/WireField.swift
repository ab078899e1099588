/// One field of a ``WireObject``, declared once: its key, the member it holds and how it is
/// written and read. Writing it directly, encoding it with `JSONEncoder` and reading it all
/// follow from the declaration.
public struct WireField<Object>: Sendable {
    /// The key in the JSON object.
    public let key: String
    let options: WireFieldOptions
    let write: @Sendable (Object, inout JSONWriter) -> Void
    let encode: @Sendable (Object, inout KeyedEncodingContainer<WireKey>) throws -> Void
    let read: @Sendable (inout Object, JSONValue) throws(JSONShapeError) -> Void

    /// The field `key` holding `member`, written as `written(member)`.
    ///
    /// The member is reached through its offset in `Object` (`MemoryLayout.offset(of:)`, which
    /// every stored property has): a status line is written for every reply and event, and
    /// projecting the key path at run time instead makes writing one about 30% slower.
    init<Value: WireValue>(_ key: String, _ member: WritableKeyPath<Object, Value> & Sendable, _ options: WireFieldOptions,
                           written: @escaping @Sendable (Value) -> Value) {
        guard let offset = MemoryLayout<Object>.offset(of: member) else {
            preconditionFailure("the wire field \"\(key)\" is not a stored property")
        }
        self.key = key
        self.options = options
        let wireKey = WireKey(key)
        let omittedWhenNull = options.contains(.omittedWhenNull)
        let get: @Sendable (Object) -> Value = { object in
            withUnsafeBytes(of: object) { $0.load(fromByteOffset: offset, as: Value.self) }
        }
        write = { object, writer in
            let value = written(get(object))
            if omittedWhenNull, value.isWireNull { return }
            writer.key(key)
            value.write(to: &writer)
        }
        encode = { object, container in
            let value = written(get(object))
            if omittedWhenNull, value.isWireNull { return }
            try container.encode(value, forKey: wireKey)
        }
        read = { object, json throws(JSONShapeError) in
            let value: Value
            do throws(JSONShapeError) {
                value = try Value(wireValue: json)
            } catch {
                throw error.inField(key)
            }
            withUnsafeMutableBytes(of: &object) { bytes in
                bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee = value
            }
        }
    }

    /// The field `key` holding `member` as its value's own form writes it.
    public static func field<Value: WireValue>(_ key: String, _ member: WritableKeyPath<Object, Value> & Sendable,
                                               _ options: WireFieldOptions = []) -> WireField {
        WireField(key, member, options, written: { $0 })
    }

    /// The field `key` holding a time or fraction in `member`, written to the millisecond.
    public static func milliseconds(_ key: String, _ member: WritableKeyPath<Object, Double> & Sendable,
                                    _ options: WireFieldOptions = []) -> WireField {
        WireField(key, member, options, written: Self.toMilliseconds)
    }

    /// The field `key` holding a time in `member` (or null), written to the millisecond.
    public static func milliseconds(_ key: String, _ member: WritableKeyPath<Object, Double?> & Sendable,
                                    _ options: WireFieldOptions = []) -> WireField {
        WireField(key, member, options, written: { $0.map(Self.toMilliseconds) })
    }

    @Sendable private static func toMilliseconds(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }
}

/// A field's key, for `Encoder`'s keyed containers.
public struct WireKey: CodingKey, Sendable {
    public let stringValue: String
    public var intValue: Int? { nil }

    init(_ key: String) { stringValue = key }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}

/// How a ``WireField`` is written and read beyond its value's own form.
public struct WireFieldOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Reading fails when the field is absent or null (otherwise the member keeps the value it
    /// has in ``WireObject/wireDefaults``).
    public static let required = WireFieldOptions(rawValue: 1 << 0)
    /// The field is left out, rather than written as null, when its value is null.
    public static let omittedWhenNull = WireFieldOptions(rawValue: 1 << 1)
}
