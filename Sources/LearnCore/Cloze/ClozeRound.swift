/// One go at a group: its sentences as blanks, the shuffled bank of their words, and which word
/// of the bank is in which blank so far.
///
/// A word of the bank is in at most one blank and a blank holds at most one word; bank words
/// are told apart by their place in the bank, so a group may hold the same word twice.
public struct ClozeRound: Sendable, Equatable {
    /// The entries whose sentences are the blanks, in order.
    public let entries: [ClozeEntry]
    /// The words to place, shuffled.
    public let bank: [String]
    /// Whether this round retries only the sentences that were wrong.
    public let onlyIncorrect: Bool
    /// For each blank, the index in ``bank`` of the word placed in it.
    public private(set) var placements: [Int?]

    init(entries: [ClozeEntry], bank: [String], onlyIncorrect: Bool) {
        self.entries = entries
        self.bank = bank
        self.onlyIncorrect = onlyIncorrect
        placements = Array(repeating: nil, count: entries.count)
    }

    /// The words of `entries` in a random order that is not theirs (when they are not all the same word).
    static func shuffledBank(of entries: [ClozeEntry], using generator: inout some RandomNumberGenerator) -> [String] {
        let words = entries.map(\.word)
        var bank = words.shuffled(using: &generator)
        if bank == words && Set(words).count > 1 {
            bank.append(bank.removeFirst())
        }
        return bank
    }

    /// The blank the bank word at `word` is in, if it is placed.
    public func blank(holding word: Int) -> Int? {
        placements.firstIndex(of: word)
    }

    /// The word placed in blank `blank`, if any.
    public func word(in blank: Int) -> String? {
        placements[blank].map { bank[$0] }
    }

    /// How many blanks hold no word.
    public var emptyBlanks: Int {
        placements.filter { $0 == nil }.count
    }

    /// Puts the bank word at `word` into `blank`: out of the blank it was in, and the word that
    /// was in `blank` back into the bank.
    mutating func place(_ word: Int, in blank: Int) throws(ClozePracticeError) {
        guard bank.indices.contains(word) else { throw .noSuchWord(word) }
        guard placements.indices.contains(blank) else { throw .noSuchBlank(blank) }
        if let previous = self.blank(holding: word) { placements[previous] = nil }
        placements[blank] = word
    }

    /// Takes the word in `blank` back into the bank.
    mutating func takeBack(_ blank: Int) throws(ClozePracticeError) {
        guard placements.indices.contains(blank) else { throw .noSuchBlank(blank) }
        placements[blank] = nil
    }

    /// Fills every blank at once with `words`, one for each blank in order, each taken from the
    /// bank (a word the bank holds twice may be given twice).
    mutating func fill(_ words: [String]) throws(ClozePracticeError) {
        guard words.count == entries.count else { throw .answerCount(expected: entries.count, given: words.count) }
        var free = Set(bank.indices)
        var chosen: [Int?] = []
        for word in words {
            let trimmed = ClozeText.trim(word)
            let match = bank.indices.first { free.contains($0) && bank[$0] == trimmed }
                ?? bank.indices.first { free.contains($0) && ClozeText.key(bank[$0]) == ClozeText.key(trimmed) }
            guard let match else {
                throw bank.contains(where: { ClozeText.key($0) == ClozeText.key(trimmed) })
                    ? .usedUp(trimmed) : .notInBank(trimmed)
            }
            free.remove(match)
            chosen.append(match)
        }
        placements = chosen
    }
}
