/// A note: the values of its note type's fields, in the note type's order (HTML, as Anki keeps them).
public struct AnkiNote: Sendable, Equatable {
    public var id: Int64
    /// The id Anki recognises a note by across collections.
    public var guid: String
    public var noteTypeId: Int64
    public var fields: [String]
    public var tags: [String]

    public init(id: Int64, guid: String, noteTypeId: Int64, fields: [String], tags: [String] = []) {
        self.id = id
        self.guid = guid
        self.noteTypeId = noteTypeId
        self.fields = fields
        self.tags = tags
    }
}
