import Foundation
import Testing
import TestSupport
@testable import ListenEngine

/// A loop's return is announced (`PlayerEvent.looped`) when it is heard, through the private
/// PulseAudio with its quarter-second buffer, not when the decoder goes back.
@Suite(.tags(.realAudio)) struct LoopReturnWatchTests {
    /// Polls until `condition` holds; the moment it first did, or nil after `timeout` seconds.
    private func moment(timeout: Double = 10, _ condition: () -> Bool) -> Date? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return Date() }
            usleep(2_000)
        }
        return nil
    }

    private func loopedEvents(_ h: PlayerHarness) -> [PlayerStatus] {
        h.events.compactMap { if case .looped(let s) = $0 { s } else { nil } }
    }

    @Test func theReturnIsAnnouncedAsItIsHeard() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load("marks.wav", startAt: 9)
        _ = try #require(moment { h.player.status().position >= 9.05 }, "the recording is heard")
        let set = try h.player.setLoop(PlaybackLoop(a: 10, b: 11))
        #expect(set.position == 10)
        #expect(h.events.contains { if case .seeked(let s) = $0 { s.position == 10 } else { false } }, "moving to the loop's start is a seek")
        // Once the start is heard (the clock runs again after the flush), a pass lasts a second.
        let heardStart = try #require(moment { h.player.status().position >= 10.1 })
        let announced = try #require(moment { !loopedEvents(h).isEmpty })
        let status = try #require(loopedEvents(h).first)
        #expect((10...10.06).contains(status.position), "announced at \(status.position) s")
        // Announced at decode time, it would come a quarter second early.
        let wait = announced.timeIntervalSince(heardStart)
        #expect((0.82...1.15).contains(wait), "announced \(wait) s after 10.1 s was heard (0.9 expected)")
    }

    @Test func aGapIsAnnouncedAsItStartsAndAsItEnds() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load("marks.wav", startAt: 19)
        _ = try #require(moment { h.player.status().position >= 19.05 }, "the recording is heard")
        _ = try h.player.setLoop(PlaybackLoop(a: 20, b: 21, gap: 0.5))
        let first = try #require(moment { loopedEvents(h).count >= 1 })
        let second = try #require(moment { loopedEvents(h).count >= 2 })
        #expect((0.4...0.75).contains(second.timeIntervalSince(first)), "gap announced \(second.timeIntervalSince(first)) s apart")
        for status in loopedEvents(h).prefix(2) {
            #expect((20...20.06).contains(status.position), "announced at \(status.position) s")
        }
    }

    @Test func aSeekBeforeTheReturnIsHeardCancelsIt() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load("marks.wav", startAt: 30)
        _ = try #require(moment { h.player.status().position >= 30.05 }, "the recording is heard")
        // The decoder is a quarter second ahead: it goes back at once, and the return would be heard
        // about 0.2 s from now; the seek out of the loop comes first.
        _ = try h.player.setLoop(PlaybackLoop(a: 30, b: 30.3))
        usleep(50_000)
        try h.player.seek(to: 50)
        _ = try #require(moment { h.player.status().position >= 50.5 }, "playback goes on from 50 s")
        #expect(loopedEvents(h).isEmpty, "\(loopedEvents(h).map(\.position))")
    }
}
