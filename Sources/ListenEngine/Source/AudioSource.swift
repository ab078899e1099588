/// Random-access bytes that a decoder reads: a local file or an HTTP(S) resource.
///
/// Decoders see only this protocol, so a new kind of source needs no decoder change.
public protocol AudioSource: AnyObject, Sendable {
    /// The path or URL, for messages.
    var name: String { get }
    /// The total length in bytes, when known.
    var length: Int64? { get }
    /// Reads up to `buffer.count` bytes starting at `offset`; returns the count read, 0 at the end.
    func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(AudioError) -> Int
    /// Releases what the source holds; reads after this fail.
    func close()
    /// True when reading far ahead is slow (a download), so a decoder should not read the whole
    /// source on open if the stream's header already says what it needs.
    var isRemote: Bool { get }
    /// True for a live stream: no length, no end, no seeking; the bytes only move forward.
    var isLive: Bool { get }
    /// The title a live stream announces for what it plays now (ICY `StreamTitle`), if any.
    var streamTitle: String? { get }
}

extension AudioSource {
    public var isRemote: Bool { false }
    public var isLive: Bool { false }
    public var streamTitle: String? { nil }

    /// Reads up to `count` bytes at `offset` into a new array (shorter at the end of the source).
    public func bytes(at offset: Int64, count: Int) throws(AudioError) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let outcome = result.withUnsafeMutableBytes { raw in
                Result { () throws(AudioError) -> Int in
                    try self.read(at: offset + Int64(filled), into: UnsafeMutableRawBufferPointer(rebasing: raw[filled...]))
                }
            }
            let n = try outcome.get()
            if n == 0 { break }
            filled += n
        }
        result.removeSubrange(filled...)
        return result
    }
}
