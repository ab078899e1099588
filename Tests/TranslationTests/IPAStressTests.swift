import Testing
@testable import Translation

/// Stress marks moved from before the vowel (espeak-ng) to the syllable's start (dictionaries).
struct IPAStressTests {
    @Test(arguments: [
        ("wˈɪndəʊ", "ˈwɪndəʊ"),
        ("ɪkspˈɛnsɪv", "ɪkˈspɛnsɪv"),
        ("ɛkspˈɛnsɪv", "ɛkˈspɛnsɪv"),
        ("hˈaʊs", "ˈhaʊs"),
        ("kˈasa", "ˈkasa"),
        ("pˈero ɣɾˈande", "ˈpero ˈɣɾande"),
        ("ɪntəɹnˈæʃənəl", "ɪntəɹˈnæʃənəl"),
        ("kˌɒnstɪtjˈuːʃən", "ˌkɒnstɪˈtjuːʃən"),
        ("ˈaʊtsaɪd", "ˈaʊtsaɪd"),
        ("aʊtsˈaɪd", "aʊtˈsaɪd"),
        ("ɛkstɹˈiːm", "ɛkˈstɹiːm"),
        ("sˈɪŋɪŋ", "ˈsɪŋɪŋ"),
        ("mɛzˈɔ̃", "mɛˈzɔ̃"),
        ("tˈiːtʃə", "ˈtiːtʃə"),
        ("ɪmpˈɔːtənt", "ɪmˈpɔːtənt"),
        ("windou", "windou"),
    ])
    func marksGoToTheSyllablesStart(espeak: String, dictionary: String) {
        #expect(IPAStress.atSyllableStarts(espeak) == dictionary)
    }

    @Test func aConsonantThatBeginsNoWordStaysBehind() {
        #expect(IPAStress.atSyllableStarts("sɪŋˈɪŋ") == "sɪŋˈɪŋ")
        #expect(IPAStress.atSyllableStarts("ætlˈæntɪk") == "ætˈlæntɪk")
    }
}
