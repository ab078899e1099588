import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// Icecast/Shoutcast-style live streams: ICY metadata stripped, titles followed, drops continued,
/// no seeking and no duration.
@Suite struct HTTPLiveStreamTests {
    static let noise: [UInt8] = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }

    /// Serves `stream` live on loopback, opens it, and runs `body` with the source and the server;
    /// everything is closed afterwards.
    static func withLiveSource(_ stream: LiveICYServer.Stream, options: HTTPSourceOptions = HTTPSourceOptions(readTimeout: 3),
                               _ body: (HTTPSource, LiveICYServer) throws -> Void) throws {
        let server = try LiveICYServer(stream)
        let client = HTTPSourceClient(options: options)
        defer {
            client.shutdown()
            server.shutdown()
        }
        let source = try client.open(server.url())
        defer { source.close() }
        try body(source, server)
    }

    @Test func metadataIsStrippedAndTheTitleIsCleaned() throws {
        var stream = LiveICYServer.Stream(audio: Self.noise)
        stream.metadataInterval = 1000
        stream.titles = ["StreamTitle='News \u{1B}[31mat\u{7} noon\u{85}';StreamUrl='';"]
        stream.bytesPerSecond = 200_000
        try Self.withLiveSource(stream) { (source, server) throws in
            #expect(source.isLive)
            #expect(source.length == nil)
            #expect(try source.bytes(at: 0, count: 150_000) == server.audio(from: 0, count: 150_000))
            #expect(source.streamTitle == "News [31mat noon")
            #expect(server.received.first?.headers["icy-metadata"] == "1")
        }
    }

    @Test func aDroppedLiveConnectionContinuesWithANewRequestWithoutRange() throws {
        var stream = LiveICYServer.Stream(audio: Self.noise)
        stream.metadataInterval = 4096
        stream.bytesPerSecond = 400_000
        stream.dropFirstConnectionAfter = 50_000
        try Self.withLiveSource(stream, options: HTTPSourceOptions(readTimeout: 3, firstRetryDelay: 0.05)) { (source, server) throws in
            #expect(try source.bytes(at: 0, count: 120_000) == server.audio(from: 0, count: 120_000))
            #expect(server.received.count == 2)
            // The first request cannot know the stream is live; the reconnection asks for no range.
            #expect(server.received.dropFirst().allSatisfy { $0.headers["range"] == nil }, "\(server.received.map(\.headers))")
        }
    }

    @Test func theLiveRuleNeedsNoLengthAndICYOrAnUnrangedAudioType() {
        #expect(HTTPResponseHead.isLiveStream(length: nil, metadataInterval: 16000, contentType: "audio/mpeg", advertisesRanges: false))
        #expect(HTTPResponseHead.isLiveStream(length: nil, metadataInterval: nil, contentType: "audio/ogg", advertisesRanges: false))
        #expect(!HTTPResponseHead.isLiveStream(length: nil, metadataInterval: nil, contentType: "audio/ogg", advertisesRanges: true))
        #expect(!HTTPResponseHead.isLiveStream(length: 1000, metadataInterval: 16000, contentType: "audio/mpeg", advertisesRanges: false))
        #expect(!HTTPResponseHead.isLiveStream(length: nil, metadataInterval: nil, contentType: "application/octet-stream", advertisesRanges: false))
    }

    /// A live Ogg stream as Icecast sends it: `audio/ogg`, no length, no ICY metadata; its
    /// titles are in the Vorbis comments of each link.
    static func liveOgg(_ fixture: String) throws -> LiveICYServer.Stream {
        var stream = LiveICYServer.Stream(audio: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(fixture)))))
        stream.contentType = "audio/ogg"
        stream.burst = 8 << 10
        stream.bytesPerSecond = 6_000
        return stream
    }

    @Test func aLiveOggOpusStreamIsAClearError() throws {
        // The first page of an Ogg Opus stream: an `OpusHead` packet is all the factory looks at.
        var page = Array("OggS".utf8) + [0, 2] + [UInt8](repeating: 0, count: 20) + [1, 19]
        page += Array("OpusHead".utf8) + [1, 1, 0x38, 1, 0x80, 0xBB, 0, 0, 0, 0, 0]
        var stream = LiveICYServer.Stream(audio: page + [UInt8](repeating: 0, count: 4000))
        stream.contentType = "audio/ogg"
        try Self.withLiveSource(stream) { (source, server) throws in
            #expect(source.isLive)
            let error = #expect(throws: AudioError.self) { try LibraryDecoders().open(source) }
            #expect(error?.message.contains("live Ogg Opus streams are not supported") == true, "\(error?.message ?? "")")
        }
    }

    /// Live AAC radio (ADTS, `audio/aac`) is recognised by FFmpeg's prober, and refused as a live format not supported.
    @Test func aLiveAACStreamIsAClearError() throws {
        var stream = LiveICYServer.Stream(audio: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("marks.aac")))))
        stream.contentType = "audio/aac"
        stream.burst = 16 << 10
        stream.bytesPerSecond = 12_000
        try Self.withLiveSource(stream) { (source, server) throws in
            #expect(source.isLive)
            let error = #expect(throws: AudioError.self) { try LibraryDecoders().open(source) }
            #expect(error?.message.contains("only those live streams are supported") == true, "\(error?.message ?? "")")
        }
    }

    @Test(.tags(.realAudio)) func aLiveOggVorbisPlaysCountsUpFollowsLinkTitlesAndRefusesSeeks() throws {
        let harness = try PlayerHarness()
        let server = try LiveICYServer(Self.liveOgg("chained.ogg"))
        let client = HTTPSourceClient(options: HTTPSourceOptions(readTimeout: 3))
        defer {
            harness.close()
            client.shutdown()
            server.shutdown()
        }
        let url = server.url()
        let started = Date()
        harness.player.load(LoadRequest(item: PlayerItem(id: url, sourceName: url)) {
            (inFlight: InFlightSource) throws(AudioError) -> any AudioSource in try client.open(url, inFlight: inFlight)
        })
        #expect(harness.wait(timeout: 3) { $0.state == .playing }, "\(harness.player.status().error ?? "")")
        let toPlaying = Date().timeIntervalSince(started)
        #expect(harness.player.status().streamTitle == "Loopback - First Song")
        Self.expectLivePlayback(harness)
        #expect(harness.wait(timeout: 4) { $0.streamTitle == "Second Song" }, "the second link's title replaces the first")
        let titles = Self.announcedTitles(harness)
        #expect(titles.contains("Second Song"), "\(titles)")
        let toSecondTitle = Date().timeIntervalSince(started)
        print("live Ogg Vorbis: playing after \(toPlaying) s, second link's title after \(toSecondTitle) s; titles announced: \(titles)")
    }

    @Test func aDroppedLiveOggConnectionDecodesOnFromTheNextPage() throws {
        var stream = try Self.liveOgg("chained.ogg")
        stream.bytesPerSecond = 40_000
        stream.dropFirstConnectionAfter = 10_001 // inside a page of the second link
        try Self.withLiveSource(stream, options: HTTPSourceOptions(readTimeout: 3, firstRetryDelay: 0.05)) { (source, server) throws in
            let decoder = try LibraryDecoders().open(source)
            defer { decoder.close() }
            var buffer = [Float](repeating: 0, count: 4096)
            var frames = 0
            var titles: [String] = []
            while frames < 8 * 44100 {
                let n = try buffer.withUnsafeMutableBufferPointer { (b) throws(AudioError) -> Int in try decoder.read(into: b) }
                #expect(n > 0)
                if n == 0 { break }
                frames += n
                if let title = decoder.streamTitle(over: source), titles.last != title { titles.append(title) }
            }
            #expect(server.received.count == 2)
            // What was in flight when the connection dropped is lost, as with a radio.
            #expect(titles == ["Loopback - First Song", "Second Song", "Loopback - First Song"], "\(frames) frames")
        }
    }

    @Test func aLinkWithAnotherSampleRateIsAClearError() throws {
        try Self.withLiveSource(Self.liveOgg("chained-rate-change.ogg")) { (source, server) throws in
            let decoder = try LibraryDecoders().open(source)
            defer { decoder.close() }
            #expect(decoder.format == PCMFormat(sampleRate: 44100, channels: 1))
            var buffer = [Float](repeating: 0, count: 4096)
            var frames = 0
            let error = #expect(throws: AudioError.self) {
                while true {
                    let n = try buffer.withUnsafeMutableBufferPointer { (b) throws(AudioError) -> Int in try decoder.read(into: b) }
                    if n == 0 || frames > 20 * 44100 { break }
                    frames += n
                }
            }
            #expect(error?.message.contains("changed from 44100 Hz, 1 ch to 22050 Hz, 1 ch") == true, "\(error?.message ?? "")")
            #expect(frames == 3 * 44100, "the whole first link plays: \(frames) frames")
        }
    }

    @Test(.tags(.realAudio)) func aLiveMP3PlaysCountsUpFollowsTitlesAndRefusesSeeks() throws {
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
        Self.expectLivePlayback(harness)
        #expect(harness.wait(timeout: 3) { $0.streamTitle == "Second" })
        let titles = Self.announcedTitles(harness)
        #expect(titles.contains("Second"), "\(titles)")
    }

    /// Expects the player to be playing a live stream: the position counts up, there is no
    /// duration and no error, and a seek is refused.
    static func expectLivePlayback(_ harness: PlayerHarness) {
        #expect(harness.wait(timeout: 4) { $0.position > 1.5 }, "the position counts up")
        let status = harness.player.status()
        #expect(status.durationKind == .live)
        #expect(status.duration == 0)
        #expect(status.error == nil)
        let refused = #expect(throws: Player.CommandError.self) { try harness.player.seek(by: 10) }
        #expect(refused?.message == "A live stream cannot be seeked.")
    }

    /// The stream titles the player's `track` events announced, in order.
    static func announcedTitles(_ harness: PlayerHarness) -> [String] {
        harness.events.compactMap { event -> String? in
            if case .trackChanged(let s) = event { return s.streamTitle }
            return nil
        }
    }
}
