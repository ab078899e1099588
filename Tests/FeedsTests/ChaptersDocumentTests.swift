import Foundation
import Testing
import Feeds

struct ChaptersDocumentTests {
    @Test func chaptersAreSortedWithoutTheOnesLeftOutOfTheTableOfContents() throws {
        let chapters = try ChaptersDocument.read(FeedFixtures.bytes("chapters.json"))
        #expect(chapters == [
            FeedChapter(start: 0, title: "Intro"),
            FeedChapter(start: 95.5, end: 610, title: "Der Termin"),
            FeedChapter(start: 610, title: "Chapter 3"),
            FeedChapter(start: 1150.25, end: 1180, title: "Tschüss!"),
        ])
    }

    @Test func timesWrittenAsStringsAreReadAndEndsBeforeStartsDropped() throws {
        let json = #"{"version":"1.2.0","chapters":[{"startTime":"12.5","endTime":10,"title":"B"},{"startTime":"0","title":"A"}]}"#
        #expect(try ChaptersDocument.read(Data(json.utf8)) == [FeedChapter(start: 0, title: "A"), FeedChapter(start: 12.5, title: "B")])
    }

    @Test(arguments: [
        ("<html>not json</html>", "it is not JSON"),
        (#"{"version":"1.2.0"}"#, #"it has no "chapters" list"#),
        (#"{"chapters":[{"title":"Intro"}]}"#, #"chapter 1 has no "startTime""#),
        (#"{"chapters":[{"startTime":0},{"startTime":"soon"}]}"#, #"chapter 2's "startTime" is not what a chapters file holds there"#),
        (#"{"chapters":[{"startTime":-5,"title":"Before"}]}"#, "chapter 1 starts at -5.0 seconds"),
        ("[1, 2]", "it is not a JSON object"),
    ])
    func malformedFilesAreClearErrors(json: String, problem: String) {
        #expect(throws: ChaptersDocumentError(problem: problem)) { try ChaptersDocument.read(Data(json.utf8)) }
        #expect(ChaptersDocumentError(problem: problem).description == "The chapters file could not be read: \(problem).")
    }
}
