import LearnCore

/// How the Test screen shows its cards: as text or as JSON lines.
protocol TestCards {
    /// Shows what an action led to.
    mutating func show(_ event: TestEvent)
    /// Says that an input line meant nothing.
    mutating func showUnknownInput(_ line: String)
}

extension TestCards {
    mutating func show(_ events: [TestEvent]) {
        for event in events { show(event) }
    }
}
