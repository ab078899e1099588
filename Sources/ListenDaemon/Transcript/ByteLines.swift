#if canImport(Glibc)
import Glibc
#endif

/// Lines of UTF-8 text as byte ranges, found with `memchr`, so that a file of 10 MB
/// is split and searched quickly even in a debug build.
enum ByteLines {
    /// `bytes` with CRLF and CR made LF and NUL made U+FFFD (as the WebVTT parser reads them);
    /// `bytes` itself when it holds neither CR nor NUL.
    static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        let hasCR = bytes.withUnsafeBufferPointer { memchr($0.baseAddress!, 0x0D, $0.count) != nil }
        let hasNUL = bytes.withUnsafeBufferPointer { memchr($0.baseAddress!, 0x00, $0.count) != nil }
        guard hasCR || hasNUL else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + (hasNUL ? bytes.count / 8 : 0))
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                switch byte {
                case 0x0D:
                    result.append(0x0A)
                    if index + 1 < buffer.count, buffer[index + 1] == 0x0A { index += 1 }
                case 0x00:
                    result.append(contentsOf: [0xEF, 0xBF, 0xBD])
                default:
                    result.append(byte)
                }
                index += 1
            }
        }
        return result
    }

    /// The index of the first `byte` in `bytes`, or nil.
    static func firstIndex(of byte: UInt8, in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, Int32(byte), buffer.count) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The ranges of the lines of `bytes` (LF-separated), without their LF; a final LF ends the
    /// last line without starting another.
    static func split(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count {
                guard let found = memchr(base + start, 0x0A, buffer.count - start) else {
                    ranges.append(start..<buffer.count)
                    return
                }
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                ranges.append(start..<end)
                start = end + 1
            }
        }
        return ranges
    }

    /// Whether `needle` (at least one byte) occurs within `range` of `bytes`.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8], in range: Range<Int>) -> Bool {
        guard range.count >= needle.count, let first = needle.first else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            var start = range.lowerBound
            let last = range.upperBound - needle.count
            while start <= last {
                guard let found = memchr(base + start, Int32(first), last - start + 1) else { return false }
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + at, needle, needle.count) == 0 { return true }
                start = at + 1
            }
            return false
        }
    }
}
