import Foundation
import Testing
import ListenEngine
import ListenProtocol
import TestSupport
@testable import ListenDaemon

/// A library entry added with `resume` plays on from where the listener stopped — after another
/// recording, after `stop` — and from the start once it was heard to the end; chapters given with
/// an entry replace the file's own.
@Suite struct ResumePointTests {
    private func add(_ harness: InProcessDaemon, title: String, file: String, resume: Bool = true, extra: String = "") throws {
        let path = try harness.recordingFile(file)
        let reply = try harness.request(#"{"cmd":"library_add","source":"\#(path)","title":"\#(title)","resume":\#(resume)\#(extra)}"#)
        _ = try reply.get()
    }

    private func play(_ harness: InProcessDaemon, _ title: String) throws {
        _ = try harness.request("play \(title)").get()
        #expect(harness.wait { harness.daemon.status().state == .playing && harness.daemon.status().track?.title == title })
    }

    private func resumeAt(_ harness: InProcessDaemon, _ title: String) throws -> Double? {
        guard case .library(let library) = try harness.request("list").get() else { return nil }
        return library.tracks.first { $0.title == title }?.resumeAt
    }

    @Test func anEpisodePlaysOnWhereItStoppedAfterAnotherRecording() throws {
        let clock = VirtualClock()
        let harness = try InProcessDaemon(seconds: 600, clock: clock)
        defer { harness.close() }
        try add(harness, title: "Show — One", file: "one.mp3")
        try add(harness, title: "Other", file: "other.mp3", resume: false)
        try play(harness, "Show — One")
        _ = try harness.request("seek 60").get()
        clock.advance(by: 1)
        try play(harness, "Other")
        #expect(try resumeAt(harness, "Show — One").map { abs($0 - 61) < 0.05 } == true)
        #expect(try resumeAt(harness, "Other") == nil, "only entries that resume say where they stopped")
        _ = try harness.request("seek 100").get()
        try play(harness, "Show — One")
        #expect(abs(harness.daemon.status().position - 61) < 0.05, "at \(harness.daemon.status().position)")
        try play(harness, "Other")
        #expect(harness.daemon.status().position < 0.05, "a recording without resume starts at the beginning")
    }

    @Test func stopKeepsThePlaceAndTheEndStartsOver() throws {
        let clock = VirtualClock()
        let harness = try InProcessDaemon(seconds: 120, clock: clock)
        defer { harness.close() }
        try add(harness, title: "Show — Two", file: "two.mp3")
        try play(harness, "Show — Two")
        _ = try harness.request("seek 90").get()
        _ = try harness.request("stop").get()
        #expect(try resumeAt(harness, "Show — Two").map { abs($0 - 90) < 0.05 } == true)
        try play(harness, "Show — Two")
        #expect(abs(harness.daemon.status().position - 90) < 0.05)
        clock.advance(by: 31)
        #expect(harness.wait { harness.daemon.status().state == .stopped })
        #expect(try resumeAt(harness, "Show — Two") == 120, "heard to the end")
        try play(harness, "Show — Two")
        #expect(harness.daemon.status().position < 0.05, "played to the end: from the start again")
    }

    @Test func theSavedStateCarriesEveryPointAndARestartKeepsThem() throws {
        let clock = VirtualClock()
        let harness = try InProcessDaemon(seconds: 600, clock: clock)
        defer { harness.close() }
        try add(harness, title: "Show — Three", file: "three.mp3")
        try add(harness, title: "Show — Four", file: "four.mp3")
        try play(harness, "Show — Three")
        _ = try harness.request("seek 42").get()
        try play(harness, "Show — Four")
        _ = try harness.request("seek 7").get()
        let saved = try #require(harness.daemon.savedState())
        let three = try #require(harness.daemon.catalog.withLock { $0.find("Show — Three") })
        let four = try #require(harness.daemon.catalog.withLock { $0.find("Show — Four") })
        #expect(saved.resumePoints?[three.id].map { abs($0.position - 42) < 0.05 } == true)
        #expect(saved.resumePoints?[four.id].map { abs($0.position - 7) < 0.05 } == true)
        #expect(saved.resumePoints?[three.id]?.duration == 600)
    }

    @Test func replacingAnEntryKeepsItsIdAndItsPlace() throws {
        let clock = VirtualClock()
        let harness = try InProcessDaemon(seconds: 600, clock: clock)
        defer { harness.close() }
        try add(harness, title: "Show — Five", file: "five-stream.mp3")
        try play(harness, "Show — Five")
        _ = try harness.request("seek 200").get()
        _ = try harness.request("stop").get()
        let before = try #require(harness.daemon.catalog.withLock { $0.find("Show — Five") })
        let refused = try harness.request(#"{"cmd":"library_add","source":"\#(try harness.recordingFile("five.mp3"))","title":"Show — Five"}"#)
        #expect((try? refused.get()) == nil, "the same title without replace is refused")
        try add(harness, title: "Show — Five", file: "five.mp3", extra: #","replace":true"#)
        let after = try #require(harness.daemon.catalog.withLock { $0.find("Show — Five") })
        #expect(after.id == before.id)
        #expect(after.location == .file("\(harness.folder.path)/five.mp3"))
        #expect(harness.daemon.catalog.withLock { $0.user.count } == 1)
        try play(harness, "Show — Five")
        #expect(abs(harness.daemon.status().position - 200) < 0.05)
    }

    @Test func chaptersGivenWithAnEntryReplaceTheFilesOwn() throws {
        let clock = VirtualClock()
        let harness = try InProcessDaemon(seconds: 300, clock: clock)
        defer { harness.close() }
        let chapters = #","chapters":[{"title":"Headlines","start":0},{"title":"Interview\u0007","start":95.5},{"title":"Past the end","start":400}]"#
        try add(harness, title: "Show — Six", file: "six.mp3", extra: chapters)
        try play(harness, "Show — Six")
        guard case .chapters(let payload) = try harness.request("chapters").get() else { Issue.record("no chapters reply"); return }
        #expect(payload.chapters.map(\.title) == ["Headlines", "Interview"], "control characters removed, past the end left out")
        #expect(payload.chapters.map(\.start) == [0, 95.5])
        #expect(payload.chapters.last?.end == 300)
        _ = try harness.request("chapter next").get()
        #expect(abs(harness.daemon.status().position - 95.5) < 0.05)
        #expect(harness.daemon.status().chapter?.title == "Interview")
    }

    @Test func chaptersMustBeTitlesAndStarts() throws {
        let harness = try InProcessDaemon()
        defer { harness.close() }
        let path = try harness.recordingFile("seven.mp3")
        let reply = try harness.request(#"{"cmd":"library_add","source":"\#(path)","title":"Seven","chapters":[{"title":"A"}]}"#)
        guard case .failure(let error) = reply else { Issue.record("accepted a chapter without a start"); return }
        #expect(error.message.contains("chapters"))
    }
}
