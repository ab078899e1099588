import Foundation
import Testing
import TestSupport

/// `list` names each local file's container and codec from its content, and `library_add` takes
/// the formats FFmpeg reads, which then play.
@Suite struct LibraryFormatsTests {
    @Test func listNamesTheContainerAndCodecOfEachFile() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        // A file named .mp3 that holds Opus in WebM: the content decides.
        let misnamed = "\(daemon.folder.path)/actually-webm.mp3"
        try FileManager.default.copyItem(atPath: Fixtures.path("marks-opus.webm"), toPath: misnamed)
        let files = [("Film", Fixtures.path("marks-video.mkv")), ("Podcast", Fixtures.path("marks-aac.m4a")),
                     ("Misnamed", misnamed), ("Broken", Fixtures.path("garbage.mp3"))]
        for (title, path) in files {
            let added = try client.request(#"{"cmd":"library_add","source":"\#(path)","title":"\#(title)"}"#)
            #expect(added.isOK, "\(title): \(added)")
        }
        let reply = try client.request("list")
        let tracks = try #require(reply.data?["tracks"] as? [[String: Any]], "\(reply)")
        func track(_ title: String) -> [String: Any]? { tracks.first { $0["title"] as? String == title } }
        #expect(track("Film")?["container"] as? String == "Matroska" && track("Film")?["codec"] as? String == "Opus")
        #expect(track("Podcast")?["container"] as? String == "M4A" && track("Podcast")?["codec"] as? String == "AAC")
        #expect(track("Misnamed")?["container"] as? String == "WebM" && track("Misnamed")?["codec"] as? String == "Opus")
        #expect(track("Broken")?["container"] == nil, "\(String(describing: track("Broken")))")
        #expect(track("Travel Dialogue 1")?["container"] as? String == "MP3")

        // What was added plays.
        #expect(try client.request("play Podcast").isOK)
        let status = try #require(try client.waitForStatus { ($0["track"] as? [String: Any])?["title"] as? String == "Podcast" && $0["state"] as? String == "playing" })
        #expect(status["container"] as? String == "M4A" && status["codec"] as? String == "AAC", "\(status)")
    }
}
