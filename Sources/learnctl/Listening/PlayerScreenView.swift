import ListenProtocol

/// Draws the `learnctl player` screen: a player card above the list of recordings, in ANSI escapes.
enum PlayerScreenView {
    /// One line of the screen: plain text and how it is styled.
    struct Line: Equatable {
        enum Style { case plain, bold, dim, selected, selectedBold, error }
        var text: String
        var style: Style = .plain
    }

    /// Rows above and below the list.
    static let fixedRows = 13
    static let maximumWidth = 76

    /// How many rows of the list fit on a terminal with `rows` rows.
    static func listRows(terminalRows rows: Int) -> Int {
        max(1, rows - fixedRows)
    }

    static func lines(_ model: PlayerScreenModel, rows: Int, columns: Int) -> [Line] {
        let width = max(24, min(columns, maximumWidth)) - 2
        let inner = width - 4
        let status = model.status
        var lines = [Line(text: " Listening Practice", style: .bold), Line(text: "")]

        let border = String(repeating: "─", count: width - 2)
        lines.append(Line(text: " ┌" + border + "┐"))
        func boxed(_ text: String, _ style: Line.Style = .plain) {
            lines.append(Line(text: " │ " + fit(text, inner) + " │", style: style))
        }
        if let track = status.track {
            boxed(spread(track.title.terminalLine, track.level?.terminalLine ?? "", inner), .bold)
        } else {
            boxed("No recording selected: choose one below and press Enter.")
        }
        if status.state == .error {
            boxed("Error: " + (status.errorText ?? "the player failed."), .error)
        } else {
            boxed(status.stateWord + (status.errorText.map { " — \($0)" } ?? ""))
        }
        boxed(progressBar(status, width: inner))
        boxed(spread("\(status.positionText) / \(status.durationText)", "-\(status.remainingText)", inner))
        lines.append(Line(text: " └" + border + "┘"))

        lines.append(Line(text: ""))
        lines.append(Line(text: " Recordings", style: .bold))
        let visible = listRows(terminalRows: rows)
        let shown = model.tracks.indices.dropFirst(model.top).prefix(visible)
        for index in shown {
            let track = model.tracks[index]
            let isCurrent = index == model.currentIndex
            let marker = isCurrent ? "▶ " : "  "
            let length = track.duration.map { $0 > 0 ? ClockText.format($0) : "?" } ?? "live"
            let right = (track.level?.terminalLine ?? "").padding(3) + "  " + String(repeating: " ", count: max(0, 5 - length.count)) + length
            let text = " " + marker + spread(track.title.terminalLine, right, width - 3)
            let style: Line.Style = index == model.selected ? (isCurrent ? .selectedBold : .selected) : (isCurrent ? .bold : .plain)
            lines.append(Line(text: text, style: style))
        }
        if model.tracks.isEmpty {
            lines.append(Line(text: "   The library is empty.", style: .dim))
        }
        lines.append(Line(text: ""))
        lines.append(Line(text: " space play/pause  ←/→ seek 10 s  ↑/↓ select  Enter play  q quit", style: .dim))
        lines.append(Line(text: model.message.map { " " + $0.terminalLine } ?? "", style: .error))
        return Array(lines.prefix(max(1, rows))).map { Line(text: fit($0.text, columns), style: $0.style) }
    }

    /// The whole screen as one write: home, each line cleared to its end, the rest cleared.
    static func frame(_ model: PlayerScreenModel, rows: Int, columns: Int) -> String {
        let body = lines(model, rows: rows, columns: columns).map { line in
            escape(line.style) + line.text + "\u{1B}[0m\u{1B}[K"
        }.joined(separator: "\r\n")
        return "\u{1B}[H" + body + "\u{1B}[J"
    }

    private static func escape(_ style: Line.Style) -> String {
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
