import ListenProtocol
import Localization

/// A chapter as learnctl shows it; its title passes through ``TerminalText``.
extension ChapterPayload {
    /// The title as one line, or "Chapter 3" when the file gives none.
    public var titleText: String {
        let shown = self.title.terminalLine
        // TRANSLATORS: a chapter without a title in the file: “Chapter 3”.
        return shown.isEmpty ? tr("Chapter %s", String(index)) : shown
    }

    /// "▶  3  12:04–25:30  Title": `marker` (one column), the index right-aligned to
    /// `indexWidth` columns, the start and end, and the title.
    public func row(marker: String = " ", indexWidth: Int = 2) -> String {
        let number = "\(index)"
        return marker + " " + String(repeating: " ", count: max(0, indexWidth - number.count)) + number
            + "  " + ClockText.format(start) + "–" + ClockText.format(end) + "  " + titleText
    }
}

extension StatusPayload {
    /// Where the listener is among the chapters: "2 of 3 — The Middle"; nil without chapters
    /// (or before the first).
    public var chapterPlace: String? {
        guard let chapter else { return nil }
        // TRANSLATORS: the chapter heard now of a recording's chapters: “2 of 3”.
        let number = chapters > 0 ? tr("%1$s of %2$s", String(chapter.index), String(chapters)) : "\(chapter.index)"
        return "\(number) — \(chapter.titleText)"
    }

    /// The container and codec: "M4B, AAC", "MP3", "Ogg, Vorbis"; nil when neither is known.
    public var formatText: String? {
        let parts = [container, codec].compactMap { $0?.terminalLine }.filter { !$0.isEmpty }
        guard let first = parts.first else { return nil }
        // One name when the container is called as its codec (MP3, FLAC).
        return parts.count == 2 && parts[0] != parts[1] ? "\(first), \(parts[1])" : first
    }
}
