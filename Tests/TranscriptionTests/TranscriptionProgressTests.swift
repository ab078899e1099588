import Testing
@testable import Transcription

struct TranscriptionProgressTests {
    @Test(arguments: [(30.0, 120.0, 0.25), (0, 120, 0), (120, 120, 1), (130, 120, 1), (-1, 120, 0), (5, 0, 0), (5, -3, 0)])
    func fraction(_ transcribed: Double, _ duration: Double, _ fraction: Double) {
        #expect(TranscriptionProgress(transcribed: transcribed, duration: duration, elapsed: 4).fraction == fraction)
    }

    @Test func remainingGoesAtThePaceSoFar() throws {
        // A quarter done in 10 s: 30 s to go.
        #expect(try #require(TranscriptionProgress(transcribed: 30, duration: 120, elapsed: 10).remaining) == 30)
        #expect(try #require(TranscriptionProgress(transcribed: 60, duration: 120, elapsed: 3).remaining) == 3)
        #expect(TranscriptionProgress(transcribed: 120, duration: 120, elapsed: 8).remaining == 0)
    }

    @Test func remainingIsUnknownBeforeThereIsAPace() {
        // At most 2 % done, half a second spent or less, or no length known.
        #expect(TranscriptionProgress(transcribed: 2, duration: 100, elapsed: 10).remaining == nil)
        #expect(TranscriptionProgress(transcribed: 50, duration: 100, elapsed: 0.5).remaining == nil)
        #expect(TranscriptionProgress(transcribed: 50, duration: 0, elapsed: 10).remaining == nil)
        #expect(TranscriptionProgress(transcribed: 2.1, duration: 100, elapsed: 0.6).remaining != nil)
    }
}
