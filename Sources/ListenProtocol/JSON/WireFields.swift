/// The fields of a ``WireObject``, in key order: the one declaration its direct writer, its
/// `Encodable` form and its reader all follow.
public struct WireFields<Object>: Sendable {
    let fields: [WireField<Object>]

    /// The fields declared; they are written in key order whatever order they are declared in.
    public init(_ fields: [WireField<Object>]) {
        self.fields = fields.sorted { $0.key < $1.key }
        precondition(Set(fields.map(\.key)).count == fields.count, "a wire object declares a key twice")
    }

    /// The keys, in the order they are written.
    public var keys: [String] { fields.map(\.key) }

    /// Writes `object` as a JSON object, with the field `extraKey` (written by `extra`) among its
    /// own in key order when given.
    func write(_ object: Object, to writer: inout JSONWriter,
               adding extraKey: String? = nil, _ extra: (inout JSONWriter) -> Void = { _ in }) {
        writer.object { writer in
            var extraKey = extraKey
            for field in fields {
                if let key = extraKey, key < field.key {
                    writer.key(key)
                    extra(&writer)
                    extraKey = nil
                }
                field.write(object, &writer)
            }
            if let key = extraKey {
                writer.key(key)
                extra(&writer)
            }
        }
    }

    /// Encodes `object`'s fields into `encoder`'s keyed container.
    func encode(_ object: Object, to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: WireKey.self)
        for field in fields {
            try field.encode(object, &container)
        }
    }

    /// `start` with the fields `json` holds read into it; a field absent or null keeps its value
    /// in `start`, unless it is required.
    func read(_ json: JSONValue, into start: Object) throws(JSONShapeError) -> Object {
        guard case .object(let members) = json else { throw JSONShapeError(field: "") }
        var object = start
        for field in fields {
            switch members[field.key] {
            case nil, .null?:
                if field.options.contains(.required) { throw JSONShapeError(field: field.key) }
            case let value?:
                try field.read(&object, value)
            }
        }
        return object
    }
}
