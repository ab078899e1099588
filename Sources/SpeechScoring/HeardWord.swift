/// A word the recogniser heard, and when it was said.
struct HeardWord: Equatable, Sendable {
    /// The dictionary word, without the "(2)" of an alternate pronunciation.
    var text: String
    /// Seconds from the start of the recording.
    var start: Double
    var end: Double

    init(_ text: String, start: Double, end: Double) {
        self.text = text
        self.start = start
        self.end = end
    }
}
