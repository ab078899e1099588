import Foundation

/// The C0 control characters XML 1.0 does not allow anywhere (all but tab, line feed and
/// carriage return). Publishers' tools let them slip into titles and descriptions now and
/// then; read as they are, they would make the whole feed unreadable, so they are read as
/// spaces (which keeps the line and column of everything else).
enum XMLControlBytes {
    /// `data` with those bytes as spaces. UTF-16 and UTF-32 documents (a byte order mark or
    /// a zero byte among the first four) are left as they are.
    static func replaced(in data: Data) -> Data {
        let head = data.prefix(4)
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) || head.contains(0) { return data }
        guard data.contains(where: isIllegal) else { return data }
        return Data(data.map { isIllegal($0) ? 0x20 : $0 })
    }

    private static func isIllegal(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }
}
