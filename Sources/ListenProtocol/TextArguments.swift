/// The words after a plain-text request's command name, read into typed values.
struct TextArguments {
    /// The command's name, for messages.
    let name: String
    let words: [String]

    var isEmpty: Bool { words.isEmpty }

    /// The words as one text, as a title with blanks is written unquoted.
    var joined: String { words.joined(separator: " ") }

    /// Checks that there are no words.
    func none() throws(ProtocolError) {
        guard words.isEmpty else { throw ProtocolError(.badArgument, "\(name) takes no arguments.") }
    }

    // MARK: - The arguments of each command

    /// `say TEXT…`; no words stops speaking.
    func sayRequest() throws(ProtocolError) -> SayRequest {
        try .requested(text: joined, voice: nil, rate: nil)
    }

    /// `record [SECONDS]`.
    func recordRequest() throws(ProtocolError) -> RecordRequest {
        guard words.count <= 1 else { throw ProtocolError(.badArgument, "record takes at most one argument: the longest take in seconds.") }
        guard let word = words.first else { return try .requested(maximumSeconds: nil) }
        guard let limit = Double(word) else {
            throw ProtocolError(.badArgument, "The longest take must be a number of seconds, not \"\(word)\".")
        }
        return try .requested(maximumSeconds: limit)
    }

    /// `seek +N | -N | N | m:ss`.
    func seekTarget() throws(ProtocolError) -> SeekTarget {
        guard words.count == 1 else { throw ProtocolError(.badArgument, "seek takes one argument: +N, -N, N or m:ss.") }
        guard let target = SeekTarget.parse(words[0]) else {
            throw ProtocolError(.badArgument, "Cannot seek to \"\(words[0])\": use +N, -N, N or m:ss (for example +10, -10, 95, 1:35).")
        }
        return target
    }

    /// `subscribe [ms]`.
    func tickInterval() throws(ProtocolError) -> Int {
        guard words.count <= 1 else { throw ProtocolError(.badArgument, "subscribe takes at most one argument: the tick interval in ms.") }
        guard let interval = words.isEmpty ? ConnectionCommand.defaultTickInterval : Int(words[0]) else {
            throw ProtocolError(.badArgument, "The tick interval must be a whole number of milliseconds.")
        }
        return try TickInterval.checked(interval)
    }

    /// `library_add SOURCE TITLE…`.
    func libraryAddition() throws(ProtocolError) -> LibraryAddition {
        guard words.count >= 2 else { throw ProtocolError(.badArgument, "library_add takes a source and a title.") }
        return try .requested(source: words[0], title: words.dropFirst().joined(separator: " "))
    }

    /// `line next | prev | replay | N`.
    func lineTarget() throws(ProtocolError) -> LineTarget {
        guard words.count == 1 else { throw ProtocolError(.badArgument, "line takes one argument: next, prev, replay or a line number.") }
        guard let target = LineTarget.parse(words[0]) else { throw LineTarget.unreadable(words[0]) }
        return target
    }

    /// `chapter next | prev | N`.
    func chapterTarget() throws(ProtocolError) -> ChapterTarget {
        guard words.count == 1 else { throw ProtocolError(.badArgument, "chapter takes one argument: next, prev or a chapter number.") }
        guard let target = ChapterTarget.parse(words[0]) else { throw ChapterTarget.unreadable(words[0]) }
        return target
    }

    /// `speed 0.75 | 1 | +0.1 | -0.25`.
    func speedChange() throws(ProtocolError) -> SpeedChange {
        guard words.count == 1 else { throw ProtocolError(.badArgument, "speed takes one argument: a speed (0.5 to 2) or a step (+0.1, -0.1).") }
        guard let change = SpeedChange.parse(words[0]) else { throw SpeedChange.unreadable(words[0]) }
        return change
    }

    /// `loop off`, `loop line [REPEAT [GAP]]`, `loop A B [REPEAT [GAP]]`; REPEAT may be `forever`.
    func loopRequest() throws(ProtocolError) -> LoopRequest? {
        guard let first = words.first?.lowercased() else {
            throw ProtocolError(.badArgument, "loop takes A B (seconds), line, or off; for example loop 10 20, loop line, loop off.")
        }
        if first == "off" {
            try TextArguments(name: "loop off", words: Array(words.dropFirst())).none()
            return nil
        }
        let span: LoopRequest.Span
        let rest: ArraySlice<String>
        if first == "line" {
            span = .line
            rest = words.dropFirst()
        } else {
            guard words.count >= 2, case .absolute(let a)? = SeekTarget.parse(words[0]), case .absolute(let b)? = SeekTarget.parse(words[1]) else {
                throw ProtocolError(.badArgument, "loop takes A B (seconds or m:ss), line, or off; for example loop 10 20, loop line, loop off.")
            }
            span = .range(a: a, b: b)
            rest = words.dropFirst(2)
        }
        guard rest.count <= 2 else { throw ProtocolError(.badArgument, "loop takes at most a repeat count and a gap after its span.") }
        var repeatCount: Int?
        if let word = rest.first, word.lowercased() != "forever" {
            guard let count = Int(word) else { throw ProtocolError(.badArgument, "The repeat count must be a whole number or forever, not \"\(word)\".") }
            repeatCount = count
        }
        var gap: Double?
        if rest.count == 2 {
            guard let seconds = Double(rest[rest.startIndex + 1]), seconds.isFinite else {
                throw ProtocolError(.badArgument, "The gap must be a number of seconds, not \"\(rest[rest.startIndex + 1])\".")
            }
            gap = seconds
        }
        return try .checked(span: span, repeatCount: repeatCount, gap: gap)
    }

    /// `autopause on | off`.
    func autopause() throws(ProtocolError) -> Bool {
        guard words.count == 1, let on = OnOff.parse(words[0]) else { throw ProtocolError(.badArgument, "autopause takes on or off.") }
        return on
    }

    /// `library_remove TITLE…`.
    func titleToRemove() throws(ProtocolError) -> String {
        guard !words.isEmpty else { throw ProtocolError(.badArgument, "library_remove takes a title.") }
        return joined
    }
}
