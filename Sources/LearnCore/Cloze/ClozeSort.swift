import Foundation
import GRDB
import Localization

/// What a list's entries are ordered by.
public enum ClozeSortKey: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    /// The error count, then the order they were added.
    case errors
    /// The word, whatever its case, then the sentence.
    case alpha
    /// The order they were added.
    case created
    /// Shuffled anew every time (by a seed, so that a run can be repeated).
    case random
}

/// An order of entries: a key and its direction. Ascending is fewest errors, A to Z and oldest
/// first; descending reverses the key (entries that tie stay in the order they were added). A
/// random order has no direction.
public struct ClozeSortOrder: Sendable, Equatable {
    public var key: ClozeSortKey
    public var descending: Bool

    public init(key: ClozeSortKey, descending: Bool = false) {
        self.key = key
        self.descending = descending
    }

    /// The order a new list starts with: as added, oldest first.
    public static let initial = ClozeSortOrder(key: .created)

    /// `entries` in this order; `seed` shuffles them for ``ClozeSortKey/random``.
    public func sorted(_ entries: [ClozeEntry], seed: UInt64) -> [ClozeEntry] {
        let byAddition = entries.sorted { ($0.createdAt, $0.id ?? 0) < ($1.createdAt, $1.id ?? 0) }
        switch key {
        case .created:
            return descending ? byAddition.reversed() : byAddition
        case .errors:
            return stableSorted(byAddition) { ordered($0.errorCount, $1.errorCount) }
        case .alpha:
            return stableSorted(byAddition) { first, second in
                let words = first.word.compare(second.word, options: [.caseInsensitive])
                let result = words != .orderedSame ? words : first.sentence.compare(second.sentence, options: [.caseInsensitive])
                switch result {
                case .orderedAscending: return descending ? .orderedDescending : .orderedAscending
                case .orderedDescending: return descending ? .orderedAscending : .orderedDescending
                case .orderedSame: return .orderedSame
                }
            }
        case .random:
            var generator = SeededGenerator(seed: seed)
            return byAddition.shuffled(using: &generator)
        }
    }

    /// How the list shows its order: "errors, fewest first", "A to Z", "added, newest first", "random".
    public var description: String {
        switch (key, descending) {
        case (.errors, false): tr("errors, fewest first")
        case (.errors, true): tr("errors, most first")
        case (.alpha, false): tr("A to Z")
        case (.alpha, true): tr("Z to A")
        case (.created, false): tr("added, oldest first")
        case (.created, true): tr("added, newest first")
        // TRANSLATORS: the order of a list's entries.
        case (.random, _): tr("random")
        }
    }

    private func ordered(_ first: Int, _ second: Int) -> ComparisonResult {
        if first == second { return .orderedSame }
        return (first < second) != descending ? .orderedAscending : .orderedDescending
    }

    /// `entries` sorted by `compare`, keeping the order of those it finds the same.
    private func stableSorted(_ entries: [ClozeEntry], by compare: (ClozeEntry, ClozeEntry) -> ComparisonResult) -> [ClozeEntry] {
        entries.enumerated().sorted { first, second in
            switch compare(first.element, second.element) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: first.offset < second.offset
            }
        }.map(\.element)
    }
}
