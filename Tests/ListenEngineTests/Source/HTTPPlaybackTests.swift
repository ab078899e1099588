import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// Playback of files served over loopback HTTP, checked against what the sink's monitor records.
@Suite(.tags(.realAudio)) struct HTTPPlaybackTests {
    /// A player harness with a server and a client of its own.
    final class Setup {
        let harness: PlayerHarness
        let server: FaultyHTTPServer
        let client: HTTPSourceClient

        init(options: HTTPSourceOptions = HTTPSourceOptions(readTimeout: 3)) throws {
            harness = try PlayerHarness()
            server = try FaultyHTTPServer()
            client = HTTPSourceClient(options: options)
        }

        func serve(_ fixture: String, change: (inout FaultyHTTPServer.Route) -> Void = { _ in }) throws -> String {
            var route = try FaultyHTTPServer.Route.file(Fixtures.path(fixture))
            change(&route)
            server.serve("/\(fixture)", route)
            return server.url("/\(fixture)")
        }

        func load(_ url: String, startAt: Double = 0) {
            let client = client
            harness.player.load(LoadRequest(item: PlayerItem(id: url, sourceName: url), startAt: startAt) {
                () throws(AudioError) -> any AudioSource in try client.open(url)
            })
        }

        func close() {
            harness.close()
            client.shutdown()
            server.shutdown()
        }
    }

    @Test(arguments: ["marks-vbr.mp3", "marks.ogg"])
    func seeksAreHeardAtTheExactSecond(_ name: String) throws {
        // A read-ahead smaller than the file, so that seeks need range requests.
        let s = try Setup(options: HTTPSourceOptions(readTimeout: 3, readAhead: 256 << 10, keepBehind: 64 << 10))
        defer { s.close() }
        let h = s.harness
        s.load(try s.serve(name))
        #expect(h.wait { $0.state == .playing && $0.position > 0.2 })
        #expect(abs(h.player.status().duration - 120) < 0.05)
        let recorder = try h.sink.record()
        defer { recorder.stop() }
        recorder.waitFor(count: 4410)
        for target in [20, 110, 50, 80, 5] {
            let mark = recorder.count
            let landed = try h.player.seek(to: Double(target))
            #expect(landed == Double(target))
            #expect(recorder.secondHeard(after: mark) == target, "\(name): seek to \(target)")
        }
        for (base, offset) in [(40.0, 10.0), (70.0, -10.0)] {
            try h.player.seek(to: base)
            usleep(100_000)
            let mark = recorder.count
            let landed = try h.player.seek(by: offset)
            let expected = Int(landed)
            #expect(recorder.secondHeard(after: mark, from: 0.12, to: 0.3) == expected, "\(name): seek by \(offset) to \(landed)")
        }
        #expect(s.server.received.count > 2, "seeks should have issued range requests")
    }

    /// An M4A whose index (`moov`) is at its end, as FFmpeg writes it by default: FFmpeg reads it
    /// through our source, with range requests when the server takes them and from the download
    /// when it does not.
    @Test(arguments: [true, false])
    func anM4AOverHTTPPlaysAndSeeksExactly(_ ranges: Bool) throws {
        let s = try Setup(options: HTTPSourceOptions(readTimeout: 3, readAhead: 256 << 10, keepBehind: 64 << 10))
        defer { s.close() }
        let h = s.harness
        s.load(try s.serve("marks-aac.m4a") { $0.supportsRanges = ranges })
        #expect(h.wait(timeout: 10) { $0.state == .playing && $0.position > 0.2 })
        let status = h.player.status()
        #expect(abs(status.duration - 120) < 0.005, "\(status.duration)")
        #expect(status.media.container == "M4A" && status.media.codec == "AAC")
        let recorder = try h.sink.record()
        defer { recorder.stop() }
        recorder.waitFor(count: 4410)
        for target in [20, 110, 50, 5] {
            let mark = recorder.count
            let landed = try h.player.seek(to: Double(target))
            #expect(landed == Double(target))
            #expect(recorder.secondHeard(after: mark) == target, "ranges \(ranges): seek to \(target)")
        }
        let rangeRequests = s.server.received.filter { $0.range != nil }.count
        if ranges { #expect(rangeRequests > 0, "\(s.server.received)") }
    }

    @Test func aConnectionDroppedMidStreamIsNotHeard() throws {
        let s = try Setup(options: HTTPSourceOptions(readTimeout: 3, readAhead: 512 << 10))
        defer { s.close() }
        let h = s.harness
        // marks.wav: 16-bit mono at 44.1 kHz after a 44-byte header; drop inside second 31.
        let dropAt: Int64 = 44 + 88_200 * 31 + 40_000
        let url = try s.serve("marks.wav") {
            $0.dropAt = dropAt
            $0.dropOnlyFrom = 44 + 88_200 * 30
        }
        let recorder = try h.sink.record()
        defer { recorder.stop() }
        s.load(url, startAt: 30)
        #expect(h.wait { $0.state == .playing })
        #expect(h.wait(timeout: 6) { $0.position > 33.6 })
        let audio = recorder.samples
        let starts = ToneAnalysis.secondStarts(in: audio)
        var heard = [Int]()
        for start in starts where start + 12_000 <= audio.count {
            if let second = ToneAnalysis.second(of: audio[(start + 2000)..<(start + 12_000)]) { heard.append(second) }
        }
        #expect(heard.starts(with: [31, 32, 33]) || heard.starts(with: [30, 31, 32, 33]), "heard \(heard)")
        let gaps = zip(starts, starts.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { abs($0 - 44_100) < 200 }, "second lengths \(gaps)")
        #expect(s.server.received.contains { $0.range == "bytes=\(dropAt)-" }, "\(s.server.received)")
        #expect(h.player.status().error == nil)
    }

    @Test func aStalledServerIsAnErrorNamingTheURL() throws {
        let s = try Setup(options: HTTPSourceOptions(readTimeout: 1))
        defer { s.close() }
        let h = s.harness
        let url = try s.serve("marks.wav") { $0.stallAt = 30_000 }
        let started = Date()
        s.load(url)
        #expect(h.wait(timeout: 5) { $0.state == .error })
        let waited = Date().timeIntervalSince(started)
        #expect(waited < 2.5, "error after \(waited) s")
        #expect(h.player.status().error?.contains(url) == true, "\(h.player.status().error ?? "no error")")
    }

    @Test func aMissingURLIsAnErrorAndTheNextOnePlays() throws {
        let s = try Setup()
        defer { s.close() }
        let h = s.harness
        s.load(s.server.url("/nothing.mp3"))
        #expect(h.wait { $0.state == .error })
        #expect(h.player.status().error?.contains("404") == true)
        s.load(try s.serve("marks-cbr.mp3"), startAt: 10)
        #expect(h.wait { $0.state == .playing && $0.position > 10.3 })
    }

    @Test func audioStartsLongBeforeAThrottledDownloadCouldFinish() throws {
        let s = try Setup()
        defer { s.close() }
        let h = s.harness
        let rate = 128 * 1024
        let url = try s.serve("marks.wav") { $0.bytesPerSecond = rate }
        let fullDownload = Double(10_584_044) / Double(rate)
        let recorder = try h.sink.record()
        defer { recorder.stop() }
        let started = Date()
        s.load(url)
        // The first second boundary of the marks file is heard 1 s into the audio.
        var boundaryHeard: Double?
        while Date().timeIntervalSince(started) < 10, boundaryHeard == nil {
            if !ToneAnalysis.secondStarts(in: recorder.samples).isEmpty { boundaryHeard = Date().timeIntervalSince(started) }
            usleep(20_000)
        }
        let heardAfter = try #require(boundaryHeard) - 1
        print("HTTPPlaybackTests: first audio heard \(heardAfter) s after load at \(rate / 1024) KiB/s; the full download takes \(fullDownload) s")
        #expect(heardAfter < 5, "first audio after \(heardAfter) s")
        #expect(fullDownload > 60)
    }

    @Test(arguments: ["marks-vbr.mp3", "marks-cbr.mp3"])
    func anMP3WithATagStartsBeforeItIsDownloaded(_ name: String) throws {
        let s = try Setup()
        defer { s.close() }
        let h = s.harness
        let size = try FileManager.default.attributesOfItem(atPath: Fixtures.path(name))[.size] as? Int ?? 0
        let rate = size / 30
        let url = try s.serve(name) { $0.bytesPerSecond = rate }
        let started = Date()
        s.load(url)
        #expect(h.wait(timeout: 10) { $0.state == .playing && $0.position > 0.5 })
        let playingAfter = Date().timeIntervalSince(started)
        #expect(playingAfter < 8, "\(name) played after \(playingAfter) s; the download takes 30 s")
        #expect(abs(h.player.status().duration - 120) < 0.05, "the tag's length is exact")
    }
}
