import ListenClient

/// How an interactive session — the Test screen, a dictation — shows what happens in it: as
/// text for people, or as one JSON object a line for programs (``JSONLinesView``). Each kind of
/// session names its own events.
protocol SessionView<Event> {
    associatedtype Event
    mutating func show(_ event: Event) throws
}

/// A session's events as JSON lines: each event becomes one object, on a line of its own.
struct JSONLinesView<Event>: SessionView {
    /// The JSON object that stands for an event.
    let object: (Event) -> any Encodable

    func show(_ event: Event) throws {
        try JSONLines.print(object(event))
    }
}
