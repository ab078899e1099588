import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// libespeak-ng through its adapter: the installed voices, names resolved, speech of a plausible
/// length and loudness.
@Suite(.tags(.realSpeech)) struct EspeakSynthesizerTests {
    let synthesizer = EspeakSynthesizer()

    @Test func listsTheVoicesOfTheThreeLanguages() throws {
        let voices = try synthesizer.voices()
        #expect(voices.count > 50)
        for language in ["en-us", "en-gb", "es", "fr-fr"] {
            #expect(voices.contains { $0.languages.first == language }, "no \(language) voice")
        }
        let american = try #require(voices.first { $0.identifier == "gmw/en-US" })
        #expect(american.languages == ["en-us", "en"])
        #expect(american.name == "English (America)")
    }

    @Test(arguments: ["en", "EN-US", "English_(America)", "english (america)", "gmw/en-US", "en+f3", "es", "fr"])
    func resolvesLanguagesNamesAndFiles(_ request: String) throws {
        let voice = try synthesizer.voice(named: request)
        #expect(voice.answers(to: request))
    }

    @Test func refusesAnUnknownVoice() {
        #expect(throws: SpeechError(.unknownVoice, "No espeak-ng voice is called \"xx-none\".")) {
            try synthesizer.voice(named: "xx-none")
        }
    }

    @Test func speaksASentenceForAboutItsLength() throws {
        let speech = try synthesizer.synthesize("Nice to meet you", voice: "en", rate: 175)
        #expect(speech.sampleRate == 22050)
        #expect((0.6...1.3).contains(speech.duration), "\(speech.duration) s")
        let peak = speech.samples.map(abs).max() ?? 0
        #expect(peak > 0.1 && peak <= 1)
    }

    @Test func aFasterRateIsShorter() throws {
        let text = "Every morning I take the train to work and read a book."
        let slow = try synthesizer.synthesize(text, voice: "en-us", rate: 120)
        let fast = try synthesizer.synthesize(text, voice: "en-us", rate: 350)
        #expect(fast.duration < slow.duration * 0.6, "\(fast.duration) s against \(slow.duration) s")
    }

    @Test func speaksSpanishAndFrench() throws {
        for (text, voice) in [("Encantado de conocerte", "es"), ("Enchanté de vous rencontrer", "fr")] {
            let speech = try synthesizer.synthesize(text, voice: voice, rate: 175)
            #expect(speech.duration > 0.5, "\(voice): \(speech.duration) s")
        }
    }

    @Test func manyThreadsAtOnceAreServedOneAfterAnother() async throws {
        let synthesizer = synthesizer
        let durations = try await withThrowingTaskGroup(of: Double.self) { group in
            for _ in 0..<8 {
                group.addTask { try synthesizer.synthesize("One two three", voice: "en", rate: 175).duration }
            }
            return try await group.reduce(into: [Double]()) { $0.append($1) }
        }
        #expect(durations.count == 8)
        // espeak-ng varies its timing a little from one run to the next.
        let shortest = durations.min() ?? 0, longest = durations.max() ?? 0
        #expect(shortest > 0.5 && longest < shortest * 1.05, "\(durations)")
    }
}
