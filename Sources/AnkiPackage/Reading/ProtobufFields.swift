import Foundation

/// The fields of a protocol-buffer message, read without a schema: enough for the package's
/// `meta` and `media` entries, which hold a handful of varint, string and bytes fields.
struct ProtobufFields {
    /// One field: its number and its value (a varint, or the bytes of a length-delimited field).
    enum Value: Equatable {
        case varint(UInt64)
        case bytes(Data)
    }

    let fields: [(number: Int, value: Value)]

    /// Reads every field of `data`; fixed 32- and 64-bit fields are skipped.
    init(_ data: Data) throws(AnkiPackageError) {
        var fields: [(Int, Value)] = []
        var bytes = [UInt8](data)[...]
        while !bytes.isEmpty {
            let key = try Self.varint(&bytes)
            let number = Int(key >> 3)
            switch key & 7 {
            case 0:
                fields.append((number, .varint(try Self.varint(&bytes))))
            case 1:
                guard bytes.count >= 8 else { throw .damaged("a truncated record") }
                bytes = bytes.dropFirst(8)
            case 2:
                let length = Int(try Self.varint(&bytes))
                guard length <= bytes.count else { throw .damaged("a truncated record") }
                fields.append((number, .bytes(Data(bytes.prefix(length)))))
                bytes = bytes.dropFirst(length)
            case 5:
                guard bytes.count >= 4 else { throw .damaged("a truncated record") }
                bytes = bytes.dropFirst(4)
            default:
                throw .damaged("an unreadable record")
            }
        }
        self.fields = fields
    }

    /// The last varint with `number`, as protocol buffers read a repeated scalar.
    func varint(_ number: Int) -> UInt64? {
        for field in fields.reversed() where field.number == number {
            if case .varint(let value) = field.value { return value }
        }
        return nil
    }

    /// Every length-delimited value with `number`, in order.
    func bytes(_ number: Int) -> [Data] {
        fields.compactMap { field in
            guard field.number == number, case .bytes(let data) = field.value else { return nil }
            return data
        }
    }

    private static func varint(_ bytes: inout ArraySlice<UInt8>) throws(AnkiPackageError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = bytes.popFirst() {
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
            if shift > 63 { break }
        }
        throw .damaged("a truncated number")
    }
}
