/// A practice of one list: its entries, in the list's order, in groups of the chosen size (the
/// last group holds the rest); each group's sentences are filled in from a shuffled bank of
/// their words and submitted, and the result leads on to a retry, the next group or the end.
///
/// With mistakes the result offers Retry all and Retry incorrect only, and the practice moves
/// on only once a round of the group is all right: then Retry (the whole group), and Next
/// group or, after the last group, Return to lists. Every submitted answer is saved at once in
/// the entry's counts (an error for a wrong word), so quitting loses nothing.
public struct ClozePractice: Sendable {
    public let collection: ClozeCollection
    public let list: ClozeList
    public let groupSize: ClozeGroupSize
    /// The entries in groups, in the list's order.
    public private(set) var groups: [[ClozeEntry]]
    /// The group being practised (0 is the first).
    public private(set) var groupIndex = 0
    /// The round being filled in, or whose result is shown.
    public private(set) var round: ClozeRound
    /// The result of the round, once submitted; nil while it is being filled in.
    public private(set) var result: ClozeGroupResult?
    /// Whether the learner returned to the lists after the last group.
    public private(set) var isFinished = false

    /// Answers submitted in the whole practice, right and wrong.
    public private(set) var rightAnswers = 0
    public private(set) var wrongAnswers = 0
    /// Rounds submitted.
    public private(set) var submissions = 0
    /// The groups with a round that was all right.
    public private(set) var completedGroups: Set<Int> = []
    /// Wrong answers per entry ID in this practice.
    public private(set) var mistakesByEntry: [Int64: Int] = [:]

    private var generator: SeededGenerator

    /// A practice of the list called `listName` (the default list when nil) in groups of
    /// `groupSize`; `seed` shuffles the banks and a random order. Throws when the list has no entries.
    public init(collection: ClozeCollection, listName: String?, groupSize: ClozeGroupSize, seed: UInt64) throws {
        let list = try collection.list(named: listName)
        let entries = try collection.entries(in: list, seed: seed)
        guard !entries.isEmpty else { throw ClozeError.nothingToPractise(list: list.name) }
        self.collection = collection
        self.list = list
        self.groupSize = groupSize
        groups = Self.groups(of: entries, size: groupSize.rawValue)
        var generator = SeededGenerator(seed: seed ^ 0x636c_6f7a_6562_616e)
        round = ClozeRound(entries: groups[0], bank: ClozeRound.shuffledBank(of: groups[0], using: &generator), onlyIncorrect: false)
        self.generator = generator
    }

    /// `entries` in groups of `size` in order, the last holding what is left: 7 by 3 are 3, 3, 1.
    public static func groups<T>(of entries: [T], size: Int) -> [[T]] {
        stride(from: 0, to: entries.count, by: size).map { Array(entries[$0..<min($0 + size, entries.count)]) }
    }

    /// Whether the group shown is the last one.
    public var isLastGroup: Bool { groupIndex == groups.count - 1 }

    /// What the result shown offers; empty while the round is being filled in.
    public var choices: [ClozeChoice] {
        guard let result, !isFinished else { return [] }
        if !result.isPerfect { return [.retryAll, .retryIncorrect] }
        return [.retryAll, isLastGroup ? .finish : .next]
    }

    // MARK: Filling in

    /// Puts the bank word at index `word` into blank `blank` (both 0-based); see ``ClozeRound``.
    public mutating func place(word: Int, inBlank blank: Int) throws(ClozePracticeError) {
        guard result == nil else { throw .notAnswering }
        try round.place(word, in: blank)
    }

    /// Takes the word in blank `blank` (0-based) back into the bank.
    public mutating func takeBack(blank: Int) throws(ClozePracticeError) {
        guard result == nil else { throw .notAnswering }
        try round.takeBack(blank)
    }

    /// Fills every blank with `words` (one per blank, in order, from the bank).
    public mutating func fill(_ words: [String]) throws(ClozePracticeError) {
        guard result == nil else { throw .notAnswering }
        try round.fill(words)
    }

    /// Checks the round, saves each answer in its entry's counts and returns the result.
    /// Every blank must hold a word.
    @discardableResult
    public mutating func submit() throws -> ClozeGroupResult {
        guard result == nil else { throw ClozePracticeError.notAnswering }
        guard round.emptyBlanks == 0 else { throw ClozePracticeError.emptyBlanks(round.emptyBlanks) }
        let answers = round.entries.indices.map { index in
            let placed = round.word(in: index)!
            return (entry: round.entries[index], placed: placed,
                    isCorrect: ClozeText.key(placed) == ClozeText.key(round.entries[index].word))
        }
        let saved = try collection.record(answers.map { ($0.entry, $0.isCorrect) })
        let current = Dictionary(uniqueKeysWithValues: saved.map { ($0.id!, $0) })
        let items = answers.map { answer in
            ClozeGroupResult.Item(entry: current[answer.entry.id!] ?? answer.entry, placed: answer.placed, isCorrect: answer.isCorrect)
        }
        for item in items {
            if let index = groups[groupIndex].firstIndex(where: { $0.id == item.entry.id }) {
                groups[groupIndex][index] = item.entry
            }
            if !item.isCorrect { mistakesByEntry[item.entry.id!, default: 0] += 1 }
        }
        let result = ClozeGroupResult(group: groupIndex + 1, groups: groups.count, onlyIncorrect: round.onlyIncorrect, items: items)
        rightAnswers += result.right
        wrongAnswers += result.wrong
        submissions += 1
        if result.isPerfect { completedGroups.insert(groupIndex) }
        self.result = result
        return result
    }

    // MARK: After a result

    /// Goes on as `choice` says; it must be one of ``choices``.
    public mutating func choose(_ choice: ClozeChoice) throws(ClozePracticeError) {
        guard let result else { throw .notShowingResult }
        guard choices.contains(choice) else { throw .notOffered(choice) }
        switch choice {
        case .retryAll:
            round = makeRound(groups[groupIndex], onlyIncorrect: false)
        case .retryIncorrect:
            round = makeRound(result.items.filter { !$0.isCorrect }.map(\.entry), onlyIncorrect: true)
        case .next:
            groupIndex += 1
            round = makeRound(groups[groupIndex], onlyIncorrect: false)
        case .finish:
            isFinished = true
            return
        }
        self.result = nil
    }

    private mutating func makeRound(_ entries: [ClozeEntry], onlyIncorrect: Bool) -> ClozeRound {
        ClozeRound(entries: entries, bank: ClozeRound.shuffledBank(of: entries, using: &generator), onlyIncorrect: onlyIncorrect)
    }
}
