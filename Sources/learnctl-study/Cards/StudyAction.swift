import Foundation

/// What the learner does with the card shown, as a line of input names it (`cards study` without
/// a terminal, or with --json).
enum StudyAction: Equatable {
    case reveal
    case know
    case dontKnow
    case quit
    /// Plays the recording line a card was made from (`learnctl practice cards`).
    case play
    /// Reads the card's word aloud (listend's `say`).
    case say

    /// The words accepted on an input line, one action per line.
    static let commands = ["reveal", "know", "dont-know", "play", "say", "quit"]

    /// The action named by an input line: `reveal`, `know`, `dont-know`, `play`, `say` or `quit`
    /// (any case, also "don't-know", "dont know" and the first letters r, k, d, p, s, q).
    init?(command line: String) {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
            .replacingOccurrences(of: "'", with: "").replacingOccurrences(of: " ", with: "-")
        switch word {
        case "reveal", "r": self = .reveal
        case "know", "k": self = .know
        case "dont-know", "d": self = .dontKnow
        case "quit", "q": self = .quit
        case "play", "p": self = .play
        case "say", "s": self = .say
        default: return nil
        }
    }
}
