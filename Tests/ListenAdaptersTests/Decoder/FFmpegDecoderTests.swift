import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// The marks file through FFmpeg (AAC and ALAC in M4A, Opus in WebM, AAC in an MP4 video, Opus
/// in a Matroska video, WMA): the length and every seek to the sample, as for the other decoders.
@Suite struct FFmpegDecoderTests: FixtureDecoding {
    /// The formats whose encoders keep time: FFmpeg's own WMA encoder drops about 26 ms at the
    /// start (its CLI decodes the file that way too), so WMA is checked to the second only.
    static let sampleExact = Fixtures.marksThroughFFmpeg.filter { $0 != "marks.wma" }

    @Test(arguments: Fixtures.marksThroughFFmpeg)
    func theContentChoosesFFmpegAndTheLengthIsExact(_ name: String) throws {
        let decoder = try open(name)
        defer { decoder.close() }
        #expect(decoder is FFmpegDecoder)
        #expect(decoder.knownDurationKind == .exact)
        let tolerance = Self.sampleExact.contains(name) ? 0.005 : 0.1
        #expect(abs(decoder.duration - 120) < tolerance, "\(name): \(decoder.duration)")
    }

    @Test(arguments: sampleExact)
    func everySampleIsReadAndNoMore(_ name: String) throws {
        let decoder = try open(name)
        defer { decoder.close() }
        try decoder.seek(to: 118)
        let tail = try read(decoder, seconds: 5)
        let rate = Double(decoder.format.sampleRate)
        #expect(abs(Double(tail.count) / rate - 2) < 0.005, "\(name): \(Double(tail.count) / rate) s after 118 s")
    }

    /// Raw AAC (ADTS) states no length: the packets are counted on open, and seeks are exact.
    @Test func rawAACIsScannedAndSeeksExactly() throws {
        let decoder = try open("marks.aac")
        defer { decoder.close() }
        #expect(decoder.media.container == "AAC (ADTS)" && decoder.media.codec == "AAC")
        #expect(abs(decoder.duration - 120) < 0.05, "\(decoder.duration)")
        for second in [7, 64, 101] {
            try decoder.seek(to: Double(second) + 0.1)
            #expect(ToneAnalysis.second(of: try read(decoder, seconds: 0.3)[...]) == second, "at \(second) s")
        }
    }

    @Test func wmaSeeksLandInTheSecondAskedFor() throws {
        let decoder = try open("marks.wma")
        defer { decoder.close() }
        for second in [0, 20, 57, 80, 110, 119] {
            try decoder.seek(to: Double(second) + 0.1)
            #expect(ToneAnalysis.second(of: try read(decoder, seconds: 0.3)[...]) == second, "at \(second) s")
        }
    }

    @Test(arguments: sampleExact)
    func seekLandsOnTheSampleAskedFor(_ name: String) throws {
        let decoder = try open(name)
        defer { decoder.close() }
        let rate = Double(decoder.format.sampleRate)
        for second in [0, 20, 57, 80, 110, 119] {
            try decoder.seek(to: Double(second))
            let audio = try read(decoder, seconds: 0.3)
            // Each second opens with 20 ms of silence: a seek more than ~1.5 ms off misses it.
            let gap = audio[Int(0.0014 * rate)..<Int(0.0186 * rate)]
            #expect(ToneAnalysis.rms(gap) < 0.02, "\(name) at \(second) s: no silence where the second starts (\(ToneAnalysis.rms(gap)))")
            #expect(ToneAnalysis.second(of: audio[Int(0.025 * rate)...], rate: rate) == second, "\(name) at \(second) s")
        }
        try decoder.seek(to: 80.5)
        #expect(ToneAnalysis.second(of: try read(decoder, seconds: 0.2)[...], rate: rate) == 80)
    }

    @Test(arguments: [
        ("marks-aac.m4a", "M4A", "AAC"), ("marks-alac.m4a", "M4A", "ALAC"), ("marks-opus.webm", "WebM", "Opus"),
        ("marks-video.mp4", "MP4", "AAC"), ("marks-video.mkv", "Matroska", "Opus"), ("marks.wma", "WMA", "WMA"),
    ])
    func theContainerAndCodecAreNamed(_ name: String, _ container: String, _ codec: String) throws {
        let decoder = try open(name)
        defer { decoder.close() }
        #expect(decoder.media.container == container)
        #expect(decoder.media.codec == codec)
    }

    /// A playlist names other files and URLs: FFmpeg may open nothing but the source it is given.
    /// (FFmpeg's own `ffprobe` plays the HLS one.)
    @Test(arguments: ["#EXTM3U\n#EXT-X-TARGETDURATION:120\n#EXTINF:120,\nfile://%@\n#EXT-X-ENDLIST\n",
                      "ffconcat version 1.0\nfile '%@'\n"])
    func aPlaylistOpensNoOtherFile(_ template: String) throws {
        let folder = try TemporaryFolder("pl")
        defer { folder.remove() }
        let playlist = "\(folder.path)/list.m3u8"
        let text = template.replacingOccurrences(of: "%@", with: Fixtures.path("marks.aac"))
        try Array(text.utf8).withUnsafeBytes { try Data($0).write(to: URL(fileURLWithPath: playlist)) }
        #expect(throws: AudioError.self) {
            let decoder = try LibraryDecoders().open(FileSource(path: playlist))
            decoder.close()
        }
    }

    @Test(arguments: [("forty-channels.mkv", "40 channels"), ("rate-400k.mkv", "400000 Hz")])
    func whatNoOutputPlaysIsRefusedNamingTheFile(_ name: String, _ reason: String) {
        let path = Fixtures.path(name)
        #expect {
            try LibraryDecoders().open(FileSource(path: path)).close()
        } throws: { error in
            let message = (error as? AudioError)?.message ?? ""
            return message.contains(path) && message.contains(reason)
        }
    }

    @Test(arguments: ["truncated.m4a", "truncated.webm"])
    func aTruncatedFileFailsNamingIt(_ name: String) throws {
        let path = Fixtures.path(name)
        var message: String?
        do {
            let decoder = try LibraryDecoders().open(FileSource(path: path))
            defer { decoder.close() }
            var buffer = [Float](repeating: 0, count: 8192)
            while try buffer.withUnsafeMutableBufferPointer({ try decoder.read(into: $0) }) > 0 {}
        } catch {
            message = (error as? AudioError)?.message
        }
        let text = try #require(message, "\(name) decoded to the end without an error")
        #expect(text.contains(path), "\(text)")
    }
}
