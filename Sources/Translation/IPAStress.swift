/// Puts IPA stress marks (ˈ primary, ˌ secondary) at the start of their syllable, where
/// dictionaries write them ("ˈwɪndəʊ"), rather than before the syllable's vowel, where espeak-ng
/// writes them ("wˈɪndəʊ"). The consonants before the vowel go with the stressed syllable as far
/// as they can begin a word (its onset): "ɪkspˈɛnsɪv" becomes "ɪkˈspɛnsɪv", since "sp" can
/// begin a word and "ksp" cannot.
public enum IPAStress {
    /// `ipa` with each stress mark moved to the start of its syllable.
    public static func atSyllableStarts(_ ipa: String) -> String {
        var result: [Character] = []
        for character in ipa {
            guard character == "ˈ" || character == "ˌ" else {
                result.append(character)
                continue
            }
            var start = result.endIndex
            while start > result.startIndex, isConsonantPart(result[start - 1]) { start -= 1 }
            let phonemes = self.phonemes(result[start...])
            let onset = onsetLength(phonemes)
            let moved = phonemes.suffix(onset).reduce(0) { $0 + $1.count }
            result.insert(character, at: result.endIndex - moved)
        }
        return String(result)
    }

    /// Letters that are no vowel (and no stress or length mark): consonants and their modifiers (ʰ ʲ ʷ).
    static func isConsonantPart(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, character.isLetter else { return false }
        if "ˈˌːˑ".contains(character) { return false }
        if character.unicodeScalars.contains(where: { $0.value == 0x0329 || $0.value == 0x030D }) { return false }  // syllabic
        return !vowels.contains(first)
    }

    /// A run of consonant characters as phonemes: a modifier letter (ʰ ʲ ʷ) goes with the letter
    /// before it, and tʃ, dʒ and letters tied with ͡ are one phoneme each.
    static func phonemes(_ run: ArraySlice<Character>) -> [String] {
        var phonemes: [String] = []
        for character in run {
            let isModifier = character.unicodeScalars.first?.properties.generalCategory == .modifierLetter
            if let last = phonemes.last, isModifier || last.hasSuffix("\u{0361}") || affricates.contains(last + String(character)) {
                phonemes[phonemes.count - 1] = last + String(character)
            } else {
                phonemes.append(String(character))
            }
        }
        return phonemes
    }

    /// How many of the last phonemes of `consonants` begin the next syllable: the most that can
    /// begin a word (at most three), none when not even the last can.
    static func onsetLength(_ consonants: [String]) -> Int {
        for length in stride(from: min(3, consonants.count), to: 0, by: -1) {
            let onset = consonants.suffix(length).map(base)
            if isOnset(Array(onset)) { return length }
        }
        return 0
    }

    /// A phoneme without its modifiers and tie bar, for comparing with the onset rules.
    private static func base(_ phoneme: String) -> String {
        String(phoneme.unicodeScalars.filter { $0.properties.generalCategory != .modifierLetter && $0.value != 0x0361 }
            .map(Character.init))
    }

    private static func isOnset(_ onset: [String]) -> Bool {
        switch onset.count {
        case 1: return onset[0] != "ŋ"
        case 2: return pairs.contains(onset[0] + " " + onset[1])
        case 3: return onset[0] == "s" && ["p", "t", "k"].contains(onset[1]) && (liquids + ["w", "j"]).contains(onset[2])
                && onset[1] + onset[2] != "tl"
        default: return false
        }
    }

    private static let vowels = Set("aeiouyæɑɒɐəɘɚɛɜɝɞɤɨɪɯɵɶʉʊʌʏøœɔɷᵻᵿ".unicodeScalars)
    private static let affricates: Set<String> = ["tʃ", "dʒ", "tɕ", "dʑ"]
    private static let liquids = ["ɹ", "r", "ɾ", "ʁ", "ʀ", "ɻ", "l", "ɫ", "ʎ"]

    /// Two consonants that can begin a word: a stop or fricative before r or l (not tl, dl),
    /// before w or j, s before p t k m n f, and the like.
    private static let pairs: Set<String> = {
        var pairs: Set<String> = []
        for first in ["p", "b", "t", "d", "k", "ɡ", "g", "f", "v", "θ", "ð", "β", "ɣ", "x", "ʃ", "tʃ", "dʒ"] {
            for liquid in liquids where !(["t", "d", "θ", "ð", "ʃ", "tʃ", "dʒ"].contains(first) && ["l", "ɫ", "ʎ"].contains(liquid)) {
                pairs.insert(first + " " + liquid)
            }
        }
        for first in ["p", "b", "t", "d", "k", "ɡ", "g", "f", "v", "θ", "s", "z", "ʃ", "m", "n", "l", "h", "x", "ʒ", "β", "ð", "ɣ", "ɲ", "ʁ", "ɾ", "r"] {
            pairs.insert(first + " j")
            pairs.insert(first + " w")
            pairs.insert(first + " ɥ")
        }
        for second in ["p", "t", "k", "m", "n", "f", "l", "v"] { pairs.insert("s " + second) }
        return pairs
    }()
}
