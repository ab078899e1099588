import ListenClient
import Localization
import Translation

/// The conversation screen: a column per person, each utterance in its speaker's column with
/// its translation under it and the words not translated or not inflected, the newest at the
/// bottom; then the line being typed and a status line (the keys), over more lines when the
/// terminal is too narrow for one.
struct ConversationView {
    let rows: Int
    let columns: Int

    // TRANSLATORS: the keys of the conversation screen; Tab, Enter, Ctrl-R, Ctrl-K and Esc stay as they are.
    static var keys: String { tr("Tab: other speaker · Enter: translate · Ctrl-R: speak · Ctrl-K: card · Esc: leave") }

    /// The lines of the screen; `typed` is the speaker's line so far.
    func lines(_ conversation: Conversation, typed: String, status: String?) -> [String] {
        let gap = 3
        let width = max(10, (columns - gap) / 2)
        var lines: [String] = []
        let names = (0...1).map { side in
            let name = "\(side == 0 ? "A" : "B") · \(conversation.language(of: side).localizedName)"
            return side == conversation.speaker ? "\u{1B}[7m \(name) \u{1B}[0m" + pad("", width - name.count - 2) : " " + pad(name, width - 1)
        }
        lines.append(names[0] + String(repeating: " ", count: gap) + names[1])
        lines.append(String(repeating: "─", count: width) + " │ " + String(repeating: "─", count: width))
        var body: [String] = []
        for (utterance, notes) in zip(conversation.utterances, conversation.notes) {
            let said = wrap(TerminalText.line(utterance.text), width: width)
            let translated = wrap("→ " + TerminalText.line(utterance.translation), width: width).map { "\u{1B}[2m\($0)\u{1B}[0m" }
            let noted = notes.flatMap { wrap("  " + $0, width: width) }.map { "\u{1B}[2m\($0)\u{1B}[0m" }
            for line in said + translated + noted {
                let cell = pad(line, width)
                body.append(utterance.side == 0 ? cell + " │ " : String(repeating: " ", count: width) + " │ " + cell)
            }
            body.append(String(repeating: " ", count: width) + " │ ")
        }
        let footer = wrap(TerminalText.line(status ?? Self.keys), width: max(10, columns - 1))
        let room = max(1, rows - 5 - footer.count)
        lines += body.suffix(room)
        lines += Array(repeating: String(repeating: " ", count: width) + " │ ", count: max(0, room - body.count))
        lines.append(String(repeating: "─", count: min(columns, 2 * width + gap)))
        let prompt = "\(conversation.speaker == 0 ? "A" : "B") (\(conversation.language(of: conversation.speaker).code))> "
        let space = max(5, columns - prompt.count - 1)
        let visible = typed.count <= space ? typed : "…" + typed.suffix(space - 1)
        lines.append(prompt + visible)
        lines += footer
        return lines
    }

    /// Words wrapped to `width` columns; a word longer than a line is cut.
    func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            var word = Substring(word)
            while word.count > width {
                if !line.isEmpty { lines.append(line); line = "" }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if line.isEmpty { line = String(word) }
            else if line.count + 1 + word.count <= width { line += " " + word }
            else { lines.append(line); line = String(word) }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// A cell: cut or filled with spaces to `width` characters (escape sequences do not count).
    private func pad(_ text: String, _ width: Int) -> String {
        let visible = text.replacing(/\x{1B}\[[0-9;]*m/, with: "").count
        return visible >= width ? text : text + String(repeating: " ", count: width - visible)
    }
}
