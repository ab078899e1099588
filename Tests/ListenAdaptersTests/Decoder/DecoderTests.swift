import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

@Suite struct DecoderTests: FixtureDecoding {
    static let marks = Fixtures.marks

    @Test(arguments: marks)
    func durationIsExact(_ name: String) throws {
        let decoder = try open(name)
        defer { decoder.close() }
        #expect(abs(decoder.duration - 120) < 0.05, "\(name): \(decoder.duration)")
        #expect(decoder.format.sampleRate == 44100)
    }

    @Test(arguments: marks)
    func seekLandsOnTheExactSample(_ name: String) throws {
        let decoder = try open(name)
        defer { decoder.close() }
        // Without a LAME tag the encoder's delay (1105 samples for LAME) cannot be known, so that
        // file's audio comes that much late; every other file must be sample-exact.
        let delay = name.contains("noxing") ? 1105 : 0
        for second in [20, 50, 80, 110, 119] {
            try decoder.seek(to: Double(second))
            let audio = try read(decoder, seconds: 0.3)
            // Each second opens with 20 ms of silence: a seek that is off by a few ms misses it.
            let gap = audio[(delay + 60)..<(delay + 820)]
            #expect(ToneAnalysis.rms(gap) < 0.02, "\(name) at \(second) s: no silence where the second starts")
            #expect(ToneAnalysis.second(of: audio[(delay + 1000)...]) == second, "\(name) at \(second) s")
        }
        try decoder.seek(to: 80.5)
        #expect(ToneAnalysis.second(of: try read(decoder, seconds: 0.2)[...]) == 80)
    }

    @Test func decodesToTheEndWithoutError() throws {
        let decoder = try open("marks-vbr-noxing.mp3")
        defer { decoder.close() }
        try decoder.seek(to: 118)
        let tail = try read(decoder, seconds: 5)
        #expect(abs(Double(tail.count) / 44100 - 2) < 0.05)
    }

    @Test(arguments: ["truncated.mp3", "truncated.flac", "truncated.wav"])
    func aTruncatedLocalFileIsRefusedWhenOpened(_ name: String) {
        let path = Fixtures.path(name)
        #expect(throws: AudioError.self, "\(name) opens as if whole") { try LibraryDecoders().open(FileSource(path: path)) }
    }

    @Test(arguments: [
        ("truncated.mp3", "truncated"),
        ("truncated.flac", "truncated"),
        ("truncated.wav", "truncated"),
        ("truncated-header.wav", "truncated"),
        ("garbage.mp3", "not a recognised audio format"),
        ("empty.wav", "empty"),
    ])
    func brokenFileGivesAnErrorNamingFileAndReason(_ name: String, _ reason: String) throws {
        let path = Fixtures.path(name)
        var message: String?
        do {
            let decoder = try LibraryDecoders().open(FileSource(path: path))
            // Some damage only shows while decoding: read through it.
            var buffer = [Float](repeating: 0, count: 8192)
            while try buffer.withUnsafeMutableBufferPointer({ try decoder.read(into: $0) }) > 0 {}
            decoder.close()
        } catch {
            message = (error as? AudioError)?.message ?? "\(error)"
        }
        let text = try #require(message, "\(name) decoded without an error")
        #expect(text.contains(path))
        #expect(text.lowercased().contains(reason), "\(text)")
    }

    @Test func missingFileSaysSo() {
        #expect(throws: AudioError("Cannot open /nonexistent/x.mp3: No such file or directory.")) {
            try FileSource(path: "/nonexistent/x.mp3")
        }
    }

    @Test func contentDecidesTheDecoderNotTheExtension() throws {
        let decoder = try open("flac-named.mp3")
        defer { decoder.close() }
        #expect(decoder is SndFileDecoder)
        #expect(abs(decoder.duration - 120) < 0.05)
    }

    @Test func hugeID3TagIsSkipped() throws {
        let decoder = try open("huge-id3.mp3")
        defer { decoder.close() }
        #expect(decoder is MPG123Decoder)
        #expect(abs(decoder.duration - 120) < 0.05)
        try decoder.seek(to: 30)
        #expect(ToneAnalysis.second(of: try read(decoder, seconds: 0.3)[1000...]) == 30)
    }
}
