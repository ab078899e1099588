import ListenClient
import ListenProtocol
import Localization

/// Draws the `learnctl player` screen: a player card above the list of recordings, in ANSI escapes.
enum PlayerScreenView {
    /// One line of the screen: plain text, how it is styled, and the characters underlined in
    /// it (the word heard, in the line heard now).
    struct Line: Equatable {
        enum Style { case plain, bold, dim, selected, selectedBold, error }
        var text: String
        var style: Style = .plain
        /// Offsets in characters of `text`; nil (or empty) when nothing is underlined.
        var underline: Range<Int>? = nil

        /// The line as drawn: its text in its style, the underlined characters between SGR 4 and 24.
        var painted: String {
            let characters = Array(text)
            guard let underline, case let range = underline.clamped(to: 0..<characters.count), !range.isEmpty else {
                return PlayerScreenView.escape(style) + text + "\u{1B}[0m"
            }
            return PlayerScreenView.escape(style) + String(characters[..<range.lowerBound]) + "\u{1B}[4m"
                + String(characters[range]) + "\u{1B}[24m" + String(characters[range.upperBound...]) + "\u{1B}[0m"
        }
    }

    /// Rows above and below the list, besides the transcript's (``transcriptRows(_:)``) and the
    /// chapters' (``chapterRows(_:)``).
    static let fixedRows = 14
    static let maximumWidth = 76
    /// The key help, every key of ``PlayerScreenModel``.
    static var keyHelp: [String] {
        [
            // TRANSLATORS: the player screen's keys; the keys (space, ←/→, ↑/↓, Enter, m, q) stay as they are, translate only the words after each; m marks the line heard for export.
            " " + tr("space play/pause  ←/→ seek 10 s  ↑/↓ select  Enter play  m mark  q quit"),
            // TRANSLATORS: the player screen's keys; the keys (,/. r l [/] a t) stay as they are, translate only the words after each.
            " " + tr(",/. prev/next line  r replay  l loop line  [/] speed  a autopause  t text"),
        ]
    }

    /// The chapter keys' help, shown when the recording has chapters.
    static var chapterKeyHelp: String {
        // TRANSLATORS: the player screen's chapter keys; the keys (</>) stay as they are, translate only the words.
        " " + tr("</> prev/next chapter")
    }

    /// How many rows of the list fit on a terminal with `rows` rows, below the transcript of
    /// `status` if it has one.
    static func listRows(terminalRows rows: Int, status: StatusPayload) -> Int {
        max(1, rows - fixedRows - transcriptRows(status) - chapterRows(status))
    }

    /// The rows for chapters: the chapter heard, in the card, and the chapter keys' help; none
    /// when the recording has no chapters.
    static func chapterRows(_ status: StatusPayload) -> Int {
        status.chapters > 0 ? 2 : 0
    }

    /// The rows under the card for the transcript: the line before and the line heard now;
    /// none when the recording has no transcript.
    static func transcriptRows(_ status: StatusPayload) -> Int {
        status.lines > 0 || status.line != nil || status.transcriptError != nil ? 3 : 0
    }

    static func lines(_ model: PlayerScreenModel, rows: Int, columns: Int) -> [Line] {
        let width = max(24, min(columns, maximumWidth)) - 2
        let inner = width - 4
        let status = model.status
        var lines = [Line(text: " " + tr("Listening Practice"), style: .bold), Line(text: "")]

        let border = String(repeating: "─", count: width - 2)
        lines.append(Line(text: " ┌" + border + "┐"))
        func boxed(_ text: String, _ style: Line.Style = .plain) {
            lines.append(Line(text: " │ " + fit(text, inner) + " │", style: style))
        }
        if let track = status.track {
            boxed(spread(track.title.terminalLine, track.level?.terminalLine ?? "", inner), .bold)
        } else {
            boxed(tr("No recording selected: choose one below and press Enter."))
        }
        if status.state == .error {
            boxed(tr("Error: %s", status.errorText ?? tr("the player failed.")), .error)
        } else {
            boxed(spread(status.stateLabel + (status.errorText.map { " — \($0)" } ?? ""), settings(status), inner))
        }
        boxed(progressBar(status, width: inner))
        boxed(spread("\(status.positionText) / \(status.durationLabel)", "-\(status.remainingText)", inner))
        if chapterRows(status) > 0 {
            // TRANSLATORS: the chapter heard, in the player screen's card: “Chapter 2 of 3 — The Middle”.
            boxed(status.chapterPlace.map { tr("Chapter %s", $0) } ?? tr("Before the first chapter"))
        }
        lines.append(Line(text: " └" + border + "┘"))
        lines += transcript(model, width: width)

        lines.append(Line(text: ""))
        lines.append(Line(text: " " + tr("Recordings"), style: .bold))
        let visible = listRows(terminalRows: rows, status: status)
        let shown = model.tracks.indices.dropFirst(model.top).prefix(visible)
        for index in shown {
            let track = model.tracks[index]
            let isCurrent = index == model.currentIndex
            let marker = isCurrent ? "▶ " : "  "
            let length = track.duration.map { $0 > 0 ? ClockText.format($0) : "?" } ?? tr("live")
            let right = (track.level?.terminalLine ?? "").padding(3) + "  " + String(repeating: " ", count: max(0, 5 - length.count)) + length
            let text = " " + marker + spread(track.title.terminalLine, right, width - 3)
            let style: Line.Style = index == model.selected ? (isCurrent ? .selectedBold : .selected) : (isCurrent ? .bold : .plain)
            lines.append(Line(text: text, style: style))
        }
        if model.tracks.isEmpty {
            lines.append(Line(text: "   " + tr("The library is empty."), style: .dim))
        }
        lines.append(Line(text: ""))
        lines += keyHelp.map { Line(text: $0, style: .dim) }
        if chapterRows(status) > 0 { lines.append(Line(text: chapterKeyHelp, style: .dim)) }
        if let message = model.message {
            lines.append(Line(text: " " + message.terminalLine, style: .error))
        } else {
            lines.append(Line(text: model.notice.map { " " + $0.terminalLine } ?? ""))
        }
        return Array(lines.prefix(max(1, rows))).map { Line(text: fit($0.text, columns), style: $0.style, underline: $0.underline) }
    }

    /// What is set besides the state: "0.75×  loop 0:10–0:20 2/3  autopause".
    static func settings(_ status: StatusPayload) -> String {
        var settings = [String]()
        if status.isSpeedChanged { settings.append(NumberText.decimal(status.speed, fractionDigits: 2) + "×") }
        if let loop = status.loop { settings.append(loop.shortText) }
        if status.autopause { settings.append(tr("autopause")) }
        return settings.joined(separator: "  ")
    }

    /// The transcript under the card, ``transcriptRows(_:)`` lines: the line before (dimmed)
    /// above the line heard now, as ``PlayerScreenModel/transcriptDisplay`` says.
    ///
    /// Shown: the line before on one row, the line heard now on two, the word heard underlined
    /// when the line has word times. Hidden: only the number of the line heard now. Primed: the
    /// line before, whose end has been heard, on two rows, and only the number of the line heard
    /// now; a line heard now that has word times shows instead the words heard so far, the rest
    /// as underscores, on two rows under the line before.
    static func transcript(_ model: PlayerScreenModel, width: Int) -> [Line] {
        let status = model.status
        let rows = transcriptRows(status)
        guard rows > 0 else { return [] }
        let indexWidth = TranscriptLine.indexWidth(forCount: max(status.lines, status.line?.index ?? 0))
        var lines = [Line]()
        if let error = status.transcriptErrorText {
            lines.append(Line(text: " " + tr("Transcript not read: %s", error), style: .error))
        }
        switch model.transcriptDisplay {
        case .shown:
            if lines.isEmpty {
                lines.append(Line(text: model.previousLine.map { cue($0, marker: " ", marked: model.isMarked($0), indexWidth: indexWidth, width: width, rows: 1)[0].text } ?? "",
                                  style: .dim))
            }
            if let line = status.line {
                let heard = status.word.flatMap { word in line.spokenWordRanges.flatMap { $0.indices.contains(word - 1) ? $0[word - 1] : nil } }
                lines += cue(line, marker: "▶", marked: model.isMarked(line), indexWidth: indexWidth, width: width, rows: 2, underline: heard)
                    .map { Line(text: $0.text, style: .bold, underline: $0.underline) }
            }
        case .hidden:
            if lines.isEmpty { lines.append(Line(text: "")) }
            if let line = status.line {
                lines.append(Line(text: cue(line, marker: "▶", marked: model.isMarked(line), indexWidth: indexWidth, text: tr("(text hidden)")), style: .dim))
            }
        case .primed:
            if let line = status.line, let revealed = line.spokenText(revealing: status.word ?? 0) {
                if lines.isEmpty {
                    lines.append(Line(text: model.previousLine.map { cue($0, marker: " ", marked: model.isMarked($0), indexWidth: indexWidth, width: width, rows: 1)[0].text } ?? ""))
                }
                lines += cue(line, marker: "▶", marked: model.isMarked(line), indexWidth: indexWidth, width: width, rows: 2, text: revealed)
                    .map { Line(text: $0.text, style: .bold) }
                break
            }
            if lines.isEmpty, let previous = model.previousLine {
                lines += cue(previous, marker: " ", marked: model.isMarked(previous), indexWidth: indexWidth, width: width, rows: 2).map { Line(text: $0.text) }
            }
            if let line = status.line {
                lines.append(Line(text: cue(line, marker: "▶", marked: model.isMarked(line), indexWidth: indexWidth, text: tr("(the text follows when the line ends)")),
                                  style: .dim))
            }
        }
        lines = Array(lines.prefix(rows))
        return lines + Array(repeating: Line(text: ""), count: rows - lines.count)
    }

    /// " ▶ 12  Anna: text": the marker, the number and `text` (the cue's words by default); a
    /// line marked for export has ★ before its number (" ▶★12  Anna: text").
    private static func cue(_ line: TranscriptLine, marker: String, marked: Bool, indexWidth: Int, text: String? = nil) -> String {
        let number = "\(line.index)"
        return " " + marker + (marked ? markedSign : " ") + String(repeating: " ", count: max(0, indexWidth - number.count)) + number
            + "  " + (text ?? line.spokenText)
    }

    /// What stands before the number of a line marked for export.
    static let markedSign = "★"

    /// A cue's rows: `text` (the cue's words by default) wrapped onto at most `rows` rows of
    /// `width` columns, the later rows indented under the words; with the characters of
    /// `underline` (offsets in `text`) as each row has them, offsets in the row.
    private static func cue(_ line: TranscriptLine, marker: String, marked: Bool, indexWidth: Int, width: Int, rows: Int, text: String? = nil,
                            underline: Range<Int>? = nil) -> [(text: String, underline: Range<Int>?)] {
        let lead = cue(line, marker: marker, marked: marked, indexWidth: indexWidth, text: "")
        let text = text ?? line.spokenText
        let characters = Array(text)
        return wrap(text, width: max(1, width - lead.count), rows: rows).enumerated().map { index, range in
            let row = fit((index == 0 ? lead : String(repeating: " ", count: lead.count)) + String(characters[range]), width + 1)
            let underlined = underline.map { $0.clamped(to: range) }.flatMap { part in
                part.isEmpty ? nil : part.lowerBound - range.lowerBound + lead.count..<part.upperBound - range.lowerBound + lead.count
            }
            return (row, underlined)
        }
    }

    /// `text` broken at spaces into at most `rows` rows of `width` columns, as offsets in
    /// characters of `text` (the spaces where a row was broken belong to none); the last row
    /// takes the rest (and is cut with "…" when drawn).
    static func wrap(_ text: String, width: Int, rows: Int) -> [Range<Int>] {
        let characters = Array(text)
        var result = [Range<Int>]()
        var start = 0
        while result.count < rows - 1, characters.count - start > width {
            if let space = (start + 1...start + width).last(where: { characters[$0] == " " }) {
                result.append(start..<space)
                start = space + 1
                while start < characters.count, characters[start] == " " { start += 1 }
            } else {
                result.append(start..<start + width)
                start += width
            }
        }
        if start < characters.count || result.isEmpty { result.append(start..<characters.count) }
        return result
    }

    fileprivate static func escape(_ style: Line.Style) -> String {
        switch style {
        case .plain: ""
        case .bold: "\u{1B}[1m"
        case .dim: "\u{1B}[2m"
        case .selected: "\u{1B}[7m"
        case .selectedBold: "\u{1B}[1;7m"
        case .error: "\u{1B}[31m"
        }
    }

    /// `[██████░░░░░░]  12%` across `width` columns.
    static func progressBar(_ status: StatusPayload, width: Int) -> String {
        let barWidth = max(1, width - 5)
        let duration = status.knownDuration
        let fraction = duration > 0 ? min(1, max(0, status.position / duration)) : 0
        let filled = Int((Double(barWidth) * fraction).rounded(.down))
        let percent = "\(status.percent)%"
        return String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
            + String(repeating: " ", count: max(1, 5 - percent.count)) + percent
    }

    /// `left` and `right` at the two ends of `width` columns; `left` is shortened when they do not fit.
    static func spread(_ left: String, _ right: String, _ width: Int) -> String {
        let room = width - right.count - (right.isEmpty ? 0 : 1)
        guard room > 0 else { return fit(left, width) }
        return fit(left, room) + (right.isEmpty ? "" : " " + right)
    }

    /// `text` cut to `width` columns (ending in "…" when cut) and padded to it.
    static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        if text.count > width { return String(text.prefix(width - 1)) + "…" }
        return text.padding(width)
    }
}

private extension String {
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
