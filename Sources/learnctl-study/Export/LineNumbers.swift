import ArgumentParser

/// `--lines 3-8` (or `--lines 5`): transcript lines by the numbers `learnctl transcript` shows.
struct LineNumbers: ExpressibleByArgument, Equatable {
    let range: ClosedRange<Int>

    init?(argument: String) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              let first = Int(parts[0]), first >= 1,
              let last = Int(parts[parts.count - 1]), last >= first
        else { return nil }
        range = first...last
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
