/// The cheapest way to turn the reference words into the typed words: a minimum edit distance
/// on words.
///
/// Costs: a match 0, a spelling slip 0.5, a wrong word 1, a missing or extra word 1. A slip is
/// cheaper than a wrong word so that similar words pair up. Among equally cheap alignments the
/// one with the most matches wins, so reordered words come out as an extra and a missing word
/// around the words in their places ("tea I like" for "I like tea": extra tea, I, like, missing
/// tea) rather than as a row of wrong words. Remaining ties are broken reading from the start: a pair
/// (match, slip or wrong) first, then a missing word, then an extra one — so "the big cat" typed
/// as "the cat" is the, missing big, cat.
///
/// O(n·m) time and memory for n typed and m reference words; a word's costs against the
/// reference are worked out once for all its repeats.
enum WordAlignment {
    static func align(typed: [DictationWord], reference: [DictationWord]) -> [AlignmentStep] {
        let n = typed.count
        let m = reference.count
        let pairCosts = PairCosts(typed: typed, reference: reference)

        // A cost in half points and a number of matches as one number that orders by cost first,
        // then by more matches: cost · scale − matches.
        let scale = min(n, m) + 1
        func weight(ofPair cost: Int) -> Int {
            cost == 0 ? -1 : cost * scale
        }
        let indel = indelCost * scale

        // remaining[i * (m + 1) + j]: the best alignment of typed[i...] with reference[j...].
        let width = m + 1
        var remaining = [Int](repeating: 0, count: (n + 1) * width)
        let pairWeights = pairCosts.costs.map { weight(ofPair: Int($0)) }
        remaining.withUnsafeMutableBufferPointer { remaining in
            pairWeights.withUnsafeBufferPointer { pairWeights in
                for j in 0...m {
                    remaining[n * width + j] = (m - j) * indel
                }
                var i = n - 1
                while i >= 0 {
                    let row = i * width
                    let pairRow = pairCosts.rowOfTyped[i] * m
                    remaining[row + m] = (n - i) * indel
                    var j = m - 1
                    while j >= 0 {
                        let pair = pairWeights[pairRow + j] + remaining[row + width + j + 1]
                        let missing = indel + remaining[row + j + 1]
                        let extra = indel + remaining[row + width + j]
                        remaining[row + j] = min(pair, missing, extra)
                        j -= 1
                    }
                    i -= 1
                }
            }
        }

        var steps: [AlignmentStep] = []
        steps.reserveCapacity(max(n, m))
        var i = 0
        var j = 0
        while i < n || j < m {
            let here = remaining[i * width + j]
            if i < n, j < m {
                let cost = pairCosts.cost(typed: i, reference: j)
                if weight(ofPair: cost) + remaining[(i + 1) * width + j + 1] == here {
                    switch cost {
                    case 0: steps.append(.match(typed: i, reference: j))
                    case slipCost: steps.append(.slip(typed: i, reference: j))
                    default: steps.append(.wrong(typed: i, reference: j))
                    }
                    i += 1
                    j += 1
                    continue
                }
            }
            if j < m, indel + remaining[i * width + j + 1] == here {
                steps.append(.missing(reference: j))
                j += 1
            } else {
                steps.append(.extra(typed: i))
                i += 1
            }
        }
        return steps
    }

    /// Costs in half points.
    static let slipCost = 1
    static let wrongCost = 2
    static let indelCost = 2

    /// The cost of pairing each typed word with each reference word, computed once per distinct
    /// typed word. Forms are numbered so that comparing two words compares numbers.
    private struct PairCosts {
        /// For each typed word, the row of its distinct word in `costs`.
        let rowOfTyped: [Int]
        let costs: [UInt8]
        let width: Int

        init(typed: [DictationWord], reference: [DictationWord]) {
            var numberOfForm: [String: Int] = [:]
            var lettersOfForm: [[Character]] = []
            func numbers(_ word: DictationWord) -> [Int] {
                word.forms.map { form in
                    if let number = numberOfForm[form] { return number }
                    numberOfForm[form] = lettersOfForm.count
                    lettersOfForm.append(Array(form))
                    return lettersOfForm.count - 1
                }.sorted()
            }
            let referenceForms = reference.map(numbers)

            var rows: [[Int]: Int] = [:]
            var costs: [UInt8] = []
            var rowOfTyped: [Int] = []
            rowOfTyped.reserveCapacity(typed.count)
            for word in typed {
                let forms = numbers(word)
                if let row = rows[forms] {
                    rowOfTyped.append(row)
                    continue
                }
                let row = rows.count
                rows[forms] = row
                rowOfTyped.append(row)
                for expected in referenceForms {
                    costs.append(UInt8(Self.cost(of: forms, against: expected, letters: lettersOfForm)))
                }
            }
            self.rowOfTyped = rowOfTyped
            self.costs = costs
            width = reference.count
        }

        func cost(typed: Int, reference: Int) -> Int {
            Int(costs[rowOfTyped[typed] * width + reference])
        }

        private static func cost(of typed: [Int], against expected: [Int], letters: [[Character]]) -> Int {
            for form in typed where expected.contains(form) {
                return 0
            }
            for expectedForm in expected where letters[expectedForm].count >= SpellingSlip.shortestWord {
                for form in typed where SpellingSlip.isOneEditApart(letters[form], letters[expectedForm]) {
                    return WordAlignment.slipCost
                }
            }
            return WordAlignment.wrongCost
        }
    }
}
