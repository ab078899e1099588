import Dispatch
import Glibc
import Synchronization
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// The speaker on the null output (a real-time clock): events in order, replacing and stopping.
@Suite(.tags(.realSpeech)) struct SpeakerTests {
    /// Collects a speaker's events and waits for them.
    final class Events: Sendable {
        private let list = Mutex<[SpeakerEvent]>([])

        func append(_ event: SpeakerEvent) { list.withLock { $0.append(event) } }
        var all: [SpeakerEvent] { list.withLock { $0 } }

        /// Waits until `count` events came (at most `timeout` seconds).
        func wait(for count: Int, timeout: Double = 10) -> [SpeakerEvent] {
            let deadline = DispatchTime.now() + timeout
            while all.count < count, DispatchTime.now() < deadline { usleep(2_000) }
            return all
        }
    }

    private func speaker() -> (Speaker, Events) {
        let events = Events()
        let speaker = Speaker(synthesizer: EspeakSynthesizer(), output: NullOutput()) { events.append($0) }
        return (speaker, events)
    }

    @Test func speaksToTheEndInRealTime() throws {
        let (speaker, events) = speaker()
        defer { speaker.shutdown() }
        let start = DispatchTime.now()
        let utterance = speaker.say("Nice to meet you", voice: "en", rate: 175)
        let seen = events.wait(for: 2)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        #expect(utterance.number == 1)
        guard seen.count == 2, case .started(let started, let duration) = seen[0] else {
            Issue.record("events: \(seen)"); return
        }
        #expect(started == utterance)
        #expect(seen[1] == .ended(utterance, .finished, error: nil))
        #expect(elapsed >= duration * 0.9 && elapsed < duration + 1.5, "\(elapsed) s for \(duration) s of speech")
    }

    @Test func aNewSayReplacesTheOneInProgress() {
        let (speaker, events) = speaker()
        defer { speaker.shutdown() }
        let first = speaker.say("This is a long sentence that will not be heard to its end.", voice: "en", rate: 175)
        _ = events.wait(for: 1)
        let second = speaker.say("Short.", voice: "en", rate: 175)
        let seen = events.wait(for: 4)
        #expect(seen.count == 4)
        guard seen.count == 4 else { return }
        #expect(seen[1] == .ended(first, .replaced, error: nil))
        if case .started(let u, _) = seen[2] { #expect(u == second) } else { Issue.record("\(seen[2])") }
        #expect(seen[3] == .ended(second, .finished, error: nil))
        #expect(second.number == 2)
    }

    @Test func stopEndsSpeakingAtOnce() {
        let (speaker, events) = speaker()
        defer { speaker.shutdown() }
        let utterance = speaker.say("This is a long sentence that will be stopped before its end.", voice: "en", rate: 175)
        _ = events.wait(for: 1)
        let start = DispatchTime.now()
        speaker.stop()
        let seen = events.wait(for: 2)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        #expect(seen.last == .ended(utterance, .stopped, error: nil))
        #expect(elapsed < 0.5, "\(elapsed) s")
    }

    @Test func aVoiceEspeakCannotLoadFails() {
        let (speaker, events) = speaker()
        defer { speaker.shutdown() }
        let utterance = speaker.say("Hello", voice: "no-such-voice", rate: 175)
        let seen = events.wait(for: 1)
        #expect(seen == [.ended(utterance, .failed, error: "espeak-ng cannot load the voice \"no-such-voice\".")])
        // The speaker goes on.
        let next = speaker.say("Hello", voice: "en", rate: 175)
        #expect(events.wait(for: 3).last == .ended(next, .finished, error: nil))
    }
}
