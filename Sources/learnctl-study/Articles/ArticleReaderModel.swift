import Articles
import Foundation
import ListenClient
import ListenProtocol
import Localization

/// The reading screen's state and what its keys do, without a terminal: where the reader is in
/// the article (``ArticlePageLayout``), which words are still new to them, the word prompt of
/// `/`, `k` and `c`, the dictionary entry shown, and the paragraph being read aloud.
///
/// Keys: Space, Page Down or f the next page; b or Page Up the previous one; ↓, j or Enter and ↑
/// a line; g or Home and G or End the start and the end. `/` looks a word up, `k` marks one
/// known, `c` makes one a card: each asks for the word on the bottom line, the first new word on
/// the screen offered (Enter takes it, Esc gives up). `s` reads the paragraph at the top of the
/// screen aloud, a sentence at a time (s again stops). q, Esc, Ctrl-C or Ctrl-D leave.
struct ArticleReaderModel: Screen {
    /// What the keys ask of the world outside the screen.
    enum Effect: Equatable {
        /// Keep `position` (the block at the top of the screen); `finish` when the end was just
        /// reached: the article is read.
        case keep(position: Int, finish: Bool)
        /// Show the dictionary's entry for the word.
        case lookUp(String)
        /// Mark the word known.
        case markKnown(String)
        /// Make the word a flash card.
        case makeCard(String)
        /// Have listend say ``sentenceToSpeak``.
        case speak
        /// Have listend stop speaking.
        case stopSpeaking
    }

    /// What a word asked for on the bottom line is for.
    enum Purpose: Equatable {
        case lookUp, markKnown, makeCard

        var label: String {
            switch self {
            case .lookUp: tr("Look up")
            case .markKnown: tr("Mark known")
            case .makeCard: tr("Make a card of")
            }
        }
    }

    /// A word being typed on the bottom line, and the one Enter takes when nothing is typed.
    struct Prompt {
        let purpose: Purpose
        let suggestion: String?
        var editor = LineEditor()
    }

    /// The paragraph being read aloud: its sentences, the one being spoken, and listend's number
    /// for its utterance once `say` has answered.
    struct ReadingAloud: Equatable {
        let block: Int
        let sentences: [Range<Int>]
        var sentence: Int
        var utterance: Int?
    }

    let text: ArticleReaderText
    /// The lemmas of the article the learner does not know yet: their words are underlined.
    private(set) var unknown: Set<String>
    private(set) var layout: ArticlePageLayout
    /// The first line on the screen.
    private(set) var top = 0
    /// How many lines of text the screen shows.
    private(set) var pageRows: Int
    /// Where the top line starts (a block and a character in it; offset -1 for the title), kept
    /// when the text is wrapped again.
    private var anchor: (block: Int, offset: Int)
    /// The position last kept.
    private var keptPosition: Int
    /// Whether the end was reached in this reading (it is counted once).
    private(set) var reachedEnd = false
    private(set) var prompt: Prompt?
    /// A dictionary entry's lines, shown at the bottom until the next key.
    var entry: [String]?
    /// One line on what the last key did, or why it could not (until the next key).
    var message: String?
    private(set) var readingAloud: ReadingAloud?

    /// The article at `position` (a block, from a reading kept before) on a terminal of `size`.
    init(text: ArticleReaderText, unknown: Set<String>, position: Int, size: TerminalSize = (24, 80)) {
        self.text = text
        self.unknown = unknown
        let position = min(max(0, position), max(0, text.blocks.count - 1))
        layout = ArticlePageLayout(text: text, columns: size.columns)
        pageRows = Self.textRows(size)
        anchor = (position, 0)
        keptPosition = position
        top = min(layout.firstLine(of: position), layout.lastTop(rows: pageRows))
        anchor = anchor(at: top)
    }

    /// The rows of text on a terminal of `size`: all but the status line and the line under it.
    static func textRows(_ size: TerminalSize) -> Int {
        max(1, size.rows - 2)
    }

    // MARK: Where the reader is

    /// The block at the top of the screen (the next block on the blank line between two; the
    /// first under the title).
    var position: Int {
        guard layout.lines.indices.contains(top) else { return 0 }
        let line = layout.lines[top]
        return line.range.isEmpty && !line.isTitle ? min(line.block + 1, max(0, text.blocks.count - 1)) : line.block
    }

    /// Whether the last line is on the screen.
    var atEnd: Bool { top >= layout.lastTop(rows: pageRows) }

    mutating func fit(_ size: TerminalSize) {
        pageRows = Self.textRows(size)
        if ArticlePageLayout.textWidth(columns: size.columns) != layout.width {
            layout = ArticlePageLayout(text: text, columns: size.columns)
            top = anchor.offset < 0 ? 0 : layout.line(of: anchor.block, offset: anchor.offset)
        }
        top = min(top, layout.lastTop(rows: pageRows))
    }

    // MARK: Keys

    mutating func update(_ key: Key) -> ScreenStep<Effect> {
        if prompt != nil { return answer(key) }
        entry = nil
        message = nil
        switch key {
        case .character(" "), .pageDown, .character("f"): return move(to: top + pageRows, forward: true)
        case .character("b"), .pageUp: return move(to: top - pageRows, forward: false)
        case .down, .character("j"), .enter: return move(to: top + 1, forward: true)
        case .up: return move(to: top - 1, forward: false)
        case .character("g"), .home: return move(to: 0, forward: false)
        case .character("G"), .end: return move(to: layout.lastTop(rows: pageRows), forward: true)
        case .character("/"): ask(.lookUp)
        case .character("k"), .character("K"): ask(.markKnown)
        case .character("c"), .character("C"): ask(.makeCard)
        case .character("s"), .character("S"): return readAloud()
        case .character("q"), .character("Q"), .escape, .interrupt, .endOfInput: return .leave
        default: break
        }
        return .stay
    }

    /// Moves the top line to `line`; keeps the position when it changed, and counts the article
    /// read when a move forward shows its end for the first time.
    private mutating func move(to line: Int, forward: Bool) -> ScreenStep<Effect> {
        top = min(max(0, line), layout.lastTop(rows: pageRows))
        anchor = anchor(at: top)
        let finish = forward && atEnd && !reachedEnd
        if finish { reachedEnd = true }
        guard finish || position != keptPosition else { return .stay }
        keptPosition = position
        return .perform(.keep(position: position, finish: finish))
    }

    /// Where line `index` starts: the title, the start of the block after a blank line, or a character of a block.
    private func anchor(at index: Int) -> (block: Int, offset: Int) {
        guard layout.lines.indices.contains(index), !layout.lines[index].isTitle else { return (0, -1) }
        let line = layout.lines[index]
        return line.range.isEmpty ? (min(line.block + 1, max(0, text.blocks.count - 1)), 0) : (line.block, line.range.lowerBound)
    }

    /// The article was counted as read.
    mutating func finished() {
        message = tr("Read to the end: counted for today.")
    }

    // MARK: The word prompt

    /// The first word on the screen that is new to the learner, as its lemma.
    var firstUnknownWordOnScreen: String? {
        let shown = layout.lines[top..<min(layout.lines.count, top + pageRows)]
        for line in shown where !line.range.isEmpty && !line.isTitle {
            for word in text.blocks[line.block].words where line.range.contains(word.range.lowerBound) {
                if let lemma = word.lemmas.first(where: unknown.contains) { return lemma }
            }
        }
        return nil
    }

    private mutating func ask(_ purpose: Purpose) {
        prompt = Prompt(purpose: purpose, suggestion: firstUnknownWordOnScreen)
    }

    /// A key while a word is typed: Enter takes it (or the suggestion), Esc or Ctrl-C gives up.
    private mutating func answer(_ key: Key) -> ScreenStep<Effect> {
        guard var prompt else { return .stay }
        switch key {
        case .enter:
            self.prompt = nil
            let typed = prompt.editor.text.trimmingCharacters(in: .whitespaces)
            guard let word = typed.isEmpty ? prompt.suggestion : typed, !word.isEmpty else { return .stay }
            switch prompt.purpose {
            case .lookUp: return .perform(.lookUp(word))
            case .markKnown: return .perform(.markKnown(word))
            case .makeCard: return .perform(.makeCard(word))
            }
        case .escape, .interrupt, .endOfInput:
            self.prompt = nil
        default:
            prompt.editor.apply(key)
            self.prompt = prompt
        }
        return .stay
    }

    /// `word` is no longer new to the learner (marked known, or made a card): its words lose
    /// their underline. `lemmas` adds those its marking reported.
    mutating func noLongerNew(_ word: String, lemmas: [String] = []) {
        unknown.subtract(text.lemmas(of: word) + lemmas)
    }

    // MARK: Reading aloud

    /// The sentence listend is to say next: the one reached whose utterance has not started.
    var sentenceToSpeak: String? {
        guard let readingAloud, readingAloud.utterance == nil else { return nil }
        return text.blocks[readingAloud.block].text(readingAloud.sentences[readingAloud.sentence])
    }

    /// `s`: stops reading aloud, or starts with the first paragraph on the screen.
    private mutating func readAloud() -> ScreenStep<Effect> {
        if readingAloud != nil {
            readingAloud = nil
            return .perform(.stopSpeaking)
        }
        let shown = layout.lines[top..<min(layout.lines.count, top + pageRows)]
        guard let line = shown.first(where: { !$0.range.isEmpty && !$0.isTitle && !text.blocks[$0.block].isHeading }),
              !text.blocks[line.block].sentences.isEmpty else {
            message = tr("No paragraph on the screen to read aloud.")
            return .stay
        }
        readingAloud = ReadingAloud(block: line.block, sentences: text.blocks[line.block].sentences, sentence: 0)
        return .perform(.speak)
    }

    /// listend took the sentence to speak as `utterance`.
    mutating func speaking(utterance: Int) {
        readingAloud?.utterance = utterance
    }

    /// What listend said of an utterance: when the sentence being spoken is heard to its end, the
    /// next one is to be spoken (``sentenceToSpeak``); after the last, or when it ended any other
    /// way, reading aloud stops.
    mutating func heard(_ speech: SpeechPayload) {
        guard var reading = readingAloud, let utterance = reading.utterance, speech.utterance == utterance, !speech.speaking else { return }
        if speech.ended == .finished, reading.sentence + 1 < reading.sentences.count {
            reading.sentence += 1
            reading.utterance = nil
            readingAloud = reading
            return
        }
        readingAloud = nil
        if speech.ended == .failed {
            message = tr("listend could not read aloud: %s", (speech.error ?? "").terminalLine)
        }
    }

    /// Reading aloud stopped because listend could not; `notice` says why.
    mutating func readingAloudFailed(_ notice: String) {
        readingAloud = nil
        message = notice
    }

    // MARK: The view

    func view(_ size: TerminalSize) -> [String] {
        let highlight = readingAloud.map { (block: $0.block, range: $0.sentences[$0.sentence]) }
        var rows = (top..<min(layout.lines.count, top + pageRows)).map { layout.painted($0, unknown: unknown, highlight: highlight) }
        rows += Array(repeating: "", count: max(0, pageRows - rows.count))
        if let entry, !entry.isEmpty {
            let box = (["─" + String(repeating: "─", count: layout.width)] + entry).prefix(max(1, pageRows - 1))
            rows.replaceSubrange((rows.count - box.count)..., with: box.map { ArticlePageLayout.margin + String($0.prefix(layout.width + 1)) })
        }
        rows.append(layout.statusLine(top: top, rows: pageRows, columns: size.columns))
        rows.append(String(bottomLine.prefix(max(1, size.columns - 1))))
        return rows
    }

    /// The prompt being typed, else the message, else what is being read aloud, else the keys.
    private var bottomLine: String {
        if let prompt {
            let offered = prompt.suggestion.map { " [\($0.terminalLine)]" } ?? ""
            return prompt.purpose.label + offered + ": " + prompt.editor.text + "▏"
        }
        if let message { return message }
        if let readingAloud {
            // TRANSLATORS: %1$d is the sentence being read aloud, %2$d the paragraph's sentences; the key s stays s.
            return tr("Reading aloud: sentence %1$d of %2$d · s: stop", readingAloud.sentence + 1, readingAloud.sentences.count)
        }
        return ArticlePageLayout.keys
    }
}
