/// A full-screen terminal screen, declared in three parts: its model — the state, and what a
/// key does to it (``update(_:)``) — and its view (``view(_:)``, the model as lines), both pure;
/// and the effects that need the world outside (the database, listend), which ``ScreenLoop``
/// carries out for it and feeds back into the model.
protocol Screen {
    /// What the loop does for the screen after a key: ask listend, save an answer …
    associatedtype Effect

    /// What `key` does: the model changes, and it says what comes next.
    mutating func update(_ key: Key) -> ScreenStep<Effect>

    /// Moves what depends on the terminal's size (the rows scrolled into view) to fit a terminal
    /// of `size`; the loop calls it before every drawing. Nothing by default.
    mutating func fit(_ size: TerminalSize)

    /// The screen as lines for a terminal of `size`, their styles as escape sequences.
    func view(_ size: TerminalSize) -> [String]

    /// Whether every key is answered with a frame, also one that changes nothing; true by
    /// default. Otherwise the screen is drawn only when what it shows changes.
    static var drawsEveryKey: Bool { get }
}

extension Screen {
    mutating func fit(_ size: TerminalSize) {}

    static var drawsEveryKey: Bool { true }
}

/// What a ``Screen`` asks of its loop after a key, or after an effect.
enum ScreenStep<Effect> {
    /// Draw the screen and wait for the next key.
    case stay
    /// Draw the screen, then carry out the effect.
    case perform(Effect)
    /// The screen is done.
    case leave
}

extension ScreenStep: Equatable where Effect: Equatable {}

/// A terminal's size in rows and columns.
typealias TerminalSize = (rows: Int, columns: Int)
