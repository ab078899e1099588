import ListenProtocol
import Localization

/// The loop as learnctl shows it.
extension LoopPayload {
    /// "0:10–0:20, pass 2 of 3, gap 1.5 s", or "0:10–0:20, forever" when it repeats until `loop off`.
    public var summaryText: String {
        var text = ClockText.span(a, b)
        if let passes = self.repeat {
            // TRANSLATORS: which pass of a loop is playing: “pass 2 of 3”.
            text += ", " + tr("pass %1$s of %2$s", String(min(done + 1, max(1, passes))), String(passes))
        } else {
            // TRANSLATORS: a loop that repeats until it is turned off.
            text += ", " + tr("forever")
        }
        // TRANSLATORS: the silence between a loop's passes; %s is a number of seconds.
        if gap > 0 { text += ", " + tr("gap %s s", NumberText.decimal(gap, fractionDigits: 2)) }
        return text
    }

    /// "loop 0:10–0:20 2/3" (or "∞" for ever), for the player screen's status row.
    public var shortText: String {
        let span = ClockText.span(a, b)
        // TRANSLATORS: the loop in the player screen's status row: “loop 0:10–0:20 ∞”.
        guard let passes = self.repeat else { return tr("loop %s ∞", span) }
        // TRANSLATORS: the loop in the player screen's status row: “loop 0:10–0:20 2/3”.
        return tr("loop %1$s %2$s/%3$s", span, String(min(done + 1, max(1, passes))), String(passes))
    }
}
