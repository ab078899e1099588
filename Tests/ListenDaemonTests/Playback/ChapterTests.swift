import Foundation
import Testing
import TestSupport

/// `chapters` and `chapter` over the socket with an MP3 whose ID3 tag has three chapters, and an
/// M4B (AAC, through FFmpeg) with the same — Opening at 0 s, Café Talk at 40 s, Ending at 80 s of
/// the 120 s marks recording — and the
/// status's `chapter`, `chapters`, `container` and `codec`, and the `chapter` event. The null
/// output keeps time like a sound card; the moves are checked paused, where the position stays
/// exactly where it was put.
@Suite struct ChapterTests {
    typealias S = LineTestSupport
    static let titles = ["Opening", "Café Talk", "Ending"]

    /// A daemon that has loaded `fixture` and paused it at 0.
    static func paused(_ fixture: String = "chapters-v23.mp3") throws -> (DaemonProcess, ProtocolClient) {
        let daemon = try DaemonProcess()
        do {
            let client = try daemon.connect()
            try S.play(Fixtures.path(fixture), on: client, daemon: daemon)
            try #require(try client.request("pause").isOK)
            try #require(try client.request("seek 0").isOK)
            return (daemon, client)
        } catch {
            daemon.close()
            throw error
        }
    }

    static func chapter(_ status: [String: Any]?) -> [String: Any]? { status?["chapter"] as? [String: Any] }

    /// Seeks to `from` (when given), sends `request` and checks that the reply is at `position`,
    /// in chapter `index`, still paused.
    static func expectMove(_ client: ProtocolClient, from: Double? = nil, _ request: String, to position: Double, chapter index: Int,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let from {
            try #require(S.number(try client.request("seek \(from)").data?["position"]) == from, sourceLocation: sourceLocation)
        }
        let reply = try client.request(request)
        let status = reply.data
        #expect(reply.isOK, "\(request) from \(String(describing: from)): \(reply)", sourceLocation: sourceLocation)
        #expect(S.number(status?["position"]) == position, "\(request) from \(String(describing: from)): \(String(describing: status?["position"]))",
                sourceLocation: sourceLocation)
        #expect(S.index(chapter(status)) == index, "\(request): chapter \(String(describing: status?["chapter"]))", sourceLocation: sourceLocation)
        #expect(status?["state"] as? String == "paused", sourceLocation: sourceLocation)
    }

    /// Checks that `request` is refused with `code` and `reason` and leaves the position where it was.
    static func expectRefusal(_ client: ProtocolClient, _ request: String, code: String, reason: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: String] {
        let before = S.number(try client.request("status").data?["position"])
        let reply = try client.request(request)
        #expect(reply.errorCode == code, "\(request): \(reply)", sourceLocation: sourceLocation)
        let details = ((reply["error"] as? [String: Any])?["details"] as? [String: String]) ?? [:]
        #expect(details["reason"] == reason, "\(request): \(reply)", sourceLocation: sourceLocation)
        #expect(S.number(try client.request("status").data?["position"]) == before, "\(request) moved", sourceLocation: sourceLocation)
        return details
    }

    @Test(arguments: [("chapters-v23.mp3", "MP3", "MP3"), ("chapters-v24.mp3", "MP3", "MP3"), ("chapters.m4b", "M4B", "AAC")])
    func chaptersListsThemAndTheStatusCarriesTheChapterAndFormat(_ fixture: String, _ container: String, _ codec: String) throws {
        let (daemon, client) = try Self.paused(fixture)
        defer { daemon.close() }
        let reply = try client.request("chapters")
        let chapters = try #require(reply.data?["chapters"] as? [[String: Any]], "\(reply)")
        #expect(chapters.map { $0["title"] as? String } == Self.titles)
        #expect(chapters.map { S.index($0) } == [1, 2, 3])
        #expect(chapters.map { S.number($0["start"]) } == [0, 40, 80])
        let status = try #require(try client.request("status").data)
        let duration = try #require(S.number(status["duration"]))
        #expect(chapters.map { S.number($0["end"]) } == [40, 80, duration])
        #expect(S.number(reply.data?["current"]) == 1)
        #expect(S.index(Self.chapter(status)) == 1 && Self.chapter(status)?["title"] as? String == "Opening")
        #expect(S.number(status["chapters"]) == 3)
        #expect(status["container"] as? String == container && status["codec"] as? String == codec, "\(status)")
        _ = try client.request("seek 61")
        #expect(S.number(try client.request(#"{"cmd":"chapters"}"#).data?["current"]) == 2)
    }

    @Test(arguments: ["chapters-v23.mp3", "chapters.m4b"])
    func nextPrevAndANumber(_ fixture: String) throws {
        let (daemon, client) = try Self.paused(fixture)
        defer { daemon.close() }
        try Self.expectMove(client, "chapter next", to: 40, chapter: 2)
        try Self.expectMove(client, "chapter next", to: 80, chapter: 3)
        try Self.expectMove(client, from: 50, "chapter next", to: 80, chapter: 3)
        // prev: within the first 3 s of a chapter, the one before; later, the start of this one.
        try Self.expectMove(client, from: 82.5, "chapter prev", to: 40, chapter: 2)
        try Self.expectMove(client, from: 83.5, "chapter prev", to: 80, chapter: 3)
        try Self.expectMove(client, "chapter prev", to: 40, chapter: 2)
        try Self.expectMove(client, "chapter prev", to: 0, chapter: 1)
        // The first chapter's prev is its own start.
        try Self.expectMove(client, "chapter prev", to: 0, chapter: 1)
        try Self.expectMove(client, "chapter 3", to: 80, chapter: 3)
        try Self.expectMove(client, #"{"cmd":"chapter","to":2}"#, to: 40, chapter: 2)
        try Self.expectMove(client, #"{"cmd":"chapter","to":"1"}"#, to: 0, chapter: 1)
        // While playing, it plays on from the chapter's start.
        #expect(try client.request("resume").isOK)
        let playing = try #require(try client.request("chapter 2").data)
        let position = try #require(S.number(playing["position"]))
        #expect((40...40.5).contains(position), "\(playing)")
        #expect(playing["state"] as? String == "playing")
    }

    @Test func refusalsSayWhy() throws {
        let (daemon, client) = try Self.paused()
        defer { daemon.close() }
        _ = try client.request("seek 100")
        let last = try Self.expectRefusal(client, "chapter next", code: "bad_argument", reason: "last_chapter")
        #expect(last["count"] == "3")
        for request in ["chapter 4", "chapter 0", #"{"cmd":"chapter","to":-1}"#] {
            let missing = try Self.expectRefusal(client, request, code: "bad_argument", reason: "no_such_chapter")
            #expect(missing["count"] == "3" && missing["index"] != nil, "\(request): \(missing)")
        }
        #expect(try client.request("chapter sideways").errorCode == "bad_argument")

        // A recording without chapters: none listed, `chapter` refused, its format shown.
        try S.play(Fixtures.path("marks.wav"), on: client, daemon: daemon)
        _ = try client.request("pause")
        let none = try #require(try client.request("chapters").data)
        #expect((none["chapters"] as? [Any])?.isEmpty == true && none["current"] is NSNull, "\(none)")
        _ = try Self.expectRefusal(client, "chapter next", code: "invalid_state", reason: "no_chapters")
        let status = try #require(try client.request("status").data)
        #expect(status["chapter"] is NSNull && S.number(status["chapters"]) == 0)
        #expect(status["container"] as? String == "WAV" && status["codec"] as? String == "PCM")
    }

    @Test func aChapterEventWhenTheChapterHeardChanges() throws {
        let (daemon, client) = try Self.paused("chapters-v24.mp3")
        defer { daemon.close() }
        _ = try client.request("seek 39.6")
        _ = try client.request("subscribe 3600000")
        #expect(try client.request("resume").isOK)
        // Played into chapter 2: the event comes as its start is heard.
        let crossed = try #require(try client.waitForEvent("chapter", timeout: 5), "no chapter event: \(daemon.log(tail: 10))")
        #expect(S.index(Self.chapter(crossed)) == 2 && Self.chapter(crossed)?["title"] as? String == "Café Talk", "\(crossed)")
        let position = try #require(S.number(crossed["position"]))
        #expect((40...40.1).contains(position), "chapter event at \(position)")
        // A jump to another chapter announces it too.
        #expect(try client.request("chapter 3").isOK)
        let jumped = try #require(try client.waitForEvent("chapter", timeout: 5), "no chapter event after chapter 3")
        #expect(S.index(Self.chapter(jumped)) == 3)
        // A seek within the chapter announces nothing.
        #expect(try client.request("seek 90").isOK)
        #expect(try client.waitForEvent("chapter", timeout: 0.6) == nil)
    }
}

/// `chapter` heard on a real PulseAudio sink, in an MP3 and in an M4B: what the monitor hears after
/// `chapter next` is the chapter's first second of the marks recording.
@Suite(.serialized, .tags(.realAudio)) struct ChapterHeardTests {
    @Test(arguments: ["chapters-v23.mp3", "chapters.m4b"])
    func chapterNextIsHeardAtTheChaptersStart(_ fixture: String) throws {
        let sink = try PrivatePulseAudio.shared.makeSink("ch")
        defer { sink.remove() }
        let daemon = try DaemonProcess(output: "pulse", pulse: .shared, sink: sink.name)
        defer { daemon.close() }
        let client = try daemon.connect()
        try LineTestSupport.play(Fixtures.path(fixture), on: client, daemon: daemon)
        _ = try client.request("seek 10")
        let recorder = try sink.record()
        defer { recorder.stop() }
        recorder.waitFor(count: MonitorRecorder.rate / 2)

        func heard(after request: String) throws -> Int? {
            let pressed = MonitorRecorder.now()
            let reply = try client.request(request)
            try #require(reply.isOK, "\(request): \(reply)")
            let start = try #require(recorder.sampleIndex(at: pressed))
            return recorder.secondHeard(after: start, from: 0.15, to: 0.4)
        }
        #expect(try heard(after: "chapter next") == 40, "chapter next from 10 s")
        #expect(try heard(after: "chapter next") == 80, "chapter next from 40 s")
        usleep(3_500_000)
        #expect(try heard(after: "chapter prev") == 80, "chapter prev 3.5 s into chapter 3")
        #expect(try heard(after: "chapter prev") == 40, "chapter prev at the start of chapter 3")
        #expect(try heard(after: "chapter 1") == 0, "chapter 1")
    }
}
