/// One sentence to say in a speaking session: a transcript line to shadow or a topic's sentence.
struct SpeakingItem {
    /// Its place in the session, from 1.
    let number: Int
    let total: Int
    /// The line's or sentence's own number, from 1 (what the history keeps).
    let index: Int
    let text: String
    /// How the screen names it: "line 7", "sentence 3 (A2)".
    let label: String
}
