/// The status and its parts written and read directly with ``JSONWriter`` and ``JSONParser``,
/// for the lines sent most often (every `status` reply and every event). The fields and their
/// rounding are those of the `Codable` forms, which stay for everything else; tests hold the two
/// to the same bytes.
extension StatusPayload {
    /// This status as one JSON object (keys sorted, no newline), as `JSONEncoder` writes it.
    public var jsonText: String {
        var writer = JSONWriter()
        writer.object { writeFields(to: &$0) }
        return writer.text
    }

    /// Writes this status's fields into the object being written, in key order, with `event`
    /// among them when it is an event line.
    func writeFields(to writer: inout JSONWriter, event: EventName? = nil) {
        writer.key("autopause"); writer.bool(autopause)
        writer.key("duration"); writer.number(duration.map { ($0 * 1000).rounded() / 1000 })
        writer.key("error"); writer.string(error)
        if let event { writer.key("event"); writer.string(event.rawValue) }
        writer.key("line")
        if let line { line.write(to: &writer) } else { writer.null() }
        writer.key("lines"); writer.integer(lines)
        writer.key("loop")
        if let loop { loop.write(to: &writer) } else { writer.null() }
        writer.key("position"); writer.number((position * 1000).rounded() / 1000)
        writer.key("recording")
        if let recording { recording.write(to: &writer) } else { writer.null() }
        writer.key("speech")
        if let speech { speech.write(to: &writer) } else { writer.null() }
        writer.key("speed"); writer.number(speed)
        writer.key("state"); writer.string(state.rawValue)
        writer.key("track")
        if let track { track.write(to: &writer) } else { writer.null() }
        writer.key("transcript_error"); writer.string(transcriptError)
    }

    /// The status read from its JSON object (a reply's `data` or an event line).
    public init(json: JSONValue) throws(JSONShapeError) {
        let fields = try json.fields()
        guard case .string(let name)? = fields["state"], let state = State(rawValue: name) else {
            throw JSONShapeError(field: "state")
        }
        self.init(
            state: state,
            track: try fields.optional("track").map { value throws(JSONShapeError) in try TrackPayload(json: value) },
            position: try fields.number("position"),
            duration: try fields.optionalNumber("duration"),
            error: try fields.optionalString("error"),
            line: try fields.optional("line").map { value throws(JSONShapeError) in try TranscriptLine(json: value) },
            lines: try fields.optionalInteger("lines") ?? 0,
            speed: try fields.optionalNumber("speed") ?? 1,
            loop: try fields.optional("loop").map { value throws(JSONShapeError) in try LoopPayload(json: value) },
            autopause: try fields.optionalBool("autopause") ?? false,
            transcriptError: try fields.optionalString("transcript_error"),
            speech: try fields.optional("speech").map { value throws(JSONShapeError) in try SpeechPayload(json: value) },
            recording: try fields.optional("recording").map { value throws(JSONShapeError) in try RecordingPayload(json: value) })
    }
}

extension RecordingPayload {
    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("duration"); writer.number((duration * 1000).rounded() / 1000)
            writer.key("ended"); writer.string(ended?.rawValue)
            writer.key("error"); writer.string(error)
            writer.key("level"); writer.number((level * 1000).rounded() / 1000)
            writer.key("limit"); writer.number(limit)
            writer.key("path"); writer.string(path)
            writer.key("recording"); writer.bool(recording)
            writer.key("speech_heard"); writer.bool(speechHeard)
            writer.key("take"); writer.integer(take)
        }
    }

    init(json: JSONValue) throws(JSONShapeError) {
        let fields = try json.fields()
        let ended = try fields.optionalCase("ended", of: Ending.self)
        guard case .bool(let recording)? = fields["recording"] else { throw JSONShapeError(field: "recording") }
        self.init(take: try fields.integer("take"), recording: recording, path: try fields.string("path"),
                  duration: try fields.number("duration"), level: try fields.number("level"),
                  speechHeard: try fields.optionalBool("speech_heard") ?? false, limit: try fields.number("limit"),
                  ended: ended, error: try fields.optionalString("error"))
    }
}

extension SpeechPayload {
    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("duration"); writer.number(duration.map { ($0 * 1000).rounded() / 1000 })
            writer.key("ended"); writer.string(ended?.rawValue)
            writer.key("error"); writer.string(error)
            writer.key("rate"); writer.integer(rate)
            writer.key("speaking"); writer.bool(speaking)
            writer.key("text"); writer.string(text)
            writer.key("utterance"); writer.integer(utterance)
            writer.key("voice"); writer.string(voice)
        }
    }

    init(json: JSONValue) throws(JSONShapeError) {
        let fields = try json.fields()
        let ended = try fields.optionalCase("ended", of: Ending.self)
        guard case .bool(let speaking)? = fields["speaking"] else { throw JSONShapeError(field: "speaking") }
        self.init(utterance: try fields.integer("utterance"), speaking: speaking, text: try fields.string("text"),
                  voice: try fields.string("voice"), rate: try fields.integer("rate"),
                  duration: try fields.optionalNumber("duration"), ended: ended, error: try fields.optionalString("error"))
    }
}

extension TrackPayload {
    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            if let bundled { writer.key("bundled"); writer.bool(bundled) }
            if let description { writer.key("description"); writer.string(description) }
            writer.key("duration"); writer.number(duration)
            writer.key("id"); writer.string(id)
            if let level { writer.key("level"); writer.string(level) }
            writer.key("source"); writer.string(source.rawValue)
            writer.key("title"); writer.string(title)
            if let transcript { writer.key("transcript"); writer.string(transcript) }
        }
    }

    init(json: JSONValue) throws(JSONShapeError) {
        let fields = try json.fields()
        guard case .string(let kind)? = fields["source"], let source = SourceKind(rawValue: kind) else {
            throw JSONShapeError(field: "source")
        }
        self.init(id: try fields.string("id"), title: try fields.string("title"),
                  level: try fields.optionalString("level"), duration: try fields.optionalNumber("duration"),
                  source: source, bundled: try fields.optionalBool("bundled"),
                  description: try fields.optionalString("description"),
                  transcript: try fields.optionalString("transcript"))
    }
}

extension TranscriptLine {
    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("end"); writer.number((end * 1000).rounded() / 1000)
            writer.key("index"); writer.integer(index)
            writer.key("speaker"); writer.string(speaker)
            writer.key("start"); writer.number((start * 1000).rounded() / 1000)
            writer.key("text"); writer.string(text)
        }
    }

    init(json: JSONValue) throws(JSONShapeError) {
        let fields = try json.fields()
        self.init(index: try fields.integer("index"), start: try fields.number("start"), end: try fields.number("end"),
                  text: try fields.string("text"), speaker: try fields.optionalString("speaker"))
    }
}

extension LoopPayload {
    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("a"); writer.number((a * 1000).rounded() / 1000)
            writer.key("b"); writer.number((b * 1000).rounded() / 1000)
            writer.key("done"); writer.integer(done)
            writer.key("gap"); writer.number((gap * 1000).rounded() / 1000)
            writer.key("repeat"); writer.integer(self.repeat)
        }
    }

    init(json: JSONValue) throws(JSONShapeError) {
        let fields = try json.fields()
        self.init(a: try fields.number("a"), b: try fields.number("b"), repeat: try fields.optionalInteger("repeat"),
                  done: try fields.integer("done"), gap: try fields.number("gap"))
    }
}

/// A JSON value that does not have the shape a payload needs: a field missing or of another type.
public struct JSONShapeError: Error, CustomStringConvertible {
    /// The field that is missing or wrong ("" for the value itself).
    public let field: String
    public var description: String {
        field.isEmpty ? "expected a JSON object" : "the field \"\(field)\" is missing or has the wrong type"
    }
}

extension JSONValue {
    func fields() throws(JSONShapeError) -> [String: JSONValue] {
        guard case .object(let fields) = self else { throw JSONShapeError(field: "") }
        return fields
    }
}

extension [String: JSONValue] {
    /// The field's value; nil when it is absent or null.
    func optional(_ key: String) -> JSONValue? {
        guard let value = self[key], value != .null else { return nil }
        return value
    }

    func string(_ key: String) throws(JSONShapeError) -> String {
        guard case .string(let value)? = self[key] else { throw JSONShapeError(field: key) }
        return value
    }

    /// A string member naming one of `type`'s cases, or nil when absent or null.
    func optionalCase<Case: RawRepresentable<String>>(_ key: String, of type: Case.Type) throws(JSONShapeError) -> Case? {
        guard let name = try optionalString(key) else { return nil }
        guard let value = Case(rawValue: name) else { throw JSONShapeError(field: key) }
        return value
    }

    func optionalString(_ key: String) throws(JSONShapeError) -> String? {
        guard let value = optional(key) else { return nil }
        guard case .string(let string) = value else { throw JSONShapeError(field: key) }
        return string
    }

    func number(_ key: String) throws(JSONShapeError) -> Double {
        guard case .number(let value)? = self[key] else { throw JSONShapeError(field: key) }
        return value
    }

    func optionalNumber(_ key: String) throws(JSONShapeError) -> Double? {
        guard let value = optional(key) else { return nil }
        guard case .number(let number) = value else { throw JSONShapeError(field: key) }
        return number
    }

    func integer(_ key: String) throws(JSONShapeError) -> Int {
        guard let value = try optionalInteger(key) else { throw JSONShapeError(field: key) }
        return value
    }

    /// A whole number that fits an `Int` (as `JSONDecoder` requires for an `Int`).
    func optionalInteger(_ key: String) throws(JSONShapeError) -> Int? {
        guard let number = try optionalNumber(key) else { return nil }
        guard number == number.rounded(), let value = Int(exactly: number) else { throw JSONShapeError(field: key) }
        return value
    }

    func optionalBool(_ key: String) throws(JSONShapeError) -> Bool? {
        guard let value = optional(key) else { return nil }
        guard case .bool(let flag) = value else { throw JSONShapeError(field: key) }
        return flag
    }
}
