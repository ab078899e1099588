import Foundation

/// What to write as an `.apkg`: one note type, the notes (each in its deck) and the media files they name.
public struct AnkiExport: Sendable {
    /// A note to write: its fields in the note type's order, and the text its stable id is made
    /// from, so that importing the same deck again updates the notes instead of adding them twice.
    public struct Note: Sendable, Equatable {
        /// The deck's name; `::` separates a parent deck from its child.
        public var deck: String
        public var fields: [String]
        public var identity: String
        public var tags: [String]

        public init(deck: String, fields: [String], identity: String, tags: [String] = []) {
            self.deck = deck
            self.fields = fields
            self.identity = identity
            self.tags = tags
        }
    }

    /// A media file to put in the package under `name`, the name the notes use.
    public struct Media: Sendable, Equatable {
        public var name: String
        public var file: URL

        public init(name: String, file: URL) {
            self.name = name
            self.file = file
        }
    }

    /// The note type; its `id` is ignored (one is made from its name).
    public var noteType: AnkiNoteType
    public var notes: [Note]
    public var media: [Media]

    public init(noteType: AnkiNoteType, notes: [Note], media: [Media] = []) {
        self.noteType = noteType
        self.notes = notes
        self.media = media
    }
}
