/// Times as a player shows them: `m:ss`, or `h:mm:ss` from an hour on.
enum ClockText {
    /// Whole seconds, rounded down; negative and non-finite times show as 0:00.
    static func format(_ seconds: Double) -> String {
        format(wholeSeconds: wholeSeconds(seconds))
    }

    static func format(wholeSeconds total: Int) -> String {
        let total = max(0, total)
        let hours = total / 3600, minutes = total / 60 % 60, seconds = total % 60
        let paddedSeconds = seconds < 10 ? "0\(seconds)" : "\(seconds)"
        if hours > 0 {
            return "\(hours):\(minutes < 10 ? "0\(minutes)" : "\(minutes)"):\(paddedSeconds)"
        }
        return "\(minutes):\(paddedSeconds)"
    }

    static func wholeSeconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int(seconds.rounded(.down))
    }
}
