/// Reads an ASS or SSA (Advanced/Sub Station Alpha) file: the `Dialogue:` lines of its `[Events]`
/// section, read with the section's `Format:` line (the standard ASS order when it has none).
/// Times are `h:mm:ss.cc`; the `Text` field is the last one and may hold commas. Override tags,
/// drawings and comments in `{…}` are removed and `\N` breaks the line (see ``ASSText``); the
/// `Name` field, when given, becomes the cue's speaker. Events may come in any order: they are
/// sorted by start time; events with the same start and end become one cue (two speakers at
/// once); `Comment:` lines and events left without words (a drawing) are skipped. Other events
/// may overlap, as in the other formats; an event whose times cannot be read is skipped with a
/// problem naming its line.
enum ASSParser {
    static let timestampHint = "h:mm:ss.cc"
    /// ASS's field order; SSA's differs only in its first field (`Marked`).
    static let standardFormat = ["layer", "start", "end", "style", "name", "marginl", "marginr", "marginv", "effect", "text"]
    /// The fields of an event as Matroska and FFmpeg store it, after the times: `ReadOrder,Layer,Style,Name,…,Text`.
    static let embeddedFormat = ["readorder", "layer", "style", "name", "marginl", "marginr", "marginv", "effect", "text"]

    /// One event read from the file: its times in milliseconds, text cleaned, and the line it is on.
    struct Event {
        var start: Int
        var end: Int
        var text: String
        var speaker: String?
        var line: Int
    }

    /// The cues of `bytes`, or the first problem found, naming the file `name` and the line.
    static func parse(_ bytes: [UInt8], name: String) throws(TranscriptError) -> Transcript {
        let lines = TranscriptSourceLines(bytes, name: name)
        var inEvents = false
        var format = standardFormat
        var events: [Event] = []
        var problems: [TranscriptError] = []
        for number in stride(from: 1, through: lines.count, by: 1) {
            let line = TranscriptSourceLines.trimmed(try lines.text(ofLine: number))
            if line.hasPrefix("[") {
                inEvents = line.lowercased() == "[events]"
                continue
            }
            guard inEvents, let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...]
            if key == "format" {
                format = value.split(separator: ",", omittingEmptySubsequences: false).map { TranscriptSourceLines.trimmed($0).lowercased() }
                guard format.last == "text", format.contains("start"), format.contains("end") else {
                    throw .at(name, line: number, "this Format line must name Start and End and end with Text")
                }
            } else if key == "dialogue" {
                do throws(TranscriptError) {
                    events.append(try event(value, format: format, name: name, line: number))
                } catch {
                    problems.append(error)
                }
            }
        }
        return transcript(of: events, name: name, unit: "line", problems: problems)
    }

    /// The event of a `Dialogue:` line's `value` (after the colon) read with `format`'s field names.
    static func event(_ value: Substring, format: [String], name: String, line: Int) throws(TranscriptError) -> Event {
        let fields = value.split(separator: ",", maxSplits: format.count - 1, omittingEmptySubsequences: false)
        guard fields.count == format.count else {
            throw .at(name, line: line, "this Dialogue line has \(fields.count) fields; the Format line names \(format.count)")
        }
        let field = { (key: String) in format.firstIndex(of: key).map { TranscriptSourceLines.trimmed(fields[$0]) } }
        let start = try milliseconds(field("start") ?? "", name: name, line: line)
        let end = try milliseconds(field("end") ?? "", name: name, line: line)
        let speaker = field("name").map { ASSText.clean($0) }
        return Event(start: start, end: end, text: ASSText.clean(fields[fields.count - 1]),
                     speaker: speaker?.isEmpty == false ? speaker : nil, line: line)
    }

    /// The transcript of `events`: sorted by start, same-time events joined, wordless ones dropped,
    /// each checked as a cue (`problems`: what was skipped before). `unit` names what `Event.line` counts in messages ("line", "cue").
    static func transcript(of events: [Event], name: String, unit: String, problems: [TranscriptError] = []) -> Transcript {
        let sorted = events.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var merged: [Event] = []
        for event in sorted where !event.text.isEmpty {
            if let last = merged.last, last.start == event.start, last.end == event.end {
                merged[merged.count - 1].text += "\n" + event.text
                if last.speaker != event.speaker { merged[merged.count - 1].speaker = nil }
            } else {
                merged.append(event)
            }
        }
        var cues = CueCollection(name: name, unit: unit)
        for problem in problems { cues.skip(problem) }
        for event in merged {
            cues.append(start: event.start, end: event.end, timingLine: event.line, text: CueText(text: event.text, speaker: event.speaker))
        }
        return cues.transcript()
    }

    /// The milliseconds of an ASS time `h:mm:ss.cc` (any number of hour digits, one to three
    /// fraction digits: centiseconds as ASS writes them).
    static func milliseconds(_ token: Substring, name: String, line: Int) throws(TranscriptError) -> Int {
        let parts = token.split(separator: ":", omittingEmptySubsequences: false)
        let secondParts = parts.last?.split(separator: ".", omittingEmptySubsequences: false) ?? []
        guard parts.count == 3, secondParts.count == 2, !parts[0].isEmpty, parts[0].count <= 7,
              parts[1].count == 2, secondParts[0].count == 2, (1...3).contains(secondParts[1].count),
              let hours = digits(parts[0]), let minutes = digits(parts[1]), let seconds = digits(secondParts[0]),
              let fraction = digits(secondParts[1]), minutes < 60, seconds < 60
        else { throw .notATimestamp(token, hint: timestampHint, name, line: line) }
        let scale = [100, 10, 1][secondParts[1].count - 1]
        return ((hours * 60 + minutes) * 60 + seconds) * 1000 + fraction * scale
    }

    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(text)
    }
}
