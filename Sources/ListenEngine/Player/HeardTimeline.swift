/// Maps the output's heard clock to track positions.
///
/// As the player thread writes, it marks where in output time (seconds since the output's clock
/// last restarted) a stretch of audio begins, the track position it begins at, and how fast track
/// time runs against output time there: the speed, or 0 in a loop's silent gap. The position heard
/// is read off the last mark at or before the heard clock.
struct HeardTimeline: Sendable, Equatable {
    struct Mark: Sendable, Equatable {
        /// Output seconds since the clock restarted.
        var output: Double
        /// Track seconds heard at `output`.
        var position: Double
        /// Track seconds per output second from here on.
        var rate: Double
    }

    /// Marks kept; older ones were heard long ago (the output buffers a fraction of a second).
    static let capacity = 64

    private(set) var marks: [Mark] = [Mark(output: 0, position: 0, rate: 1)]

    /// Starts over with the clock at 0 heard at `position`.
    mutating func restart(at position: Double, rate: Double) {
        marks = [Mark(output: 0, position: position, rate: rate)]
    }

    /// Notes that from `output` seconds on, the track is heard from `position` at `rate`.
    mutating func add(output: Double, position: Double, rate: Double) {
        marks.removeAll { $0.output >= output }
        marks.append(Mark(output: output, position: position, rate: rate))
        if marks.count > Self.capacity { marks.removeFirst(marks.count - Self.capacity) }
    }

    /// Says that `position` is heard at `heard` (after a pause), keeping the marks still ahead.
    mutating func reanchor(heard: Double, position: Double) {
        let current = mark(at: heard)
        marks.removeAll { $0.output <= heard }
        marks.insert(Mark(output: heard, position: position, rate: current.rate), at: 0)
    }

    /// The track position heard when the clock reads `heard`.
    func position(heard: Double) -> Double {
        let mark = mark(at: heard)
        return mark.position + max(0, heard - mark.output) * mark.rate
    }

    private func mark(at heard: Double) -> Mark {
        marks.last { $0.output <= heard } ?? marks[0]
    }
}
