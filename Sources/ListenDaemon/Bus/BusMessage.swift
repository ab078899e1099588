import CSystemd

/// Reads and writes `BusValue`s in sd-bus messages.
enum BusMessage {
    static func type(_ character: Character) -> CChar { CChar(bitPattern: character.asciiValue!) }

    /// Appends `value` at the message's current place (a property reply is inside its variant already).
    static func append(_ value: BusValue, to message: OpaquePointer) -> Int32 {
        switch value {
        case .bool(let b):
            var v: Int32 = b ? 1 : 0
            return sd_bus_message_append_basic(message, type("b"), &v)
        case .int64(var v):
            return sd_bus_message_append_basic(message, type("x"), &v)
        case .double(var v):
            return sd_bus_message_append_basic(message, type("d"), &v)
        case .string(let s):
            return s.withCString { sd_bus_message_append_basic(message, type("s"), $0) }
        case .objectPath(let s):
            return s.withCString { sd_bus_message_append_basic(message, type("o"), $0) }
        case .strings(let strings):
            var r = sd_bus_message_open_container(message, type("a"), "s")
            for s in strings where r >= 0 {
                r = s.withCString { sd_bus_message_append_basic(message, type("s"), $0) }
            }
            return r < 0 ? r : sd_bus_message_close_container(message)
        case .dictionary(let entries):
            var r = sd_bus_message_open_container(message, type("a"), "{sv}")
            for entry in entries where r >= 0 {
                r = sd_bus_message_open_container(message, type("e"), "sv")
                if r >= 0 { r = entry.key.withCString { sd_bus_message_append_basic(message, type("s"), $0) } }
                if r >= 0 { r = sd_bus_message_open_container(message, type("v"), entry.value.signature) }
                if r >= 0 { r = append(entry.value, to: message) }
                if r >= 0 { r = sd_bus_message_close_container(message) }
                if r >= 0 { r = sd_bus_message_close_container(message) }
            }
            return r < 0 ? r : sd_bus_message_close_container(message)
        }
    }

    /// Reads one value of the basic type `code` (an ASCII signature character).
    static func read(_ code: UInt8, from message: OpaquePointer) -> BusValue? {
        let t = CChar(bitPattern: code)
        switch code {
        case UInt8(ascii: "b"):
            var v: Int32 = 0
            return sd_bus_message_read_basic(message, t, &v) > 0 ? .bool(v != 0) : nil
        case UInt8(ascii: "x"):
            var v: Int64 = 0
            return sd_bus_message_read_basic(message, t, &v) > 0 ? .int64(v) : nil
        case UInt8(ascii: "d"):
            var v = 0.0
            return sd_bus_message_read_basic(message, t, &v) > 0 ? .double(v) : nil
        case UInt8(ascii: "s"), UInt8(ascii: "o"):
            var p: UnsafePointer<CChar>?
            guard sd_bus_message_read_basic(message, t, &p) > 0, let p else { return nil }
            return code == UInt8(ascii: "s") ? .string(String(cString: p)) : .objectPath(String(cString: p))
        default:
            return nil
        }
    }
}
