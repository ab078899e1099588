/// A note type: the names of its fields in order, and (for writing) its card templates and style.
public struct AnkiNoteType: Sendable, Equatable {
    /// One card template: the question and answer formats, as Anki's `{{Field}}` templates.
    public struct Template: Sendable, Equatable {
        public var name: String
        public var front: String
        public var back: String

        public init(name: String, front: String, back: String) {
            self.name = name
            self.front = front
            self.back = back
        }
    }

    public var id: Int64
    public var name: String
    public var fields: [String]
    public var templates: [Template]
    public var css: String

    public init(id: Int64, name: String, fields: [String], templates: [Template] = [], css: String = "") {
        self.id = id
        self.name = name
        self.fields = fields
        self.templates = templates
        self.css = css
    }
}
