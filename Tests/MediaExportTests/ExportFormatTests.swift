import Foundation
import Testing
import TestSupport
import ListenAdapters
import ListenEngine
@testable import MediaExport

/// What a file is written as: the extension's container, the recording's rate and channels —
/// mixed down to mono where the container takes fewer — and a rate MP3 cannot take refused.
@Suite struct ExportFormatTests {
    @Test func theExtensionNamesTheContainer() throws {
        let stereo = PCMFormat(sampleRate: 48000, channels: 2)
        #expect(try ExportFormat(for: "/a/b.MP3", from: stereo).container == .mp3)
        #expect(try ExportFormat(for: "/a/b", from: stereo).container == .mp3)
        #expect(try ExportFormat(for: "/a.d/b", from: stereo).container == .mp3)
        #expect(try ExportFormat(for: "b.Wav", from: stereo).container == .wav)
        #expect(try ExportFormat(for: "b.flac", from: stereo).container == .flac)
        #expect(try ExportFormat(for: "b.ogg", from: stereo).format == stereo)
        #expect(throws: MediaExportError.unsupportedFormat("b.m4a")) { try ExportFormat(for: "b.m4a", from: stereo) }
        #expect(!ExportFormat.canWrite("b.opus") && ExportFormat.canWrite(".hidden"))
    }

    @Test func moreChannelsThanMP3TakesAreMixedToMono() throws {
        let surround = PCMFormat(sampleRate: 48000, channels: 6)
        #expect(try ExportFormat(for: "b.mp3", from: surround).format == PCMFormat(sampleRate: 48000, channels: 1))
        #expect(try ExportFormat(for: "b.flac", from: surround).format == surround)

        let folder = try TemporaryFolder("format")
        defer { folder.remove() }
        // Three channels: a full-scale tone in the first, silence in the others.
        let source = "\(folder.path)/three.wav"
        let writer = try SndFileWriters().create(at: source, format: PCMFormat(sampleRate: 44100, channels: 3), container: .wav)
        let samples = (0..<44100).flatMap { i in [Float(0.9 * sin(2 * Double.pi * 400 * Double(i) / 44100)), 0, 0] }
        try samples.withUnsafeBufferPointer { try writer.write($0) }
        try writer.finish()
        let clip = try AudioClipCutter().cut(ClipRange(start: 0.25, end: 0.75), from: source, to: "\(folder.path)/mono.mp3")
        #expect(clip.channels == 1)
        let heard = try DecodedFile(clip.path)
        #expect(heard.format.channels == 1 && abs(heard.duration - 0.5) < 0.001)
        let level = ToneAnalysis.rms(heard.samples[4410..<17640])
        #expect(abs(level - 0.9 / 3 / 2.squareRoot()) < 0.02, "\(level)")
    }

    @Test func aRateMP3CannotTakeIsRefusedNamingTheWayOut() throws {
        let folder = try TemporaryFolder("format")
        defer { folder.remove() }
        do {
            _ = try SndFileWriters().create(at: "\(folder.path)/x.mp3", format: PCMFormat(sampleRate: 96000, channels: 2), container: .mp3)
            Issue.record("an MP3 at 96 kHz was opened")
        } catch {
            #expect(error.message.contains("96000 Hz") && error.message.contains(".flac"), "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
