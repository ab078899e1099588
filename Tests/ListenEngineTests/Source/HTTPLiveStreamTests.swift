import Foundation
import Testing
import TestSupport
@testable import ListenEngine

/// Icecast/Shoutcast-style live streams: ICY metadata stripped, titles followed, drops continued,
/// no seeking and no duration.
@Suite struct HTTPLiveStreamTests {
    static let noise: [UInt8] = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }

    @Test func metadataIsStrippedAndTheTitleIsCleaned() throws {
        var stream = LiveICYServer.Stream(audio: Self.noise)
        stream.metadataInterval = 1000
        stream.titles = ["StreamTitle='News \u{1B}[31mat\u{7} noon\u{85}';StreamUrl='';"]
        stream.bytesPerSecond = 200_000
        let server = try LiveICYServer(stream)
        let client = HTTPSourceClient(options: HTTPSourceOptions(readTimeout: 3))
        defer {
            client.shutdown()
            server.shutdown()
        }
        let source = try client.open(server.url())
        defer { source.close() }
        #expect(source.isLive)
        #expect(source.length == nil)
        #expect(try source.bytes(at: 0, count: 150_000) == server.audio(from: 0, count: 150_000))
        #expect(source.streamTitle == "News [31mat noon")
        #expect(server.received.first?.headers["icy-metadata"] == "1")
    }

    @Test func aDroppedLiveConnectionContinuesWithANewRequestWithoutRange() throws {
        var stream = LiveICYServer.Stream(audio: Self.noise)
        stream.metadataInterval = 4096
        stream.bytesPerSecond = 400_000
        stream.dropFirstConnectionAfter = 50_000
        let server = try LiveICYServer(stream)
        let client = HTTPSourceClient(options: HTTPSourceOptions(readTimeout: 3, firstRetryDelay: 0.05))
        defer {
            client.shutdown()
            server.shutdown()
        }
        let source = try client.open(server.url())
        defer { source.close() }
        #expect(try source.bytes(at: 0, count: 120_000) == server.audio(from: 0, count: 120_000))
        #expect(server.received.count == 2)
        // The first request cannot know the stream is live; the reconnection asks for no range.
        #expect(server.received.dropFirst().allSatisfy { $0.headers["range"] == nil }, "\(server.received.map(\.headers))")
    }

    @Test func theLiveRuleNeedsNoLengthAndICYOrAnUnrangedAudioType() {
        #expect(HTTPResponseHead.isLiveStream(length: nil, metadataInterval: 16000, contentType: "audio/mpeg", advertisesRanges: false))
        #expect(HTTPResponseHead.isLiveStream(length: nil, metadataInterval: nil, contentType: "audio/ogg", advertisesRanges: false))
        #expect(!HTTPResponseHead.isLiveStream(length: nil, metadataInterval: nil, contentType: "audio/ogg", advertisesRanges: true))
        #expect(!HTTPResponseHead.isLiveStream(length: 1000, metadataInterval: 16000, contentType: "audio/mpeg", advertisesRanges: false))
        #expect(!HTTPResponseHead.isLiveStream(length: nil, metadataInterval: nil, contentType: "application/octet-stream", advertisesRanges: false))
    }

    @Test func aLiveOggStreamIsAClearError() throws {
        var stream = LiveICYServer.Stream(audio: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("marks.ogg")))))
        stream.contentType = "audio/ogg"
        let server = try LiveICYServer(stream)
        let client = HTTPSourceClient(options: HTTPSourceOptions(readTimeout: 3))
        defer {
            client.shutdown()
            server.shutdown()
        }
        let source = try client.open(server.url())
        defer { source.close() }
        let error = #expect(throws: AudioError.self) { try DecoderFactory.open(source) }
        #expect(error?.message.contains("only MP3 live streams") == true, "\(error?.message ?? "")")
    }

    @Test func aLiveMP3PlaysCountsUpFollowsTitlesAndRefusesSeeks() throws {
        var stream = LiveICYServer.Stream(audio: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("marks-cbr.mp3")))))
        stream.metadataInterval = 16000
        stream.bytesPerSecond = 24_000
        stream.blocksPerTitle = 1
        stream.titles = ["StreamTitle='First';", "StreamTitle='Second';"]
        let server = try LiveICYServer(stream)
        let client = HTTPSourceClient(options: HTTPSourceOptions(readTimeout: 3))
        let harness = try PlayerHarness()
        defer {
            harness.close()
            client.shutdown()
            server.shutdown()
        }
        let url = server.url()
        harness.player.load(LoadRequest(item: PlayerItem(id: url, sourceName: url)) {
            (inFlight: InFlightSource) throws(AudioError) -> any AudioSource in try client.open(url, inFlight: inFlight)
        })
        #expect(harness.wait(timeout: 3) { $0.state == .playing })
        #expect(harness.wait(timeout: 4) { $0.position > 1.5 }, "the position counts up")
        let status = harness.player.status()
        #expect(status.durationKind == .live)
        #expect(status.duration == 0)
        #expect(status.error == nil)
        let refused = #expect(throws: Player.CommandError.self) { try harness.player.seek(by: 10) }
        #expect(refused?.message == "A live stream cannot be seeked.")
        #expect(harness.wait(timeout: 3) { $0.streamTitle == "Second" })
        let titles = harness.events.compactMap { event -> String? in
            if case .trackChanged(let s) = event { return s.streamTitle }
            return nil
        }
        #expect(titles.contains("Second"), "\(titles)")
    }
}
