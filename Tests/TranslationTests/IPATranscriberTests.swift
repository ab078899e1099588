import Testing
@testable import Translation

/// espeak-ng's IPA output (Debian's espeak-ng package).
struct IPATranscriberTests {
    @Test func wordsAreTranscribedInTheirLanguage() {
        let transcriber = IPATranscriber()
        #expect(transcriber.transcription(of: "casa", in: .spanish) == "/kˈasa/")
        #expect(transcriber.transcription(of: "house", in: .english) == "/hˈaʊs/")
        #expect(transcriber.transcription(of: "perro grande", in: .spanish) == "/pˈero ɣɾˈande/")
    }

    @Test func withoutEspeakThereIsNoTranscription() {
        var transcriber = IPATranscriber()
        transcriber.program = "/nonexistent/espeak-ng"
        #expect(transcriber.transcription(of: "casa", in: .spanish) == nil)
    }
}
