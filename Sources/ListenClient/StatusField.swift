import ListenProtocol

/// A field of a `--format` template.
public enum StatusField: String, CaseIterable, Sendable {
    case state, title, level, position, duration, remaining, percent
    /// The words of the cue heard now (empty between cues), its number, and how many cues there are.
    case line, lineIndex = "line_index", lines
    /// The playback speed: `0.75`, `1`.
    case speed
    /// The title of the chapter heard now ("Chapter 3" when it has none; empty without chapters),
    /// its number, and how many chapters there are.
    case chapter, chapterIndex = "chapter_index", chapters

    public func value(in status: StatusPayload) -> String {
        switch self {
        case .state: status.state.rawValue
        case .title: status.titleText
        case .level: status.levelText
        case .position: status.positionText
        case .duration: status.durationText
        case .remaining: status.remainingText
        case .percent: "\(status.percent)"
        case .line: status.lineText
        case .lineIndex: status.lineIndexText
        case .lines: "\(status.lines)"
        case .speed: status.speedText
        case .chapter: status.chapter?.titleText ?? ""
        case .chapterIndex: status.chapter.map { "\($0.index)" } ?? ""
        case .chapters: "\(status.chapters)"
        }
    }
}
