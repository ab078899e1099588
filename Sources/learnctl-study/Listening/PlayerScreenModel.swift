import ListenClient
import ListenProtocol

/// What the `learnctl player` screen shows, and what its keys do to it.
struct PlayerScreenModel {
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
    /// The daemon's answer to the last key that failed.
    var message: String?

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

    /// Applies a key; returns what to ask the daemon, if anything. `page` is the rows the list shows.
    mutating func press(_ key: PlayerKey, page: Int) -> DaemonCommand? {
        switch key {
        case .toggle: return .toggle
        case .back: return .seek(.relative(-Self.seekStep))
        case .forward: return .seek(.relative(Self.seekStep))
        case .up: select(selected - 1)
        case .down: select(selected + 1)
        case .pageUp: select(selected - max(1, page))
        case .pageDown: select(selected + max(1, page))
        case .first: select(0)
        case .last: select(tracks.count - 1)
        case .play:
            guard tracks.indices.contains(selected) else { return nil }
            return .play(.track(tracks[selected].id))
        case .previousLine: return .line(.previous)
        case .nextLine: return .line(.next)
        case .replayLine: return .line(.replay)
        case .loopLine: return .loop(status.loop == nil ? LoopRequest(span: .line) : nil)
        case .slower: return .speed(.by(-Self.speedStep))
        case .faster: return .speed(.by(Self.speedStep))
        case .autopause: return .autopause(!status.autopause)
        case .transcript: transcriptDisplay = transcriptDisplay.next
        case .quit: return nil
        }
        return nil
    }

    private mutating func select(_ row: Int) {
        selected = min(max(0, row), max(0, tracks.count - 1))
    }

    /// Moves the list so the selected row is among the `visible` rows shown.
    mutating func scroll(visible: Int) {
        let visible = max(1, visible)
        if selected < top { top = selected }
        if selected >= top + visible { top = selected - visible + 1 }
        top = min(max(0, top), max(0, tracks.count - visible))
    }
}
