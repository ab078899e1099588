import AnkiPackage

/// The note types of the decks learnctl writes for Anki.
public enum AnkiNoteTypes {
    static let css = """
        .card { font-family: sans-serif; font-size: 22px; text-align: center; color: black; background-color: white; }
        .transcription { color: #555; }
        .translation { font-style: italic; }
        .source { font-size: 14px; color: #777; }
        """

    /// A vocabulary card: the word (and its sound) on the front; transcription and translation on the back.
    public static let word = AnkiNoteType(
        id: 0, name: "learnctl word", fields: ["Word", "Transcription", "Translation", "Audio", "Source"],
        templates: [.init(
            name: "Recognition", front: "{{Word}} {{Audio}}",
            back: """
                {{FrontSide}}<hr id=answer><div class=transcription>{{Transcription}}</div>\
                <div class=translation>{{Translation}}</div><div class=source>{{Source}}</div>
                """)],
        css: css)

    /// A sentence card: the line's audio clip on the front; the line, its translation and the
    /// recording it comes from on the back.
    public static let sentence = AnkiNoteType(
        id: 0, name: "learnctl sentence", fields: ["Audio", "Text", "Translation", "Source"],
        templates: [.init(
            name: "Listening", front: "{{Audio}}",
            back: """
                {{FrontSide}}<hr id=answer><div>{{Text}}</div>\
                <div class=translation>{{Translation}}</div><div class=source>{{Source}}</div>
                """)],
        css: css)

    /// `text` with `&`, `<` and `>` escaped, as a note's field holds text.
    public static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
