import LearnCore
import Localization

/// The Memorise Words screen: one card on a cleared screen — its word and transcription, the
/// translation once revealed — with the keys and a status line under it. Space, Enter or r
/// reveal; k (Know) and d (Don't know) answer; s says the word, p plays the card's recording
/// line; q, Ctrl-C or Ctrl-D quit.
struct CardStudyScreen: Screen {
    /// What the keys ask for beyond the card on screen.
    enum Effect: Equatable {
        /// Save the answer (the card is scheduled again) and go on to the next card.
        case answer(knew: Bool)
        /// Play the recording line the card was made from.
        case play
        /// Read the card's word aloud.
        case say
    }

    let group: String
    var total: Int
    /// The card's number in the session, from 1.
    private(set) var position: Int
    private(set) var card: Card
    private(set) var revealed = false
    /// The line under the card: the session's intro, then how the last answer went.
    var status: String
    /// What the last `p` or `s` did, shown instead of the status until the next key.
    var notice: String?

    // TRANSLATORS: the keys of the study screen; the key names (space, k, d, s, q) must stay as they are.
    static var keys: String { tr("space: reveal   k: know   d: don't know   s: say   q: quit") }
    // TRANSLATORS: the keys of the study screen; the key names (space, k, d, s, p, q) must stay as they are.
    static var lineKeys: String { tr("space: reveal   k: know   d: don't know   s: say   p: play the line   q: quit") }

    init(group: String, total: Int, position: Int, card: Card, status: String) {
        self.group = group
        self.total = total
        self.position = position
        self.card = card
        self.status = status
    }

    /// Shows `card`, card `position` of the session, its translation hidden.
    mutating func show(_ card: Card, position: Int, total: Int) {
        self.card = card
        self.position = position
        self.total = total
        revealed = false
    }

    mutating func update(_ key: Key) -> ScreenStep<Effect> {
        notice = nil
        switch key {
        case .character(" "), .enter, .character("r"), .character("R"): revealed = true
        case .character("k"), .character("K"): return .perform(.answer(knew: true))
        case .character("d"), .character("D"): return .perform(.answer(knew: false))
        case .character("p"), .character("P"): return .perform(.play)
        case .character("s"), .character("S"): return .perform(.say)
        case .character("q"), .character("Q"), .interrupt, .endOfInput: return .leave
        default: break
        }
        return .stay
    }

    func view(_ size: TerminalSize) -> [String] {
        [
            tr("%s — card %d of %d", group, position, total), "",
            "    \(card.word)",
            card.transcription.isEmpty ? "" : "    \(card.transcription)", "",
            revealed ? "    \(card.translation)" : "    ···", "",
            card.lineIndex == nil ? Self.keys : Self.lineKeys, "",
            notice ?? status,
        ]
    }
}
