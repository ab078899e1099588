import CInflate
import Foundation

/// A dictionary's `.dict.dz` text: a gzip file, usually written by dictzip with a table of
/// independently compressed chunks so that any part can be read without inflating the rest.
/// The only file that calls zlib.
///
/// Without the chunk table (a plain gzip file), the whole text is inflated once; an
/// uncompressed `.dict` file is read as it is.
struct DictZip {
    private let path: String
    private let file: Data
    private let chunks: ChunkTable?
    /// The file is the text itself (a `.dict` file dictd reads uncompressed).
    private let isPlain: Bool

    /// dictzip's random-access table: the uncompressed size of every chunk but the last, and
    /// where each chunk's deflate data starts and ends in the file.
    private struct ChunkTable {
        var chunkLength: Int
        var ranges: [Range<Int>]
    }

    /// Reads the file at `path`; throws ``DictionaryFileError`` when it is missing or no gzip file.
    init(path: String) throws(DictionaryFileError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        self.path = path
        file = data
        isPlain = !path.hasSuffix(".dz") && !data.starts(with: [0x1F, 0x8B])
        chunks = isPlain ? nil : try Self.chunkTable(data, path: path)
    }

    /// The text's bytes from `offset`, `length` of them (fewer at the end of the text).
    func bytes(at offset: Int, length: Int) throws(DictionaryFileError) -> [UInt8] {
        guard length > 0, offset >= 0 else { return [] }
        if isPlain {
            guard offset < file.count else { return [] }
            return Array(file[(file.startIndex + offset)..<(file.startIndex + min(file.count, offset + length))])
        }
        guard let chunks else {
            let all = try inflate(file[...], raw: false)
            guard offset < all.count else { return [] }
            return Array(all[offset..<min(all.count, offset + length)])
        }
        let first = offset / chunks.chunkLength
        let last = (offset + length - 1) / chunks.chunkLength
        guard first < chunks.ranges.count else { return [] }
        var text: [UInt8] = []
        for index in first...min(last, chunks.ranges.count - 1) {
            text += try inflate(file[chunks.ranges[index]], raw: true)
        }
        let start = offset - first * chunks.chunkLength
        guard start < text.count else { return [] }
        return Array(text[start..<min(text.count, start + length)])
    }

    /// Parses the gzip header (RFC 1952) and its dictzip "RA" extra field.
    private static func chunkTable(_ data: Data, path: String) throws(DictionaryFileError) -> ChunkTable? {
        let bytes = [UInt8](data.prefix(65_536 + 12))
        guard bytes.count >= 10, bytes[0] == 0x1F, bytes[1] == 0x8B, bytes[2] == 8 else { throw .notCompressed(path) }
        let flags = bytes[3]
        guard flags & 0x04 != 0, bytes.count >= 12 else { return nil }
        let extraLength = Int(bytes[10]) | Int(bytes[11]) << 8
        var cursor = 12
        let extraEnd = cursor + extraLength
        guard extraEnd <= bytes.count else { throw .corrupt(path) }
        var table: (chunkLength: Int, sizes: [Int])?
        while cursor + 4 <= extraEnd {
            let id = (bytes[cursor], bytes[cursor + 1])
            let length = Int(bytes[cursor + 2]) | Int(bytes[cursor + 3]) << 8
            let body = cursor + 4
            guard body + length <= extraEnd else { throw .corrupt(path) }
            if id == (UInt8(ascii: "R"), UInt8(ascii: "A")), length >= 6 {
                func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
                let count = word(body + 4)
                guard length >= 6 + 2 * count, word(body + 2) > 0 else { throw .corrupt(path) }
                table = (word(body + 2), (0..<count).map { word(body + 6 + 2 * $0) })
            }
            cursor = body + length
        }
        guard let table else { return nil }
        // The data starts after the optional name and comment, each ending with a zero byte.
        var start = extraEnd
        for flag in [UInt8(0x08), 0x10] where flags & flag != 0 {
            while start < data.count, data[data.startIndex + start] != 0 { start += 1 }
            start += 1
        }
        if flags & 0x02 != 0 { start += 2 }
        var ranges: [Range<Int>] = []
        for size in table.sizes {
            guard start + size <= data.count else { throw .corrupt(path) }
            ranges.append(data.startIndex + start ..< data.startIndex + start + size)
            start += size
        }
        return ChunkTable(chunkLength: table.chunkLength, ranges: ranges)
    }

    /// Inflates `input`: raw deflate data (a dictzip chunk) or a whole gzip stream.
    private func inflate(_ input: Data.SubSequence, raw: Bool) throws(DictionaryFileError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, raw ? -MAX_WBITS : MAX_WBITS + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corrupt(path)
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let source = [UInt8](input)
        var status = Z_OK
        source.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            repeat {
                buffer.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = CInflate.inflate(&stream, Z_SYNC_FLUSH)
                    output += out[..<(out.count - Int(stream.avail_out))]
                }
            } while status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        guard status == Z_OK || status == Z_STREAM_END || (status == Z_BUF_ERROR && stream.avail_in == 0) else {
            throw .corrupt(path)
        }
        return output
    }
}
