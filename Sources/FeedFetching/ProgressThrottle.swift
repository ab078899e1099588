/// Lets a progress report through at most once per `interval`.
struct ProgressThrottle {
    let interval: Duration
    private var last: ContinuousClock.Instant?

    init(interval: Duration = .milliseconds(100)) {
        self.interval = interval
    }

    /// Whether a report is due now; if so, the next one waits `interval` from now.
    mutating func isDue(now: ContinuousClock.Instant = .now) -> Bool {
        if let last, now - last < interval { return false }
        last = now
        return true
    }
}
