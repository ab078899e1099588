/// The frames of an ID3v2.3 or ID3v2.4 tag, read from its bytes without trusting them.
///
/// Sizes are checked against the bytes present, synchsafe sizes are read where the version uses
/// them (the tag's size; 2.4's frame sizes), and unsynchronisation is undone: over the whole tag
/// in 2.3, per frame in 2.4. A frame that is compressed or encrypted, or whose size runs past the
/// tag, is left out; nothing here throws or traps on malformed input.
struct ID3v2Tag {
    /// One frame: its four-letter id and its content, unsynchronisation undone.
    struct Frame: Equatable {
        var id: String
        var content: [UInt8]
    }

    /// The major version: 3 or 4.
    let version: UInt8
    let frames: [Frame]

    /// The ten-byte header's tag length (header and footer included), or nil when `header` does
    /// not start an ID3v2.3 or 2.4 tag.
    static func totalSize(header: [UInt8]) -> Int? {
        guard header.count >= 10, header[0] == 0x49, header[1] == 0x44, header[2] == 0x33,
              header[3] == 3 || header[3] == 4, header[4] != 0xFF,
              let size = synchsafe(header[6..<10]) else { return nil }
        let footer = header[3] == 4 && header[5] & 0x10 != 0 ? 10 : 0
        return 10 + size + footer
    }

    /// Reads a tag from `bytes`, which start with its header; nil when they do not hold one.
    init?(_ bytes: [UInt8]) {
        guard let total = Self.totalSize(header: Array(bytes.prefix(10))), bytes.count >= 10 else { return nil }
        let version = bytes[3], flags = bytes[5]
        let footer = version == 4 && flags & 0x10 != 0 ? 10 : 0
        var body = Array(bytes[10..<min(bytes.count, total - footer)])
        if version == 3, flags & 0x80 != 0 { body = Self.resynchronised(body) }
        var offset = 0
        if flags & 0x40 != 0 {
            // The extended header: 2.3 gives its size without these four bytes, 2.4 with them (synchsafe).
            guard body.count >= 4 else { return nil }
            let size = version == 3 ? Self.bigEndian(body[0..<4]).map { $0 + 4 } : Self.synchsafe(body[0..<4])
            guard let size, size >= 4, size <= body.count else { return nil }
            offset = size
        }
        self.version = version
        frames = Self.frames(in: body[offset...], version: version, tagUnsynchronised: flags & 0x80 != 0)
    }

    /// The frames one after the other in `bytes` (a tag's body, or the sub-frames of a CHAP or
    /// CTOC frame), until padding, the end, or a frame that does not fit.
    static func frames(in bytes: ArraySlice<UInt8>, version: UInt8, tagUnsynchronised: Bool = false) -> [Frame] {
        var frames: [Frame] = []
        var at = bytes.startIndex
        while bytes.endIndex - at >= 10 {
            let idBytes = bytes[at..<at + 4]
            // Padding (zeros) or something that is no frame id ends the frames.
            guard idBytes.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }) else { break }
            let sizeBytes = bytes[at + 4..<at + 8]
            guard let size = frameSize(sizeBytes, version: version, after: bytes[(at + 10)...]) else { break }
            let flags = bytes[at + 9]
            let start = at + 10
            guard size <= bytes.endIndex - start else { break }
            let id = String(decoding: idBytes, as: UTF8.self)
            if let content = Self.content(bytes[start..<start + size], flags: flags, version: version, tagUnsynchronised: tagUnsynchronised) {
                frames.append(Frame(id: id, content: content))
            }
            at = start + size
        }
        return frames
    }

    /// A frame's size: 2.3's plain 32 bits, 2.4's synchsafe 28 bits — or, as some writers put it
    /// in 2.4, plain 32 bits, when that is the reading that ends on the next frame or the end.
    private static func frameSize(_ bytes: ArraySlice<UInt8>, version: UInt8, after rest: ArraySlice<UInt8>) -> Int? {
        guard let plain = bigEndian(bytes) else { return nil }
        guard version == 4 else { return plain }
        guard let safe = synchsafe(bytes) else { return plain }
        if safe == plain || endsWell(rest, at: safe) { return safe }
        return endsWell(rest, at: plain) ? plain : safe
    }

    /// Whether `size` bytes into `rest` the frames end, padding begins or another frame id is.
    private static func endsWell(_ rest: ArraySlice<UInt8>, at size: Int) -> Bool {
        guard size <= rest.count else { return false }
        let next = rest.dropFirst(size).prefix(4)
        return next.count < 4 || next.allSatisfy { $0 == 0 }
            || next.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }
    }

    /// A frame's content with its flags honoured; nil for a compressed or encrypted frame, which
    /// cannot be read here.
    private static func content(_ data: ArraySlice<UInt8>, flags: UInt8, version: UInt8, tagUnsynchronised: Bool) -> [UInt8]? {
        var data = data
        if version == 3 {
            // %ijk00000: compression, encryption, grouping identity.
            guard flags & 0xC0 == 0 else { return nil }
            if flags & 0x20 != 0 { data = data.dropFirst(1) }
            return Array(data)
        }
        // %0h00kmnp: grouping identity, compression, encryption, unsynchronisation, data length indicator.
        guard flags & 0x0C == 0 else { return nil }
        if flags & 0x40 != 0 { data = data.dropFirst(1) }
        if flags & 0x01 != 0 { data = data.dropFirst(4) }
        let unsynchronised = flags & 0x02 != 0 || tagUnsynchronised
        return unsynchronised ? resynchronised(Array(data)) : Array(data)
    }

    /// `bytes` with unsynchronisation undone: every 0xFF 0x00 becomes 0xFF.
    static func resynchronised(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var afterFF = false
        for byte in bytes {
            if afterFF, byte == 0 {
                afterFF = false
                continue
            }
            result.append(byte)
            afterFF = byte == 0xFF
        }
        return result
    }

    /// Four bytes of seven bits each, most significant first; nil when a high bit is set.
    static func synchsafe(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count == 4, bytes.allSatisfy({ $0 & 0x80 == 0 }) else { return nil }
        return bytes.reduce(0) { $0 << 7 | Int($1) }
    }

    /// Four bytes, most significant first.
    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count == 4 else { return nil }
        return bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
