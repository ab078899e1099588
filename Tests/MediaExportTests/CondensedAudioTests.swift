import Foundation
import Testing
import TestSupport
@testable import MediaExport

/// Condensed audio from the marks fixture: the lines joined without what is between them, as
/// long as the sum of the (joined) lines within 50 ms, in the recording's order.
@Suite struct CondensedAudioTests {
    static let cues = [
        ClipRange(start: 1, end: 2), ClipRange(start: 1.5, end: 3), // overlapping: one span 1–3
        ClipRange(start: 10, end: 11.5), ClipRange(start: 11.5, end: 12), // touching: one span 10–12
        ClipRange(start: 40, end: 41.25),
        ClipRange(start: 20, end: 21), // out of order
    ]

    @Test func overlappingAndTouchingLinesAreJoinedOnce() {
        let spans = CondensedAudio().joinedSpans(of: Self.cues, duration: 120)
        #expect(spans == [ClipRange(start: 1, end: 3), ClipRange(start: 10, end: 12), ClipRange(start: 20, end: 21), ClipRange(start: 40, end: 41.25)])
        let padded = CondensedAudio(padding: 0.5).joinedSpans(of: [ClipRange(start: 0.2, end: 1), ClipRange(start: 1.8, end: 3)], duration: 120)
        #expect(padded == [ClipRange(start: 0, end: 3.5)])
    }

    @Test(arguments: ["marks.wav", "marks-vbr.mp3", "marks.ogg"], [0.0, 0.25])
    func itsLengthIsTheSumOfTheLines(_ source: String, _ padding: Double) throws {
        let folder = try TemporaryFolder("condensed")
        defer { folder.remove() }
        let condensed = CondensedAudio(padding: padding)
        let written = try condensed.write(Self.cues, from: Fixtures.path(source), to: "\(folder.path)/all.mp3")
        let spans = condensed.joinedSpans(of: Self.cues, duration: 120)
        let expected = spans.map(\.length).reduce(0, +)
        let heard = try DecodedFile(written.path)
        #expect(abs(heard.duration - expected) < 0.050, "\(source) pad \(padding): \(heard.duration) s, not \(expected)")
        #expect(written.ranges == spans)
        // In order: each span's first sound is its second.
        var offset = 0.0
        for span in spans {
            #expect(heard.second(at: offset + padding + 0.4) == Int(span.start + padding + 0.4), "\(source): the span \(span) at \(offset) s")
            offset += span.length
        }
    }

    @Test func noLinesIsAnError() throws {
        #expect(throws: MediaExportError.noLines) {
            try CondensedAudio().write([], from: Fixtures.path("marks.wav"), to: "/tmp/never.mp3")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.mp3"))
    }
}
