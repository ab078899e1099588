#if canImport(Glibc)
import Glibc
#endif
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// listend as a practice screen uses it: the recording named, its lines and questions, and a
/// line played on its own.
///
/// Playing a line turns the daemon's autopause on (so it stops at the line's end); ``restore()``
/// puts autopause and the speed back as they were found.
final class PracticePlayer {
    let connection: ListendConnection
    /// The recording practised and its comprehension questions (empty for the user's own).
    let recording: PracticeRecording
    let questions: [ComprehensionQuestion]
    /// The timed words of each line that has them, by line number (filled by ``select()``).
    private(set) var words: [Int: [TranscriptWord]] = [:]
    private var found: (autopause: Bool, speed: Double)?
    private var selected = false
    private var slowed = false

    /// The speed of a slowed-down replay.
    static let slowSpeed = 0.75

    /// Connects and looks the recording up by its title or id.
    init(title: String, socket: SocketOption) throws(ListendError) {
        connection = try socket.connect()
        let reply = try connection.request(.daemon(.questions(title)), expecting: QuestionsPayload.self)
        recording = PracticeRecording(id: reply.track.id, title: reply.track.title, level: reply.track.level)
        questions = reply.questions
    }

    /// Selects the recording, with autopause on, and returns its transcript lines.
    func select() throws(ListendError) -> [DictationLine] {
        try prepare()
        let transcript = try connection.request(.daemon(.transcript), expecting: TranscriptPayload.self)
        words = Dictionary(transcript.lines.compactMap { line in line.words.map { (line.index, $0) } }, uniquingKeysWith: { first, _ in first })
        return transcript.lines.map { DictationLine(index: $0.index, text: $0.text) }
    }

    /// Plays line `index` (1-based) from its start to its end, slowed down when `slow`.
    func play(line index: Int, slow: Bool = false) throws(ListendError) {
        try prepare()
        if slow != slowed, let found {
            _ = try connection.status(.daemon(.speed(.to(slow ? Self.slowSpeed : found.speed))))
            slowed = slow
        }
        _ = try connection.status(.daemon(.line(.index(index))))
        let status = try connection.status(.daemon(.status))
        if status.state != .playing {
            _ = try connection.status(.daemon(.resume))
        }
    }

    /// Plays from `start` (seconds into the recording, within a line) to the end of that line,
    /// where autopause stops it.
    func play(from start: Double) throws(ListendError) {
        try prepare()
        _ = try connection.status(.daemon(.seek(.absolute(start))))
        let status = try connection.status(.daemon(.status))
        if status.state != .playing {
            _ = try connection.status(.daemon(.resume))
        }
    }

    /// Plays a file on its own (a take the learner recorded); the next line played selects the
    /// recording again.
    func playFile(_ path: String) throws(ListendError) {
        _ = try connection.status(.daemon(.play(.file(path))))
        selected = false
    }

    /// Puts the speed back after a slowed-down replay.
    func normalSpeed() {
        guard slowed, let found else { return }
        _ = try? connection.status(.daemon(.speed(.to(found.speed))))
        slowed = false
    }

    /// Puts autopause and the speed back as they were before practice changed them; a line still
    /// playing is paused first, so that leaving does not let the recording play on.
    func restore() {
        guard let found else { return }
        if !selected { try? prepare() }
        if let status = try? connection.status(.daemon(.status)), status.state == .playing {
            _ = try? connection.status(.daemon(.pause))
        }
        if slowed { _ = try? connection.status(.daemon(.speed(.to(found.speed)))) }
        if !found.autopause { _ = try? connection.status(.daemon(.autopause(false))) }
        slowed = false
        self.found = nil
    }

    private func prepare() throws(ListendError) {
        if found == nil {
            let status = try connection.status(.daemon(.status))
            found = (status.autopause, status.speed)
            if !status.autopause { _ = try connection.status(.daemon(.autopause(true))) }
        }
        guard !selected else { return }
        let status = try connection.status(.daemon(.status))
        let selecting = status.track?.id != recording.id
        if selecting {
            _ = try connection.status(.daemon(.play(.track(recording.id))))
            _ = try connection.status(.daemon(.pause))
        }
        // A pause can arrive before the load has begun; the recording must not start on its own.
        if try waitUntilLoaded() == .playing, selecting {
            _ = try connection.status(.daemon(.pause))
        }
        selected = true
    }

    /// Waits (up to 10 s) while the recording is opened: a line cannot be found in it before.
    @discardableResult
    private func waitUntilLoaded() throws(ListendError) -> StatusPayload.State {
        let deadline = ContinuousClock.now + .seconds(10)
        while true {
            let status = try connection.status(.daemon(.status))
            switch status.state {
            case .loading where ContinuousClock.now < deadline:
                usleep(20_000)
            case .loading:
                throw .playerFailed(tr("listend is still opening “%s”; try again in a moment.", recording.title))
            case .error:
                throw .playerFailed(status.error ?? tr("listend cannot play “%s”.", recording.title))
            default:
                return status.state
            }
        }
    }
}
