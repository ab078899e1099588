import Foundation

/// Writes WAV files of a chosen encoding from samples in -1…1, byte by byte, for the reader's tests.
enum TestWAV {
    enum Encoding {
        case unsigned8, integer16, integer24, integer32, float32
        /// 16-bit PCM in a WAVE_FORMAT_EXTENSIBLE header.
        case extensible16

        var bits: Int {
            switch self {
            case .unsigned8: 8
            case .integer16, .extensible16: 16
            case .integer24: 24
            case .integer32, .float32: 32
            }
        }
    }

    /// `frames[i][c]` is frame i's sample on channel c.
    static func data(_ frames: [[Float]], sampleRate: Int, encoding: Encoding) -> Data {
        let channels = frames.first?.count ?? 1
        let blockAlign = channels * encoding.bits / 8
        var body = Data()
        for frame in frames {
            for value in frame {
                let clamped = max(-1, min(1, value))
                switch encoding {
                case .unsigned8:
                    body.append(UInt8(max(0, min(255, (clamped * 128 + 128).rounded()))))
                case .integer16, .extensible16:
                    append(&body, UInt32(UInt16(bitPattern: Int16(max(-32_768, min(32_767, (clamped * 32_768).rounded()))))), bytes: 2)
                case .integer24:
                    append(&body, UInt32(bitPattern: Int32(max(-8_388_608, min(8_388_607, (clamped * 8_388_608).rounded())))), bytes: 3)
                case .integer32:
                    let value = Int32(max(-2_147_483_648, min(2_147_483_647, (Double(clamped) * 2_147_483_648).rounded())))
                    append(&body, UInt32(bitPattern: value), bytes: 4)
                case .float32:
                    append(&body, value.bitPattern, bytes: 4)
                }
            }
        }
        var file = Data("RIFF".utf8)
        let extensible = encoding == .extensible16
        let formatSize = extensible ? 40 : 16
        append(&file, UInt32(4 + 8 + formatSize + 8 + body.count), bytes: 4)
        file += Data("WAVEfmt ".utf8)
        append(&file, UInt32(formatSize), bytes: 4)
        append(&file, extensible ? 0xFFFE : encoding == .float32 ? 3 : 1, bytes: 2)
        append(&file, UInt32(channels), bytes: 2)
        append(&file, UInt32(sampleRate), bytes: 4)
        append(&file, UInt32(sampleRate * blockAlign), bytes: 4)
        append(&file, UInt32(blockAlign), bytes: 2)
        append(&file, UInt32(encoding.bits), bytes: 2)
        if extensible {
            append(&file, 22, bytes: 2)                   // extension size
            append(&file, UInt32(encoding.bits), bytes: 2) // valid bits
            append(&file, 0, bytes: 4)                    // channel mask
            append(&file, 1, bytes: 2)                    // sub-format: PCM …
            file += Data([0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71])
        }
        file += Data("data".utf8)
        append(&file, UInt32(body.count), bytes: 4)
        return file + body
    }

    /// Writes the file; returns `path`.
    @discardableResult
    static func write(_ frames: [[Float]], sampleRate: Int, encoding: Encoding = .integer16, to path: String) throws -> String {
        try data(frames, sampleRate: sampleRate, encoding: encoding).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A sine tone, one channel.
    static func tone(hertz: Double, seconds: Double, sampleRate: Int, amplitude: Float = 0.5) -> [Float] {
        (0..<Int(seconds * Double(sampleRate))).map { amplitude * Float(sin(2 * Double.pi * hertz * Double($0) / Double(sampleRate))) }
    }

    private static func append(_ data: inout Data, _ value: UInt32, bytes: Int) {
        for index in 0..<bytes { data.append(UInt8(truncatingIfNeeded: value >> (8 * UInt32(index)))) }
    }
}
