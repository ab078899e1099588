/// Times as a player shows them: `m:ss`, or `h:mm:ss` from an hour on.
public enum ClockText {
    /// Whole seconds, rounded down; negative and non-finite times show as 0:00.
    public static func format(_ seconds: Double) -> String {
        format(wholeSeconds: wholeSeconds(seconds))
    }

    public static func format(wholeSeconds total: Int) -> String {
        let total = max(0, total)
        let hours = total / 3600, minutes = total / 60 % 60, seconds = total % 60
        let paddedSeconds = seconds < 10 ? "0\(seconds)" : "\(seconds)"
        if hours > 0 {
            return "\(hours):\(minutes < 10 ? "0\(minutes)" : "\(minutes)"):\(paddedSeconds)"
        }
        return "\(minutes):\(paddedSeconds)"
    }

    public static func wholeSeconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int(seconds.rounded(.down))
    }
}

extension ClockText {
    /// `m:ss.t` (tenths rounded down), as transcript cues are shown: `0:41.2`. With `always`
    /// false a whole second drops the tenth: `0:10`.
    public static func format(tenths seconds: Double, always: Bool = true) -> String {
        guard seconds.isFinite, seconds > 0 else { return always ? "0:00.0" : "0:00" }
        // A hair above the tenth, so that 41.2 (stored as 41.19999…) shows as 41.2.
        let tenths = Int((seconds * 10 + 1e-6).rounded(.down))
        let whole = format(wholeSeconds: tenths / 10)
        return always || tenths % 10 != 0 ? "\(whole).\(tenths % 10)" : whole
    }

    /// "0:10–0:20", or with tenths on both ends when either has one: "0:04.2–0:06.0".
    public static func span(_ start: Double, _ end: Double) -> String {
        let whole = [start, end].allSatisfy { !format(tenths: $0, always: false).contains(".") }
        return "\(format(tenths: start, always: !whole))–\(format(tenths: end, always: !whole))"
    }
}
