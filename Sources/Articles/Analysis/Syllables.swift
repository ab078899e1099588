/// Counts the syllables of an English word from its spelling, as readability formulas do:
/// groups of vowels (a, e, i, o, u, y), less a silent final "e" ("make"), plus one for a final
/// consonant + "le" ("table"), a final "ed" not after t or d counting for none ("played"), and
/// at least one.
public enum Syllables {
    public static func count(in word: String) -> Int {
        let letters = Array(word.lowercased().filter(\.isLetter))
        guard !letters.isEmpty else { return 0 }
        func isVowel(_ index: Int) -> Bool {
            let letter = letters[index]
            if "aeiou".contains(letter) { return true }
            // "y" is a vowel but at a word's start ("yes") or after a vowel ("play").
            return letter == "y" && index > 0 && !"aeiou".contains(letters[index - 1])
        }
        var groups = 0
        var previousWasVowel = false
        for index in letters.indices {
            let vowel = isVowel(index)
            if vowel, !previousWasVowel { groups += 1 }
            previousWasVowel = vowel
        }
        let count = letters.count
        if count > 2, letters[count - 1] == "e", !isVowel(count - 2) {
            if letters[count - 2] == "l", count > 3, !isVowel(count - 3) {
                // "table", "little": the "le" is a syllable of its own.
            } else {
                groups -= 1
            }
        }
        if count > 3, letters[count - 2] == "e", letters[count - 1] == "d",
           !"td".contains(letters[count - 3]), !isVowel(count - 3) {
            groups -= 1
        }
        if count > 3, letters[count - 2] == "e", letters[count - 1] == "s",
           !"sxzcgh".contains(letters[count - 3]), !isVowel(count - 3) {
            // "makes", "homes": the "e" is silent as in "make".
            if !(letters[count - 3] == "l" && count > 4 && !isVowel(count - 4)) { groups -= 1 }
        }
        return max(1, groups)
    }
}
