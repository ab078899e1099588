import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// A sound server that stops answering (SIGSTOP) never blocks `status`: the output gives the
/// server up after its timeout, the player reconnects, and playback comes back after SIGCONT.
@Suite(.tags(.realAudio)) struct HungServerTests {
    @Test func aStoppedServerNeverBlocksStatusAndPlaybackComesBack() throws {
        let pulse = try PrivatePulseAudio.dedicated()
        defer { pulse.kill() }
        let output = try PulseOutput(server: pulse.server, serverTimeout: 1)
        let player = Player(output: output, decoders: LibraryDecoders(), stretchers: SonicStretchers())
        defer { player.shutdown() }
        // Runs first of the cleanups, so nothing is left waiting on a stopped server.
        defer { pulse.resume() }
        let path = Fixtures.path("marks.wav")
        player.load(LoadRequest(item: PlayerItem(id: "marks", sourceName: path), startAt: 10) {
            () throws(AudioError) -> any AudioSource in try FileSource(path: path)
        })
        #expect(waitFor(player, timeout: 5) { $0.state == .playing && $0.position > 10.3 })

        pulse.suspend()
        var latencies = StatusLatencies()
        latencies.poll(player, for: 0.4)
        let seekDone = DispatchSemaphore(value: 0)
        Thread { _ = try? player.seek(to: 60); seekDone.signal() }.start()
        let errors = latencies.poll(player, for: 1.6)
        #expect(seekDone.wait(timeout: .now() + 0.1) == .success, "seek did not return")
        #expect(latencies.worst < 0.1, "status took \(latencies.worst) s with the server stopped")
        #expect(errors.contains { $0.contains("PulseAudio") }, "the stopped server was never noticed: \(errors)")

        pulse.resume()
        let resumed = Date()
        #expect(waitFor(player, timeout: 6) { $0.state == .playing && $0.error == nil && $0.position > 60.3 },
                "\(player.status())")
        print("HungServerTests: worst status \(Int(latencies.worst * 1000)) ms while stopped; playing again \(Int(Date().timeIntervalSince(resumed) * 1000)) ms after SIGCONT")
    }

    private func waitFor(_ player: Player, timeout: Double, until condition: (PlayerStatus) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(player.status()) { return true }
            usleep(10_000)
        }
        return condition(player.status())
    }
}
