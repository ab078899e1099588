import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// An MP3 without a LAME/Info tag over HTTP opens with an estimated duration, which becomes exact
/// (and is announced) once the decoder has read it all.
@Suite(.tags(.realAudio)) struct DurationRefinementTests {
    @Test func anEstimatedDurationBecomesExactAtTheEndAndIsAnnounced() throws {
        let folder = try TemporaryFolder("refine")
        defer { folder.remove() }
        // Quiet, then loud: the first frames are small, so the first estimate is far off.
        let wav = "\(folder.path)/tone.wav", mp3 = "\(folder.path)/tone.mp3"
        #expect(try Shell.run("sox", ["-n", "-r", "44100", "-c", "1", wav, "synth", "1.5", "sine", "440", "vol", "0.001",
                                      ":", "synth", "2.5", "whitenoise"]).status == 0)
        #expect(try Shell.run("lame", ["--quiet", "-V2", "-t", wav, mp3]).status == 0)
        let local = try LibraryDecoders().open(try FileSource(path: mp3))
        let exact = local.duration
        local.close()

        let harness = try PlayerHarness()
        let server = try FaultyHTTPServer()
        let client = HTTPSourceClient(options: HTTPSourceOptions(readTimeout: 3))
        defer {
            harness.close()
            client.shutdown()
            server.shutdown()
        }
        server.serve("/tone.mp3", try .file(mp3))
        let url = server.url("/tone.mp3")
        harness.player.load(LoadRequest(item: PlayerItem(id: url, sourceName: url)) {
            (inFlight: InFlightSource) throws(AudioError) -> any AudioSource in try client.open(url, inFlight: inFlight)
        })
        #expect(harness.wait { $0.state == .playing })
        let loaded = harness.player.status()
        #expect(loaded.durationKind == .estimated)
        #expect(harness.wait(timeout: 8) { $0.state == .stopped })
        let refined = harness.events.compactMap { event -> PlayerStatus? in
            if case .trackChanged(let status) = event, status.durationKind == .exact { return status }
            return nil
        }
        print("estimated \(loaded.duration) s, exact \(exact) s, refined \(refined.map(\.duration))")
        #expect(refined.count == 1)
        #expect(abs((refined.first?.duration ?? 0) - exact) < 0.03)
        #expect(harness.player.status().durationKind == .exact)
        #expect(abs(harness.player.status().duration - exact) < 0.03)
    }
}
