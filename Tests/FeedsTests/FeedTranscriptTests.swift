import Testing
import Feeds

struct FeedTranscriptTests {
    @Test(arguments: [
        ("text/vtt", FeedTranscript.Kind.webVTT), ("text/VTT; charset=UTF-8", .webVTT),
        ("application/x-subrip", .subRip), ("application/srt", .subRip), ("text/srt", .subRip), ("application/x-srt", .subRip),
        ("application/json", .json), ("text/html", .html), ("text/plain", .plainText),
    ])
    func theMIMETypeTellsTheKind(type: String, kind: FeedTranscript.Kind) {
        #expect(FeedTranscript(url: "https://t.example/transcript", type: type).kind == kind)
    }

    @Test(arguments: [
        ("https://t.example/e1.vtt", FeedTranscript.Kind.webVTT), ("https://t.example/e1.SRT?token=abc", .subRip),
        ("https://t.example/e1.json#t=0", .json), ("https://t.example/e1.htm", .html), ("https://t.example/e1.txt", .plainText),
        ("https://t.example/e1.pdf", .unknown), ("https://t.example/transcripts/", .unknown), ("https://t.example/e1", .unknown),
    ])
    func withoutAKnownTypeTheExtensionTellsTheKind(url: String, kind: FeedTranscript.Kind) {
        #expect(FeedTranscript(url: url, type: "application/octet-stream").kind == kind)
        #expect(FeedTranscript(url: url).kind == kind)
    }

    @Test func onlyCaptionFormatsAreTimed() {
        #expect(FeedTranscript.Kind.allCases.filter(\.isTimed) == [.webVTT, .subRip, .json])
        #expect(FeedTranscript(url: "https://t.example/a.srt").isTimed)
        #expect(!FeedTranscript(url: "https://t.example/a.txt").isTimed)
    }

    @Test func timedKindsComeFirstInTheirOrder() {
        let plain = FeedTranscript(url: "https://t.example/a.txt")
        let html = FeedTranscript(url: "https://t.example/a.html")
        let json = FeedTranscript(url: "https://t.example/a.json")
        let srt = FeedTranscript(url: "https://t.example/a.srt")
        let vtt = FeedTranscript(url: "https://t.example/a.vtt")
        var offered = [plain, html, json, srt, vtt]
        var chosen: [FeedTranscript] = []
        while let best = FeedTranscript.preferred(offered, language: nil) {
            chosen.append(best)
            offered.removeAll { $0 == best }
        }
        #expect(chosen == [vtt, srt, json, html, plain])
    }

    @Test func amongEqualKindsTheLearnersLanguageWinsThenNoLanguage() {
        let english = FeedTranscript(url: "https://t.example/en.vtt", language: "en")
        let unmarked = FeedTranscript(url: "https://t.example/x.vtt")
        let spanish = FeedTranscript(url: "https://t.example/es.vtt", language: "ES-mx")
        #expect(FeedTranscript.preferred([english, unmarked, spanish], language: "es-ES") == spanish)
        #expect(FeedTranscript.preferred([english, unmarked], language: "es") == unmarked)
        #expect(FeedTranscript.preferred([english], language: "es") == english)
        #expect(FeedTranscript.preferred([english, spanish], language: nil) == english, "without a language the first")
    }

    @Test func theKindWeighsMoreThanTheLanguage() {
        let spanishText = FeedTranscript(url: "https://t.example/es.txt", language: "es")
        let englishCaptions = FeedTranscript(url: "https://t.example/en.vtt", language: "en")
        #expect(FeedTranscript.preferred([spanishText, englishCaptions], language: "es") == englishCaptions)
    }

    @Test func captionsWinATie() {
        let transcript = FeedTranscript(url: "https://t.example/a.vtt", language: "fr")
        let captions = FeedTranscript(url: "https://t.example/b.vtt", language: "fr", rel: "captions")
        #expect(FeedTranscript.preferred([transcript, captions], language: "fr") == captions)
    }

    @Test func unknownKindsAreNeverChosen() {
        #expect(FeedTranscript.preferred([FeedTranscript(url: "https://t.example/a.pdf", type: "application/pdf")], language: nil) == nil)
        #expect(FeedTranscript.preferred([], language: "en") == nil)
    }
}
