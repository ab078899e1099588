import ListenEngine
/// The downloaded bytes of one HTTP stream: a contiguous run starting at `start` in the resource.
struct HTTPByteWindow {
    private(set) var start: Int64 = 0
    private var bytes: [UInt8] = []
    /// Leading bytes already dropped from `bytes` but not yet removed (removal is batched).
    private var dropped = 0

    /// The offset of the next byte the stream will deliver.
    var end: Int64 { start + Int64(bytes.count - dropped) }

    /// Bytes held in memory, including dropped ones not yet removed.
    var retainedCount: Int { bytes.count }

    func contains(_ offset: Int64) -> Bool {
        offset >= start && offset < end
    }

    /// Empties the window and places it at `offset`.
    mutating func reset(at offset: Int64) {
        start = offset
        bytes.removeAll(keepingCapacity: true)
        dropped = 0
    }

    mutating func append(_ chunk: some Collection<UInt8>) {
        bytes.append(contentsOf: chunk)
    }

    /// Copies bytes from `offset` (which must be inside the window); returns the count copied.
    func copy(from offset: Int64, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let first = dropped + Int(offset - start)
        let count = min(buffer.count, bytes.count - first)
        bytes.withUnsafeBytes { raw in
            buffer.baseAddress!.copyMemory(from: raw.baseAddress! + first, byteCount: count)
        }
        return count
    }

    /// Forgets bytes more than `keep` before `offset`.
    mutating func trim(before offset: Int64, keeping keep: Int) {
        let target = offset - Int64(keep)
        guard target > start else { return }
        let drop = Int(min(target, end) - start)
        dropped += drop
        start += Int64(drop)
        if dropped > max(keep, 1 << 16) {
            bytes.removeFirst(dropped)
            dropped = 0
        }
    }
}
