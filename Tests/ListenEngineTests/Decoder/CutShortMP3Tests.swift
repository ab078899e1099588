import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// An MP3 that loses its end after it was opened (the file truncated on disk, a download that
/// stopped) is an error at the place it ends, not the end of the recording.
@Suite struct CutShortMP3Tests {
    /// A copy of a fixture in a folder of its own.
    func copy(_ name: String) throws -> (folder: TemporaryFolder, path: String) {
        let folder = try TemporaryFolder("cut")
        let path = "\(folder.path)/\(name)"
        try FileManager.default.copyItem(atPath: Fixtures.path(name), toPath: path)
        return (folder, path)
    }

    /// Cuts `path` to `fraction` of its length.
    func cut(_ path: String, to fraction: Double) throws {
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(truncate(path, off_t(Double(size) * fraction)) == 0)
    }

    @Test(arguments: ["marks-cbr.mp3", "marks-vbr.mp3", "marks-vbr-noxing.mp3"])
    func readingPastTheCutThrowsNamingTheFile(_ name: String) throws {
        let (folder, path) = try copy(name)
        defer { folder.remove() }
        let decoder = try LibraryDecoders().open(FileSource(path: path))
        defer { decoder.close() }
        try cut(path, to: 0.5)
        try decoder.seek(to: 52)
        var buffer = [Float](repeating: 0, count: 4096)
        var message: String?
        var frames = 0
        do {
            while true {
                let got = try buffer.withUnsafeMutableBufferPointer { try decoder.read(into: $0) }
                if got == 0 { break }
                frames += got
            }
        } catch {
            message = (error as? AudioError)?.message ?? "\(error)"
        }
        let text = try #require(message, "\(name): read to a quiet end after \(Double(frames) / 44100) s")
        #expect(text.contains(path) && text.contains("ends early"), "\(text)")
        #expect(text.contains("of 120.0 s"), "\(text)")
    }

    @Test func aWholeFileStillEndsQuietly() throws {
        let decoder = try LibraryDecoders().open(FileSource(path: Fixtures.path("marks-vbr.mp3")))
        defer { decoder.close() }
        try decoder.seek(to: 119)
        var buffer = [Float](repeating: 0, count: 4096)
        var frames = 0
        while true {
            let got = try buffer.withUnsafeMutableBufferPointer { try decoder.read(into: $0) }
            if got == 0 { break }
            frames += got
        }
        #expect(abs(frames - 44100) < 64)
    }

    @Test(.tags(.realAudio)) func thePlayerStopsWithAnErrorAndKeepsThePosition() throws {
        let (folder, path) = try copy("marks-cbr.mp3")
        defer { folder.remove() }
        let h = try PlayerHarness()
        defer { h.close() }
        h.load(path, startAt: 57)
        #expect(h.wait { $0.state == .playing && $0.position > 57.1 })
        try cut(path, to: 0.5)
        #expect(h.wait(timeout: 6) { $0.state != .playing }, "still playing at \(h.player.status().position)")
        let status = h.player.status()
        #expect(status.state == .error, "\(status.state) at \(status.position)")
        #expect(status.position > 55, "position \(status.position)")
        #expect(status.error?.contains("ends early") == true, "\(status.error ?? "no error")")
    }
}
