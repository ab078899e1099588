import Dispatch
import Synchronization
import ListenProtocol

/// Pushes a `line` event when the transcript line heard changes, a `word` event when the word
/// heard changes within a line, and a `chapter` event when the chapter heard changes, at the
/// moment it changes.
///
/// While playing, it wakes when the next line start or end, word start or chapter start, is due to be heard
/// (the distance in track time over the speed; at most every 250 ms, so loops and gaps are
/// followed too), reads the status, and announces a line or chapter that differs from the last one
/// announced. Player events and commands call `update()` to look at once.
final class LineFollower: Sendable {
    /// The longest sleep while playing.
    static let longestWait = 0.25

    private let queue = DispatchQueue(label: "listend.lines", qos: .userInteractive)
    private nonisolated(unsafe) let timer: DispatchSourceTimer
    /// The line and the chapter last announced, with the recording they belong to (nil: none heard).
    private let announced = Mutex<(line: Heard?, word: Int?, chapter: Heard?)>((nil, nil, nil))

    private struct Heard: Equatable {
        var track: String?
        var index: Int
    }
    private let look: @Sendable () -> (status: StatusPayload, nextBoundary: Double?)
    private let announce: @Sendable ([EventName], StatusPayload) -> Void

    /// - Parameters:
    ///   - look: the status now, and the next line start or end, or chapter start, after its position.
    ///   - announce: sends the events (`line` or `word`, `chapter`) with that status.
    init(look: @escaping @Sendable () -> (status: StatusPayload, nextBoundary: Double?),
         announce: @escaping @Sendable ([EventName], StatusPayload) -> Void) {
        self.look = look
        self.announce = announce
        timer = DispatchSource.makeTimerSource(flags: .strict, queue: queue)
        timer.setEventHandler { [weak self] in self?.evaluate() }
        timer.schedule(deadline: .distantFuture, leeway: .nanoseconds(0))
        timer.resume()
    }

    /// Looks at the status now, off the caller's thread.
    func update() {
        queue.async { [self] in evaluate() }
    }

    func cancel() {
        timer.cancel()
    }

    private func evaluate() {
        let (status, next) = look()
        let line = status.line.map { Heard(track: status.track?.id, index: $0.index) }
        let chapter = status.chapter.map { Heard(track: status.track?.id, index: $0.index) }
        let changed = announced.withLock { last -> [EventName] in
            var events: [EventName] = []
            if last.line != line {
                events.append(.line)
            } else if last.word != status.word {
                events.append(.word)
            }
            if last.chapter != chapter { events.append(.chapter) }
            last = (line, status.word, chapter)
            return events
        }
        if !changed.isEmpty { announce(changed, status) }
        guard status.state == .playing else {
            timer.schedule(deadline: .distantFuture, leeway: .nanoseconds(0))
            return
        }
        var wait = Self.longestWait
        if let next, status.speed > 0 { wait = min(wait, max(0.001, (next - status.position) / status.speed)) }
        timer.schedule(deadline: .now() + wait, leeway: .nanoseconds(0))
    }
}
