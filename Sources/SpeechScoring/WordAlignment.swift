/// How the heard words line up with the reference's: the alignment with the fewest
/// substitutions, deletions and insertions (Levenshtein distance over words).
///
/// A reference slot can be a wildcard (`nil`): a word that cannot be recognised because the
/// pronunciation dictionary lacks it. A wildcard takes any heard words next to it, or none, at no
/// cost, since whatever the recogniser made of that word is no error of the learner's.
struct WordAlignment: Equatable {
    /// One step of the alignment, with indices into the reference and the heard words.
    enum Step: Equatable {
        /// The heard word is the reference word.
        case match(reference: Int, heard: Int)
        /// Another word was heard in the reference word's place.
        case substitution(reference: Int, heard: Int)
        /// The reference word was not heard.
        case deletion(reference: Int)
        /// A word was heard that the reference does not have there.
        case insertion(heard: Int)
        /// A heard word taken by a wildcard.
        case absorbed(reference: Int, heard: Int)
        /// A wildcard with nothing heard for it.
        case skipped(reference: Int)

        /// The reference word the step is about, if any.
        var reference: Int? {
            switch self {
            case .match(let reference, _), .substitution(let reference, _), .absorbed(let reference, _): reference
            case .deletion(let reference), .skipped(let reference): reference
            case .insertion: nil
            }
        }
    }

    /// The steps in order, covering every reference slot and every heard word once (a wildcard
    /// may have several `absorbed` steps, or one `skipped`).
    var steps: [Step]
    /// Substitutions + deletions + insertions.
    var errors: Int

    /// Aligns `heard` with `reference`; `same` says whether a heard word is a reference word
    /// (by default, spelt the same).
    init(reference: [String?], heard: [String], same: (String, String) -> Bool = { $0 == $1 }) {
        let rows = reference.count, columns = heard.count
        // cost[i][j]: the cheapest alignment of the first i reference slots with the first j heard words.
        var cost = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for j in 0...columns { cost[0][j] = j }
        for i in stride(from: 1, through: rows, by: 1) {
            let word = reference[i - 1]
            cost[i][0] = cost[i - 1][0] + (word == nil ? 0 : 1)
            for j in stride(from: 1, through: columns, by: 1) {
                if let word {
                    cost[i][j] = min(
                        cost[i - 1][j - 1] + (same(word, heard[j - 1]) ? 0 : 1),
                        cost[i - 1][j] + 1,
                        cost[i][j - 1] + 1
                    )
                } else {
                    cost[i][j] = min(cost[i - 1][j], cost[i][j - 1])
                }
            }
        }
        // Walk back, preferring a match or substitution, then a deletion, then an insertion.
        var steps: [Step] = []
        var i = rows, j = columns
        var absorbing = false
        while i > 0 || j > 0 {
            let word = i > 0 ? reference[i - 1] : nil
            if i > 0, word == nil {
                if j > 0, cost[i][j] == cost[i][j - 1] {
                    steps.append(.absorbed(reference: i - 1, heard: j - 1))
                    j -= 1
                    absorbing = true
                } else {
                    if !absorbing { steps.append(.skipped(reference: i - 1)) }
                    i -= 1
                    absorbing = false
                }
            } else if i > 0, j > 0, let word, cost[i][j] == cost[i - 1][j - 1] + (same(word, heard[j - 1]) ? 0 : 1) {
                steps.append(same(word, heard[j - 1]) ? .match(reference: i - 1, heard: j - 1) : .substitution(reference: i - 1, heard: j - 1))
                i -= 1
                j -= 1
            } else if i > 0, cost[i][j] == cost[i - 1][j] + 1 {
                steps.append(.deletion(reference: i - 1))
                i -= 1
            } else {
                steps.append(.insertion(heard: j - 1))
                j -= 1
            }
        }
        self.steps = steps.reversed()
        errors = cost[rows][columns]
    }
}
