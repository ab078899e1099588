import Foundation
import Testing
@testable import ListenAdapters
@testable import ListenEngine

/// Replays the decoder fuzzer's corpus and crash reproducers (`Tests/Fixtures/fuzz/audio`, grown
/// by `bench/faults.py --fuzz`) through open, read and seek: each file opens and plays, or fails
/// with an error that names it.
@Suite struct FuzzCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz/audio")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func theSeedsOpenAndPlay() throws {
        for name in Self.inputs where name.hasPrefix("seed") {
            let decoder = try LibraryDecoders().open(FileSource(path: Self.folder.appendingPathComponent(name).path))
            defer { decoder.close() }
            // 0.3 s of audio; without a LAME tag the encoder's padding (up to 0.2 s at 8 kHz) stays.
            #expect(decoder.duration > 0.29 && decoder.duration < 0.55, "\(name): \(decoder.duration)")
            #expect(try exercise(decoder) > 0, "\(name)")
        }
    }

    @Test func everyInputOpensOrFailsNamingTheFile() {
        for name in Self.inputs {
            let path = Self.folder.appendingPathComponent(name).path
            do throws(AudioError) {
                let decoder = try LibraryDecoders().open(FileSource(path: path))
                defer { decoder.close() }
                _ = try exercise(decoder)
            } catch {
                #expect(error.message.contains(path), "\(name): \(error.message)")
            }
        }
    }

    /// Reads, seeks to the middle, the end, the start and past the end, reading after each;
    /// returns the frames read.
    func exercise(_ decoder: AudioDecoder) throws(AudioError) -> Int {
        var buffer = [Float](repeating: 0, count: 1024 * decoder.format.channels)
        var total = 0
        func read(_ times: Int) throws(AudioError) {
            for _ in 0..<times {
                let frames = try buffer.withUnsafeMutableBufferPointer { (b) throws(AudioError) -> Int in try decoder.read(into: b) }
                total += frames
                if frames == 0 { return }
            }
        }
        try read(4)
        for target in [decoder.duration / 2, decoder.duration, 0, decoder.duration + 1] {
            try decoder.seek(to: target)
            try read(2)
        }
        return total
    }
}
