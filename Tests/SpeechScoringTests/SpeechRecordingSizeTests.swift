import Foundation
import Testing
@testable import SpeechScoring

/// A recording larger than ``SpeechRecording/maximumFileSize`` is refused with a clear error
/// before it is read.
struct SpeechRecordingSizeTests {
    @Test func aFileLargerThanTheLimitIsRefusedBeforeBeingRead() throws {
        let file = SpeechScoringFixtures.path("huge.wav")
        try TestWAV.data((0..<800).map { _ in [0.1] }, sampleRate: 16_000, encoding: .integer16).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        // A sparse 100 MB file: its WAV header's data chunk runs to the end.
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        let started = ContinuousClock.now
        #expect { try SpeechRecording.read(path: file) } throws: { error in
            let error = error as? SpeakingError
            return error?.kind == .unreadableFile && error?.message.contains(file) == true
                && error?.message.contains("100 MB") == true && error?.message.contains("64 MB") == true
        }
        #expect(ContinuousClock.now - started < .seconds(1))
    }
}
