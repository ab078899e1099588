import Testing
@testable import ListenEngine

/// The heard clock read as track time across speeds, loop returns, gaps and pauses.
@Suite struct HeardTimelineTests {
    @Test func aRestartMapsTheClockAtTheSpeed() {
        var timeline = HeardTimeline()
        timeline.restart(at: 30, rate: 0.75)
        #expect(timeline.position(heard: 0) == 30)
        #expect(abs(timeline.position(heard: 2) - 31.5) < 1e-9)
    }

    @Test func aLoopReturnWithAGapHoldsTheStartThenRunsOn() {
        var timeline = HeardTimeline()
        timeline.restart(at: 9, rate: 1)
        // Heard up to b = 10 at clock 1, then 0.5 s of silence, then a = 8 again.
        timeline.add(output: 1, position: 8, rate: 0)
        timeline.add(output: 1.5, position: 8, rate: 1)
        #expect(abs(timeline.position(heard: 0.9) - 9.9) < 1e-9)
        #expect(timeline.position(heard: 1.2) == 8)
        #expect(abs(timeline.position(heard: 2) - 8.5) < 1e-9)
    }

    @Test func reanchoringAfterAPauseKeepsTheMarksAhead() {
        var timeline = HeardTimeline()
        timeline.restart(at: 0, rate: 2)
        timeline.add(output: 3, position: 1, rate: 2)
        timeline.reanchor(heard: 1, position: 2.01)
        #expect(abs(timeline.position(heard: 1.5) - 3.01) < 1e-9)
        #expect(timeline.position(heard: 3) == 1)
    }

    @Test func oldMarksAreDroppedBeyondTheCapacity() {
        var timeline = HeardTimeline()
        for pass in 1...(HeardTimeline.capacity * 3) {
            timeline.add(output: Double(pass), position: 5, rate: 1)
        }
        #expect(timeline.marks.count == HeardTimeline.capacity)
        #expect(timeline.position(heard: Double(HeardTimeline.capacity * 3) + 0.25) == 5.25)
    }
}
