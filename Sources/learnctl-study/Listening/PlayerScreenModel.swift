import ListenClient
import ListenProtocol

/// What the `learnctl player` screen shows, what its keys do to it, and what listend's events
/// change; the keys that control the player become requests to listend (the screen's effects).
///
/// Keys: space plays or pauses, ←/→ seek 10 s, ↑/↓ (also k, j, Page Up/Down, Home, End)
/// select a recording and Enter plays it, `,` and `.` go to the transcript line before or after,
/// r replays the line, `<` and `>` go to the chapter before or after, l loops the line (or ends
/// the loop), `[` and `]` slow down or speed up, a turns autopause on or off, t changes how the
/// transcript shows, m marks or unmarks the line heard for export, and q, Ctrl-C or Ctrl-D quit.
/// ``PlayerScreenView`` draws it.
struct PlayerScreenModel {
    /// What the screen's loop does for a key: ask listend, or mark a line.
    enum Effect: Equatable {
        /// Send the request to listend.
        case daemon(DaemonCommand)
        /// Mark ``lineToMark`` of the recording heard for export, or unmark it when it is marked.
        case toggleMark
    }

    /// How far ←/→ seek, in seconds.
    static let seekStep = 10.0
    /// How much `[` and `]` change the speed.
    static let speedStep = 0.1

    var tracks: [TrackPayload]
    /// The player's status as last received; a change of line keeps the line that ended in
    /// ``previousLine``.
    var status: StatusPayload {
        didSet {
            if status.track?.id != oldValue.track?.id {
                previousLine = nil
            } else if let ended = oldValue.line, ended != status.line {
                previousLine = ended
            }
        }
    }
    /// The transcript line heard before the one heard now (or before the silence after it);
    /// nil at first and after a change of recording.
    var previousLine: TranscriptLine?
    /// How the transcript is shown.
    var transcriptDisplay = TranscriptDisplay.shown
    /// The highlighted row of the list.
    var selected: Int
    /// The first row of the list on screen.
    var top = 0
    /// How many rows of the list the terminal shows (what Page Up and Page Down move by).
    var listRows = 1
    /// The daemon's answer to the last key that failed, or why a line could not be marked.
    var message: String?
    /// What the last key did when it is not seen otherwise ("Line 12 marked for export").
    var notice: String?
    /// The lines of the recording ``markedRecordingId`` marked for export, by their numbers.
    var markedLines: Set<Int> = []
    /// The recording whose marks ``markedLines`` holds; nil before they are read.
    var markedRecordingId: String?

    init(tracks: [TrackPayload], status: StatusPayload) {
        self.tracks = tracks
        self.status = status
        selected = tracks.firstIndex { $0.id == status.track?.id } ?? 0
    }

    /// The index in the list of the recording the player has selected.
    var currentIndex: Int? {
        guard let id = status.track?.id else { return nil }
        return tracks.firstIndex { $0.id == id }
    }

    /// The line `m` marks: the line heard, or between lines the one heard last.
    var lineToMark: TranscriptLine? {
        status.line ?? previousLine
    }

    /// Whether `line` of the recording heard is marked for export.
    func isMarked(_ line: TranscriptLine) -> Bool {
        markedRecordingId != nil && markedRecordingId == status.track?.id && markedLines.contains(line.index)
    }

    mutating func update(_ key: Key) -> ScreenStep<Effect> {
        switch key {
        case .character(" "): return .perform(.daemon(.toggle))
        case .left: return .perform(.daemon(.seek(.relative(-Self.seekStep))))
        case .right: return .perform(.daemon(.seek(.relative(Self.seekStep))))
        case .up, .character("k"): select(selected - 1)
        case .down, .character("j"): select(selected + 1)
        case .pageUp: select(selected - max(1, listRows))
        case .pageDown: select(selected + max(1, listRows))
        case .home: select(0)
        case .end: select(tracks.count - 1)
        case .enter:
            guard tracks.indices.contains(selected) else { return .stay }
            return .perform(.daemon(.play(.track(tracks[selected].id))))
        case .character(","): return .perform(.daemon(.line(.previous)))
        case .character("."): return .perform(.daemon(.line(.next)))
        case .character("r"): return .perform(.daemon(.line(.replay)))
        case .character("<"): return .perform(.daemon(.chapter(.previous)))
        case .character(">"): return .perform(.daemon(.chapter(.next)))
        case .character("l"): return .perform(.daemon(.loop(status.loop == nil ? LoopRequest(span: .line) : nil)))
        case .character("["): return .perform(.daemon(.speed(.by(-Self.speedStep))))
        case .character("]"): return .perform(.daemon(.speed(.by(Self.speedStep))))
        case .character("a"): return .perform(.daemon(.autopause(!status.autopause)))
        case .character("m"), .character("M"): return .perform(.toggleMark)
        case .character("t"): transcriptDisplay = transcriptDisplay.next
        case .character("q"), .character("Q"), .interrupt, .endOfInput: return .leave
        default: break
        }
        return .stay
    }

    /// Takes in a line from listend: every event, and every reply to a request, carries the status.
    mutating func receive(_ line: String) {
        switch IncomingLine<StatusPayload>.decode(line) {
        case .event(_, let status)?, .reply(_, .success(let status))?:
            self.status = status
        case .reply(_, .failure(let error))?:
            message = DaemonErrorText.text(error)
        case .unreadableReply?, nil:
            break
        }
    }

    private mutating func select(_ row: Int) {
        selected = min(max(0, row), max(0, tracks.count - 1))
    }

    /// Scrolls the list so that the selected row is among the `visible` rows shown.
    mutating func scroll(visible: Int) {
        listRows = visible
        let visible = max(1, visible)
        if selected < top { top = selected }
        if selected >= top + visible { top = selected - visible + 1 }
        top = min(max(0, top), max(0, tracks.count - visible))
    }
}
