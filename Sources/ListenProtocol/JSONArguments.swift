/// A JSON request's named arguments, read into typed values with errors that name the member.
struct JSONArguments {
    let fields: [String: JSONValue]

    func string(_ key: String) throws(ProtocolError) -> String? {
        switch fields[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        default: throw ProtocolError(.badArgument, "\"\(key)\" must be a string.")
        }
    }

    func integer(_ key: String) throws(ProtocolError) -> Int? {
        switch fields[key] {
        case nil, .null?: return nil
        case .number(let value)? where value == value.rounded() && abs(value) < 1e9: return Int(value)
        default: throw ProtocolError(.badArgument, "\"\(key)\" must be a whole number.")
        }
    }

    func number(_ key: String) throws(ProtocolError) -> Double? {
        switch fields[key] {
        case nil, .null?: return nil
        case .number(let value)? where value.isFinite: return value
        default: throw ProtocolError(.badArgument, "\"\(key)\" must be a number.")
        }
    }

    func bool(_ key: String) throws(ProtocolError) -> Bool? {
        switch fields[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case .string(let text)?:
            guard let value = OnOff.parse(text) else { throw ProtocolError(.badArgument, "\"\(key)\" must be true or false.") }
            return value
        default: throw ProtocolError(.badArgument, "\"\(key)\" must be true or false.")
        }
    }

    /// A number of seconds, or a string in the text form (`+10`, `1:35`).
    func seekValue(_ key: String) throws(ProtocolError) -> SeekTarget? {
        switch fields[key] {
        case nil, .null?: return nil
        case .number(let value)? where value.isFinite: return key == "offset" ? .relative(value) : .absolute(value)
        case .string(let text)?:
            guard let target = SeekTarget.parse(text) else {
                throw ProtocolError(.badArgument, "\"\(key)\" must be seconds or m:ss, not \"\(text)\".")
            }
            return target
        default: throw ProtocolError(.badArgument, "\"\(key)\" must be a number of seconds.")
        }
    }

    // MARK: - The arguments of each command

    /// `say`: `text`, optional `voice` and `rate`.
    func sayRequest() throws(ProtocolError) -> SayRequest {
        guard let text = try string("text") else { throw ProtocolError(.badArgument, "say needs a \"text\" (empty stops speaking).") }
        return try .requested(text: text, voice: try string("voice"), rate: try integer("rate"))
    }

    /// `play`: `track`, `file` (an absolute path or file URL) or `url`; none resumes.
    /// `record`: optional `max_s`.
    func recordRequest() throws(ProtocolError) -> RecordRequest {
        try .requested(maximumSeconds: try number("max_s"))
    }

    func playTarget() throws(ProtocolError) -> PlayTarget? {
        if let track = try string("track") { return .track(track) }
        if let given = try string("file") {
            let file = try FileURL.pathIfFileURL(given)
            guard file.hasPrefix("/") else { throw ProtocolError(.badArgument, "\"file\" must be an absolute path.") }
            return .file(file)
        }
        if let url = try string("url") {
            guard case .url = PlayTarget.guess(url) else { throw ProtocolError(.badArgument, "\"url\" must be an http:// or https:// URL.") }
            return .url(url)
        }
        return nil
    }

    /// `play`: optional `subtitle_track` (a number, or a string: digits or a language code),
    /// `subtitle_language` and `transcript_encoding`; nil when none is given.
    func subtitleRequest() throws(ProtocolError) -> SubtitleRequest? {
        var track: SubtitleTrackSelector?
        switch fields["subtitle_track"] {
        case nil, .null?: break
        case .number(let value)? where value == value.rounded() && value >= 1 && value < 1e6: track = .number(Int(value))
        case .string(let text)?: track = try SubtitleTrackSelector.parse(text)
        default: throw SubtitleTrackSelector.unreadable(fields["subtitle_track"].map { "\($0)" } ?? "")
        }
        let language = try string("subtitle_language")
        if let given = language {
            guard case .language = try? SubtitleTrackSelector.parse(given) else {
                throw ProtocolError(.badArgument, "\"subtitle_language\" must be a language code (en, eng, es), not \"\(given)\".")
            }
        }
        let encoding = try transcriptEncoding()
        guard track != nil || language != nil || encoding != nil else { return nil }
        return SubtitleRequest(track: track, preferredLanguage: language, transcriptEncoding: encoding)
    }

    /// `transcript_encoding`: an encoding's name (letters, digits, `-`, `_`, `.`, `:`), or nil.
    func transcriptEncoding() throws(ProtocolError) -> String? {
        guard let name = try string("transcript_encoding") else { return nil }
        guard !name.isEmpty, name.count <= 40, name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.:".unicodeScalars.contains($0)) }) else {
            throw ProtocolError(.badArgument, "\"transcript_encoding\" must name an encoding, such as \"windows-1252\".")
        }
        return name
    }

    /// `seek`: `offset` (± seconds, or any time taken as an offset) or `position`.
    func seekTarget() throws(ProtocolError) -> SeekTarget {
        if let offset = try seekValue("offset") {
            switch offset {
            case .relative(let value), .absolute(let value): return .relative(value)
            }
        }
        if let position = try seekValue("position") {
            guard case .absolute(let value) = position else {
                throw ProtocolError(.badArgument, "\"position\" must be a time from the start, such as 95 or \"1:35\".")
            }
            return .absolute(value)
        }
        throw ProtocolError(.badArgument, "seek needs \"offset\" (± seconds) or \"position\" (seconds).")
    }

    /// `subscribe`: `interval_ms`.
    func tickInterval() throws(ProtocolError) -> Int {
        try TickInterval.checked(integer("interval_ms") ?? ConnectionCommand.defaultTickInterval)
    }

    /// `library_add`: `source`, `title`, `level`, `transcript`, `transcript_encoding`.
    func libraryAddition() throws(ProtocolError) -> LibraryAddition {
        guard let source = try string("source") else { throw ProtocolError(.badArgument, "library_add needs \"source\": a file path or URL.") }
        return try .requested(source: source, title: try string("title") ?? "", level: try string("level"),
                              transcript: try string("transcript"), transcriptEncoding: try transcriptEncoding(),
                              resume: try bool("resume") ?? false, chapters: try chapterMarks(), replace: try bool("replace") ?? false)
    }

    /// `library_add`'s `chapters`: an array of `{"title": …, "start": seconds}`.
    func chapterMarks() throws(ProtocolError) -> [ChapterMark]? {
        let problem = ProtocolError(.badArgument, "\"chapters\" must be an array of {\"title\": text, \"start\": seconds}.")
        switch fields["chapters"] {
        case nil, .null?: return nil
        case .array(let items)?:
            var marks: [ChapterMark] = []
            for item in items {
                guard case .object(let chapter) = item, case .number(let start)? = chapter["start"], start.isFinite, start >= 0 else { throw problem }
                switch chapter["title"] {
                case .string(let title)?: marks.append(ChapterMark(title: title, start: start))
                case nil, .null?: marks.append(ChapterMark(title: "", start: start))
                default: throw problem
                }
            }
            return marks
        default: throw problem
        }
    }

    /// `line`: `to`, a word (`next`, `prev`, `replay`) or a 1-based cue number.
    func lineTarget() throws(ProtocolError) -> LineTarget {
        switch fields["to"] {
        case .string(let word)?:
            guard let target = LineTarget.parse(word) else { throw LineTarget.unreadable(word) }
            return target
        case .number(let value)? where value == value.rounded() && abs(value) < 1e9:
            return .index(Int(value))
        case nil, .null?:
            throw ProtocolError(.badArgument, "line needs \"to\": \"next\", \"prev\", \"replay\" or a line number.")
        default:
            throw ProtocolError(.badArgument, "\"to\" must be \"next\", \"prev\", \"replay\" or a line number.")
        }
    }

    /// `chapter`: `to` is `next`, `prev` or a 1-based chapter number.
    func chapterTarget() throws(ProtocolError) -> ChapterTarget {
        switch fields["to"] {
        case .string(let word)?:
            guard let target = ChapterTarget.parse(word) else { throw ChapterTarget.unreadable(word) }
            return target
        case .number(let value)? where value == value.rounded() && abs(value) < 1e9:
            return .index(Int(value))
        case nil, .null?:
            throw ProtocolError(.badArgument, "chapter needs \"to\": \"next\", \"prev\" or a chapter number.")
        default:
            throw ProtocolError(.badArgument, "\"to\" must be \"next\", \"prev\" or a chapter number.")
        }
    }

    /// `speed`: `value` (0.5…2) or `delta` (± step); either may be a string in the text form.
    func speedChange() throws(ProtocolError) -> SpeedChange {
        for key in ["value", "delta"] {
            switch fields[key] {
            case nil, .null?: continue
            case .number(let value)? where value.isFinite: return key == "delta" ? .by(value) : .to(value)
            case .string(let text)?:
                guard let change = SpeedChange.parse(text) else { throw SpeedChange.unreadable(text) }
                if key == "delta", case .to(let value) = change { return .by(value) }
                return change
            default: throw ProtocolError(.badArgument, "\"\(key)\" must be a number.")
            }
        }
        throw ProtocolError(.badArgument, "speed needs \"value\" (0.5 to 2) or \"delta\" (a step such as 0.1 or -0.1).")
    }

    /// `loop`: `off: true`; or `a` and `b` (seconds), or `line: true`; optional `repeat`, `gap`.
    func loopRequest() throws(ProtocolError) -> LoopRequest? {
        if try bool("off") == true { return nil }
        let span: LoopRequest.Span
        if try bool("line") == true {
            span = .line
        } else {
            guard let a = try loopTime("a"), let b = try loopTime("b") else {
                throw ProtocolError(.badArgument, "loop needs \"a\" and \"b\" (seconds), or \"line\": true, or \"off\": true.")
            }
            span = .range(a: a, b: b)
        }
        return try .checked(span: span, repeatCount: try integer("repeat"), gap: try number("gap"))
    }

    private func loopTime(_ key: String) throws(ProtocolError) -> Double? {
        guard let target = try seekValue(key) else { return nil }
        guard case .absolute(let seconds) = target else {
            throw ProtocolError(.badArgument, "\"\(key)\" must be a time from the start, such as 95 or \"1:35\".")
        }
        return seconds
    }

    /// `autopause`: `on`.
    func autopause() throws(ProtocolError) -> Bool {
        guard let on = try bool("on") else { throw ProtocolError(.badArgument, "autopause needs \"on\": true or false.") }
        return on
    }

    /// `library_remove`: `title` (or `track`).
    func titleToRemove() throws(ProtocolError) -> String {
        var title = try string("title")
        if title == nil { title = try string("track") }
        guard let title else {
            throw ProtocolError(.badArgument, "library_remove needs the \"title\" to remove.")
        }
        return title
    }
}

/// The tick interval's bounds, shared by both request forms.
enum TickInterval {
    static func checked(_ interval: Int) throws(ProtocolError) -> Int {
        let bounds = ConnectionCommand.minimumTickInterval...ConnectionCommand.maximumTickInterval
        guard bounds.contains(interval) else {
            throw ProtocolError(.badArgument, "interval_ms must be from \(bounds.lowerBound) to \(bounds.upperBound) (an hour).")
        }
        return interval
    }
}
