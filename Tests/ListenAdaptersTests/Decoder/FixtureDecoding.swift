import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// Opening a fixture with the decoders and reading its first channel, for the decoder tests.
protocol FixtureDecoding {}

extension FixtureDecoding {
    func open(_ name: String) throws -> AudioDecoder {
        try LibraryDecoders().open(FileSource(path: Fixtures.path(name)))
    }

    /// The first channel of the next `seconds` of audio (shorter at the end).
    func read(_ decoder: AudioDecoder, seconds: Double) throws -> [Float] {
        let channels = decoder.format.channels
        var out = [Float]()
        var buffer = [Float](repeating: 0, count: 4096 * channels)
        let wanted = Int(seconds * Double(decoder.format.sampleRate))
        while out.count < wanted {
            let frames = try buffer.withUnsafeMutableBufferPointer { try decoder.read(into: $0) }
            if frames == 0 { break }
            for f in 0..<frames { out.append(buffer[f * channels]) }
        }
        return Array(out.prefix(wanted))
    }
}
