import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// Files whose shape no output can play (more channels than PulseAudio's 32, absurd sample
/// rates) are refused when opened, with an error naming the file, and never reach the output.
@Suite struct UnplayableFormatTests {
    @Test(arguments: [
        (300, 44100, "300 channels"),
        (40, 44100, "40 channels"),
        (2, 768_000, "768000 Hz"),
    ])
    func theDecoderRefusesAShapeNoOutputCanPlay(_ channels: Int, _ rate: Int, _ reason: String) throws {
        let folder = try TemporaryFolder("fmt")
        defer { folder.remove() }
        let path = try WAVFileWriter.write(to: "\(folder.path)/shape.wav", channels: channels, sampleRate: rate, seconds: 0.05)
        var message: String?
        do {
            let decoder = try LibraryDecoders().open(FileSource(path: path))
            decoder.close()
        } catch {
            message = error.message
        }
        let text = try #require(message, "a \(channels)-channel \(rate) Hz WAV was accepted")
        #expect(text.contains(path), "\(text)")
        #expect(text.contains(reason), "\(text)")
    }

    @Test func thirtyTwoChannelsAreAccepted() throws {
        let folder = try TemporaryFolder("fmt")
        defer { folder.remove() }
        let path = try WAVFileWriter.write(to: "\(folder.path)/32.wav", channels: 32, sampleRate: 48000, seconds: 0.05)
        let decoder = try LibraryDecoders().open(FileSource(path: path))
        defer { decoder.close() }
        #expect(decoder.format == PCMFormat(sampleRate: 48000, channels: 32))
    }

    @Test(.tags(.realAudio), arguments: [300, 40])
    func thePlayerGoesToErrorAndPlaysOn(_ channels: Int) throws {
        let folder = try TemporaryFolder("fmt")
        defer { folder.remove() }
        let path = try WAVFileWriter.write(to: "\(folder.path)/many.wav", channels: channels, sampleRate: 44100)
        let h = try PlayerHarness()
        defer { h.close() }
        h.load(path)
        #expect(h.wait { $0.state == .error })
        let error = h.player.status().error ?? ""
        #expect(error.contains(path) && error.contains("\(channels) channels"), "\(error)")
        // The player is still there for the next item.
        h.load("marks.wav", startAt: 10)
        #expect(h.wait { $0.state == .playing && $0.position > 10.2 })
    }
}
