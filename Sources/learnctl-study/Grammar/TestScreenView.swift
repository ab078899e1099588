import LearnCore

/// How the Test screen shows its cards: as text or as JSON lines.
protocol TestScreenView {
    /// Shows what an action led to.
    mutating func show(_ event: TestEvent) throws
    /// Says that an input line meant nothing.
    mutating func showUnknownInput(_ line: String) throws
    /// Shows a line of status, such as what an extra key did.
    mutating func showStatus(_ text: String) throws
}

extension TestScreenView {
    mutating func show(_ events: [TestEvent]) throws {
        for event in events { try show(event) }
    }
}
