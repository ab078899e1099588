import Testing
@testable import Translation

/// espeak-ng's IPA output (Debian's espeak-ng package), stress marks at the syllables' starts.
struct IPATranscriberTests {
    @Test func wordsAreTranscribedInTheirLanguage() {
        let transcriber = IPATranscriber()
        #expect(transcriber.transcription(of: "casa", in: .spanish) == "/ˈkasa/")
        #expect(transcriber.transcription(of: "house", in: .english) == "/ˈhaʊs/")
        #expect(transcriber.transcription(of: "perro grande", in: .spanish) == "/ˈpero ˈɣɾande/")
    }

    @Test func withoutEspeakThereIsNoTranscription() {
        var transcriber = IPATranscriber()
        transcriber.program = "/nonexistent/espeak-ng"
        #expect(transcriber.transcription(of: "casa", in: .spanish) == nil)
    }
}
