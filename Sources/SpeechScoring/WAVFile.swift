import Foundation

/// A RIFF WAVE file's sound, mixed down to one channel of samples in -1…1 at the file's own rate.
///
/// Reads integer PCM of 8 (unsigned), 16, 24 and 32 bits and IEEE float of 32 and 64 bits, plain or
/// in a `WAVE_FORMAT_EXTENSIBLE` header, with any number of channels. A `data` chunk whose size
/// runs past the end of the file (as streaming writers leave it) is read to the end.
struct WAVFile {
    var sampleRate: Int
    var channels: Int
    /// The channels' average, frame by frame.
    var mono: [Float]

    private enum Encoding {
        case integer(bytes: Int)
        case float(bytes: Int)
    }

    /// Reads the file at `path`, refusing one larger than `maximumSize` bytes before reading it.
    init(path: String, maximumSize: Int) throws(SpeakingError) {
        guard FileManager.default.fileExists(atPath: path) else { throw .unreadableFile(path, "there is no such file.") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumSize else { throw .tooLarge(path, bytes: size, maximum: maximumSize) }
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.read(upToCount: maximumSize + 1) else {
            throw .unreadableFile(path, "it cannot be opened.")
        }
        try? handle.close()
        // The file may have grown since its size was read.
        guard data.count <= maximumSize else { throw .tooLarge(path, bytes: data.count, maximum: maximumSize) }
        try self.init(bytes: [UInt8](data), path: path)
    }

    init(bytes: [UInt8], path: String) throws(SpeakingError) {
        func notWAV() -> SpeakingError { .unreadableFile(path, "it is not a WAV file (save the recording as 16-bit PCM WAV).") }
        func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func long(_ at: Int) -> Int { word(at) | word(at + 2) << 16 }
        func tag(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }

        guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" else { throw notWAV() }
        var format: (tag: Int, channels: Int, rate: Int, blockAlign: Int, bits: Int)?
        var samples: Range<Int>?
        var cursor = 12
        while cursor + 8 <= bytes.count {
            let id = tag(cursor)
            let size = long(cursor + 4)
            let body = cursor + 8
            let end = min(bytes.count, body + size)
            if id == "fmt " {
                guard size >= 16, body + 16 <= bytes.count else { throw notWAV() }
                var formatTag = word(body)
                if formatTag == 0xFFFE, size >= 26, body + 26 <= bytes.count {
                    formatTag = word(body + 24)  // the first two bytes of the sub-format GUID
                }
                format = (formatTag, word(body + 2), long(body + 4), word(body + 12), word(body + 14))
            } else if id == "data", samples == nil {
                samples = body..<max(body, end)
            }
            cursor = body + size + (size & 1)
        }
        guard let format else { throw notWAV() }
        guard let samples else { throw .unreadableFile(path, "the WAV file has no sound data.") }

        let encoding: Encoding
        switch (format.tag, format.bits) {
        case (1, 8), (1, 16), (1, 24), (1, 32): encoding = .integer(bytes: format.bits / 8)
        case (3, 32), (3, 64): encoding = .float(bytes: format.bits / 8)
        default:
            throw .unreadableFile(path, "its encoding (format \(format.tag), \(format.bits)-bit) is not supported; save it as 16-bit PCM WAV.")
        }
        let sampleBytes = format.bits / 8
        guard format.channels > 0, format.rate > 0, format.rate <= 1_000_000,
              format.blockAlign >= format.channels * sampleBytes else {
            throw .unreadableFile(path, "its WAV header is damaged (\(format.channels) channels at \(format.rate) Hz).")
        }
        sampleRate = format.rate
        channels = format.channels
        mono = Self.mixDown(bytes, samples, encoding: encoding, channels: format.channels, blockAlign: format.blockAlign)
    }

    private static func mixDown(_ bytes: [UInt8], _ range: Range<Int>, encoding: Encoding, channels: Int, blockAlign: Int) -> [Float] {
        let frames = range.count / blockAlign
        var mono = [Float](repeating: 0, count: frames)
        let scale = 1 / Float(channels)
        bytes.withUnsafeBufferPointer { all in
            let base = all.baseAddress! + range.lowerBound
            for frame in 0..<frames {
                let start = base + frame * blockAlign
                var sum: Float = 0
                for channel in 0..<channels {
                    sum += sample(start, channel: channel, encoding: encoding)
                }
                mono[frame] = sum * scale
            }
        }
        return mono
    }

    /// One little-endian sample, scaled to -1…1.
    @inline(__always)
    private static func sample(_ frame: UnsafePointer<UInt8>, channel: Int, encoding: Encoding) -> Float {
        switch encoding {
        case .integer(bytes: 1):
            return (Float(frame[channel]) - 128) / 128
        case .integer(bytes: 2):
            let p = frame + channel * 2
            return Float(Int16(bitPattern: UInt16(p[0]) | UInt16(p[1]) << 8)) / 32_768
        case .integer(bytes: 3):
            let p = frame + channel * 3
            let value = Int32(bitPattern: UInt32(p[0]) << 8 | UInt32(p[1]) << 16 | UInt32(p[2]) << 24) >> 8
            return Float(value) / 8_388_608
        case .integer:
            let p = frame + channel * 4
            let value = Int32(bitPattern: UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | UInt32(p[3]) << 24)
            return Float(Double(value) / 2_147_483_648)
        case .float(bytes: 4):
            let p = frame + channel * 4
            let value = Float(bitPattern: UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | UInt32(p[3]) << 24)
            return value.isFinite ? value : 0
        case .float:
            let p = frame + channel * 8
            var bits: UInt64 = 0
            for index in 0..<8 { bits |= UInt64(p[index]) << (8 * UInt64(index)) }
            let value = Float(Double(bitPattern: bits))
            return value.isFinite ? value : 0
        }
    }
}
