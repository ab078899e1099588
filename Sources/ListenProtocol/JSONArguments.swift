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

    /// `play`: `track`, `file` (an absolute path or file URL) or `url`; none resumes.
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

    /// `library_add`: `source`, `title`, `level`, `transcript`.
    func libraryAddition() throws(ProtocolError) -> LibraryAddition {
        guard let source = try string("source") else { throw ProtocolError(.badArgument, "library_add needs \"source\": a file path or URL.") }
        return try .requested(source: source, title: try string("title") ?? "", level: try string("level"),
                              transcript: try string("transcript"))
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
