import ListenProtocol

/// The loop as learnctl shows it.
extension LoopPayload {
    /// "0:10–0:20, pass 2 of 3, gap 1.5 s", or "0:10–0:20, forever" when it repeats until `loop off`.
    public var summaryText: String {
        var text = ClockText.span(a, b)
        if let passes = self.repeat {
            text += ", pass \(min(done + 1, max(1, passes))) of \(passes)"
        } else {
            text += ", forever"
        }
        if gap > 0 { text += ", gap \(DecimalText.format(gap)) s" }
        return text
    }

    /// "loop 0:10–0:20 2/3" (or "∞" for ever), for the player screen's status row.
    public var shortText: String {
        let span = ClockText.span(a, b)
        guard let passes = self.repeat else { return "loop \(span) ∞" }
        return "loop \(span) \(min(done + 1, max(1, passes)))/\(passes)"
    }
}
