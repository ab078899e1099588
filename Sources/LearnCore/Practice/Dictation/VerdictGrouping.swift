/// Turns an alignment of normalised words back into verdicts on the words as written.
///
/// Steps are grouped by the written tokens they touch: all the words of "don't", and the typed
/// words paired with them, form one group. A group that is together in reading order and either
/// wholly right or wholly wrong gets one verdict on its tokens as written ("don't" typed as
/// "do not" is correct; "its" for "it's" is a slip, judged on the written words). A group that is
/// partly right, or split by other words, gets a verdict per normalised word ("do [-not-]").
///
/// Points are counted per normalised word: a correct "don't" is 2 points, and a group judged a
/// slip as a whole is half a point per reference word in it. Written words that differ only in
/// hyphens ("email" for "e-mail") are correct.
enum VerdictGrouping {
    static func score(_ steps: [AlignmentStep], typed: NormalizedText, reference: NormalizedText) -> DictationScore {
        let groups = Groups(steps, typed: typed, reference: reference)
        var verdicts: [WordVerdict] = []
        verdicts.reserveCapacity(steps.count)
        var points = 0.0
        var extraCount = 0
        var index = 0
        while index < steps.count {
            let group = groups.group(of: index)
            if group.isJudgedWhole {
                let whole = wholeVerdict(Array(steps[group.steps]), typed: typed, reference: reference)
                verdicts.append(whole.verdict)
                points += whole.points
                extraCount += whole.extras
                index = group.steps.upperBound
                continue
            }
            verdicts.append(wordVerdict(steps[index], typed: typed, reference: reference))
            points += steps[index].points
            if case .extra = steps[index] { extraCount += 1 }
            index += 1
        }
        return DictationScore(
            verdicts: verdicts, points: points, referenceWordCount: reference.words.count, extraCount: extraCount)
    }

    /// One verdict for steps that are all matches or all mistakes, on their tokens as written;
    /// its points, and the extra words it counts.
    ///
    /// Typed and reference words judged together count no extra words: "it's" typed for "its"
    /// is one slip. Written words that differ only in hyphens ("email" for "e-mail") are correct.
    private static func wholeVerdict(
        _ steps: [AlignmentStep], typed: NormalizedText, reference: NormalizedText
    ) -> (verdict: WordVerdict, points: Double, extras: Int) {
        let referenceWords = steps.count(where: { $0.reference != nil })
        switch (written(steps.compactMap(\.reference), of: reference), written(steps.compactMap(\.typed), of: typed)) {
        case (nil, nil):
            preconditionFailure("a group of steps without words")
        case (let expected?, nil):
            return (.missing(expected: expected), 0, 0)
        case (nil, let typedWords?):
            return (.extra(typed: typedWords), 0, steps.count)
        case (let expected?, let typedWords?):
            let expectedKey = WordNormalizer.key(expected)
            let typedKey = WordNormalizer.key(typedWords)
            if case .match = steps[0] {
                return (.correct(expected: expected, typed: typedWords), Double(referenceWords), 0)
            }
            if steps.count == 1 {
                if case .slip = steps[0] {
                    return (.slip(expected: expected, typed: typedWords), steps[0].points, 0)
                }
                return (.wrong(expected: expected, typed: typedWords), 0, 0)
            }
            if expectedKey.filter({ $0 != "-" }) == typedKey.filter({ $0 != "-" }) {
                return (.correct(expected: expected, typed: typedWords), Double(referenceWords), 0)
            }
            if SpellingSlip.isSlip(typed: typedKey, expected: expectedKey) {
                return (.slip(expected: expected, typed: typedWords), 0.5 * Double(referenceWords), 0)
            }
            return (.wrong(expected: expected, typed: typedWords), 0, 0)
        }
    }

    /// The verdict on one step, shown with its normalised words.
    private static func wordVerdict(_ step: AlignmentStep, typed: NormalizedText, reference: NormalizedText) -> WordVerdict {
        func expected(_ index: Int) -> String { reference.words[index].display }
        func typedWord(_ index: Int) -> String { typed.words[index].display }
        return switch step {
        case .match(let t, let r): .correct(expected: expected(r), typed: typedWord(t))
        case .slip(let t, let r): .slip(expected: expected(r), typed: typedWord(t))
        case .wrong(let t, let r): .wrong(expected: expected(r), typed: typedWord(t))
        case .missing(let r): .missing(expected: expected(r))
        case .extra(let t): .extra(typed: typedWord(t))
        }
    }

    /// The tokens as written that hold `words`, joined by spaces; nil when there are none.
    private static func written(_ words: [Int], of text: NormalizedText) -> String? {
        var tokens: [Int] = []
        for word in words where tokens.last != text.tokenOfWord[word] {
            tokens.append(text.tokenOfWord[word])
        }
        return tokens.isEmpty ? nil : tokens.map { text.tokens[$0].display }.joined(separator: " ")
    }

    /// Steps joined when they touch the same token, typed or reference (union–find).
    private struct Groups {
        /// What is known of one group of steps.
        struct Group {
            /// From its first step to its last; other groups' steps may be in between.
            var steps: Range<Int>
            var count = 0
            var matches = 0

            /// Together in reading order, and all matches or none.
            var isJudgedWhole: Bool {
                steps.count == count && (matches == 0 || matches == count)
            }
        }

        private var parent: [Int]
        /// Each step's group, by its representative token.
        private var groupOfStep: [Int] = []
        /// By representative token.
        private var groups: [Group?]

        init(_ steps: [AlignmentStep], typed: NormalizedText, reference: NormalizedText) {
            // Reference tokens are 0..<r, typed tokens follow.
            let r = reference.tokens.count
            parent = Array(0..<(r + typed.tokens.count))
            groups = Array(repeating: nil, count: parent.count)
            func node(_ step: AlignmentStep) -> (reference: Int?, typed: Int?) {
                (step.reference.map { reference.tokenOfWord[$0] }, step.typed.map { r + typed.tokenOfWord[$0] })
            }
            for step in steps {
                if case let (a?, b?) = node(step) { union(a, b) }
            }
            groupOfStep.reserveCapacity(steps.count)
            for (index, step) in steps.enumerated() {
                let nodes = node(step)
                let root = find(nodes.reference ?? nodes.typed!)
                groupOfStep.append(root)
                var group = groups[root] ?? Group(steps: index..<index)
                group.steps = group.steps.lowerBound..<(index + 1)
                group.count += 1
                if case .match = step { group.matches += 1 }
                groups[root] = group
            }
        }

        func group(of step: Int) -> Group { groups[groupOfStep[step]]! }

        private mutating func find(_ node: Int) -> Int {
            var root = node
            while parent[root] != root { root = parent[root] }
            var current = node
            while parent[current] != root {
                let next = parent[current]
                parent[current] = root
                current = next
            }
            return root
        }

        private mutating func union(_ a: Int, _ b: Int) {
            let rootA = find(a)
            let rootB = find(b)
            if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
        }
    }
}
