import ListenProtocol
import Testing

/// The player screen's `m` key: which line it marks, and which lines the screen shows as marked.
@Suite struct PlayerScreenModelMarkTests {
    @Test func mMarksTheLineHeardOrBetweenLinesTheOneJustHeard() {
        var model = PlayerScreenModel(tracks: [TranscriptFixture.track], status: TranscriptFixture.status(line: 2))
        #expect(model.update(.character("m")) == .perform(.toggleMark))
        #expect(model.update(.character("M")) == .perform(.toggleMark))
        #expect(model.lineToMark?.index == 2)
        model.status = TranscriptFixture.status(line: nil)
        #expect(model.lineToMark?.index == 2, "the line just heard, as during autopause")
        model.status = TranscriptFixture.status(line: 3)
        #expect(model.lineToMark?.index == 3)
    }

    @Test func beforeAnyLineIsHeardThereIsNoLineToMark() {
        let model = PlayerScreenModel(tracks: [TranscriptFixture.track], status: TranscriptFixture.status(line: nil))
        #expect(model.lineToMark == nil)
    }

    @Test func theMarkedLinesAreThoseOfTheRecordingHeard() {
        var model = PlayerScreenModel(tracks: [TranscriptFixture.track], status: TranscriptFixture.status(line: 2))
        model.markedLines = [2]
        #expect(!model.isMarked(TranscriptFixture.lines[1]), "not before the marks of the recording are read")
        model.markedRecordingId = "cafe"
        #expect(model.isMarked(TranscriptFixture.lines[1]))
        #expect(!model.isMarked(TranscriptFixture.lines[0]))
        model.markedRecordingId = "news"
        #expect(!model.isMarked(TranscriptFixture.lines[1]), "marks read for another recording")
    }
}
