import ListenAdapters
import ListenEngine

/// One fuzz input for the decoders' open-and-seek path: whatever bytes a file holds, the
/// decoder opens it or fails with an `AudioError`, and reads and seeks in an opened one end
/// quietly, never trapping.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let source = MemorySource(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    guard let decoder = try? LibraryDecoders().open(source) else { return 0 }
    defer { decoder.close() }
    var buffer = [Float](repeating: 0, count: 1024 * decoder.format.channels)
    func read(_ times: Int) {
        for _ in 0..<times {
            let frames = try? buffer.withUnsafeMutableBufferPointer { (b) throws(AudioError) -> Int in try decoder.read(into: b) }
            guard let frames, frames > 0 else { return }
        }
    }
    read(4)
    for target in [decoder.duration / 2, decoder.duration, 0, decoder.duration + 1] {
        guard (try? decoder.seek(to: target)) != nil else { return 0 }
        read(2)
    }
    return 0
}

/// The fuzzer's input as an `AudioSource`.
final class MemorySource: AudioSource, @unchecked Sendable {
    let name = "fuzz input"
    let bytes: [UInt8]
    var length: Int64? { Int64(bytes.count) }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(AudioError) -> Int {
        guard offset >= 0, offset < Int64(bytes.count) else { return 0 }
        let count = min(buffer.count, bytes.count - Int(offset))
        bytes.withUnsafeBytes { raw in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[Int(offset)..<Int(offset) + count]))
        }
        return count
    }

    func close() {}
}
