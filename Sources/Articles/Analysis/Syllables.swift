/// Counts the syllables of an English word from its spelling, as readability formulas do:
/// groups of vowels (a, e, i, o, u, y), less a silent final "e" ("make"), plus one for a final
/// consonant + "le" ("table"), a final "ed" not after t or d counting for none ("played"), and
/// at least one.
public enum Syllables {
    public static func count(in word: String) -> Int {
        // The letters as lowercase scalars; ASCII words (nearly all) without building characters.
        var letters: [UInt32] = []
        letters.reserveCapacity(word.utf8.count)
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in word.utf8 {
                switch byte {
                case 0x61...0x7A: letters.append(UInt32(byte))
                case 0x41...0x5A: letters.append(UInt32(byte + 32))
                default: break
                }
            }
        } else {
            for character in word.lowercased() where character.isLetter {
                letters += character.unicodeScalars.map(\.value)
            }
        }
        guard !letters.isEmpty else { return 0 }
        func letter(_ text: Unicode.Scalar) -> UInt32 { text.value }
        let (a, e, i, o, u, y) = (letter("a"), letter("e"), letter("i"), letter("o"), letter("u"), letter("y"))
        func isPlainVowel(_ value: UInt32) -> Bool { value == a || value == e || value == i || value == o || value == u }
        func isVowel(_ index: Int) -> Bool {
            if isPlainVowel(letters[index]) { return true }
            // "y" is a vowel but at a word's start ("yes") or after a vowel ("play").
            return letters[index] == y && index > 0 && !isPlainVowel(letters[index - 1])
        }
        func isAny(_ value: UInt32, of set: String) -> Bool { set.unicodeScalars.contains { $0.value == value } }
        var groups = 0
        var previousWasVowel = false
        for index in letters.indices {
            let vowel = isVowel(index)
            if vowel, !previousWasVowel { groups += 1 }
            previousWasVowel = vowel
        }
        let count = letters.count
        if count > 2, letters[count - 1] == e, !isVowel(count - 2) {
            if letters[count - 2] == letter("l"), count > 3, !isVowel(count - 3) {
                // "table", "little": the "le" is a syllable of its own.
            } else {
                groups -= 1
            }
        }
        if count > 3, letters[count - 2] == e, letters[count - 1] == letter("d"),
           !isAny(letters[count - 3], of: "td"), !isVowel(count - 3) {
            groups -= 1
        }
        if count > 3, letters[count - 2] == e, letters[count - 1] == letter("s"),
           !isAny(letters[count - 3], of: "sxzcgh"), !isVowel(count - 3) {
            // "makes", "homes": the "e" is silent as in "make".
            if !(letters[count - 3] == letter("l") && count > 4 && !isVowel(count - 4)) { groups -= 1 }
        }
        return max(1, groups)
    }
}
