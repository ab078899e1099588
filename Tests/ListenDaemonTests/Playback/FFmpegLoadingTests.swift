import Foundation
import Testing
import TestSupport

/// listend maps FFmpeg's libraries (and the hundred others they pull in) only once a file needs
/// them: an MP3 plays without them, an M4A brings them in.
@Suite struct FFmpegLoadingTests {
    func mapsFFmpeg(_ pid: pid_t) throws -> Bool {
        // /proc files state no size: read them to the end rather than by their length.
        let file = try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/maps"))
        defer { try? file.close() }
        let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        try #require(maps.contains("libc.so"), "/proc/\(pid)/maps read empty")
        return maps.contains("libavcodec.so") || maps.contains("libavformat.so")
    }

    @Test func ffmpegIsLoadedWhenAFileNeedsIt() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        #expect(try client.request("play \(Fixtures.path("marks-cbr.mp3"))").isOK)
        _ = try client.waitUntilLoaded()
        #expect(try !mapsFFmpeg(daemon.pid), "FFmpeg mapped while playing an MP3")
        #expect(try client.request("play \(Fixtures.path("marks-aac.m4a"))").isOK)
        let status = try #require(try client.waitForStatus { status in
            status["state"] as? String == "playing" && ((status["track"] as? [String: Any])?["id"] as? String)?.hasSuffix(".m4a") == true
        })
        #expect(status["error"] is NSNull, "\(status)")
        #expect(try mapsFFmpeg(daemon.pid), "FFmpeg not mapped while playing an M4A")
    }
}
