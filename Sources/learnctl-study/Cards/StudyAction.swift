import Foundation

/// What the learner does with the card on screen.
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

    /// The action of a key on the terminal: space, Enter or r reveal, k Know, d Don't know,
    /// p play the card's recording line, s speak its word, q, Ctrl-C or Ctrl-D quit.
    init?(key: UInt8) {
        switch key {
        case UInt8(ascii: " "), UInt8(ascii: "r"), UInt8(ascii: "R"), 0x0A, 0x0D: self = .reveal
        case UInt8(ascii: "k"), UInt8(ascii: "K"): self = .know
        case UInt8(ascii: "d"), UInt8(ascii: "D"): self = .dontKnow
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: self = .quit
        case UInt8(ascii: "p"), UInt8(ascii: "P"): self = .play
        case UInt8(ascii: "s"), UInt8(ascii: "S"): self = .say
        default: return nil
        }
    }
}
