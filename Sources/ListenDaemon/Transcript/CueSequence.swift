import ListenProtocol

/// The cues of a file in the order they are read, each checked as it comes: it must end after it
/// starts, and start no earlier than the previous cue ends.
struct CueSequence {
    /// The file's path, for messages.
    let name: String
    /// What the numbers given as `timingLine` count, for messages: "line" in a file, "cue" in an embedded track.
    let unit: String
    private(set) var lines: [TranscriptLine] = []
    private var previousEnd: Int?

    init(name: String, unit: String = "line") {
        self.name = name
        self.unit = unit
    }

    /// Adds a cue heard from `start` to `end` (milliseconds) whose timing is on line `timingLine`,
    /// checking the timing before `readText` reads the text that follows it, so that the first
    /// problem in the file is the one reported.
    mutating func append(start: Int, end: Int, timingLine: Int,
                         text readText: () throws(TranscriptError) -> CueText) throws(TranscriptError) {
        guard end > start else { throw .endNotAfterStart(start: start, end: end, name, line: timingLine, unit: unit) }
        if let previousEnd, start < previousEnd {
            throw .startsBeforePreviousEnds(start: start, previousEnd: previousEnd, name, line: timingLine, unit: unit)
        }
        previousEnd = end
        let text = try readText()
        lines.append(TranscriptLine(index: lines.count + 1, start: Double(start) / 1000, end: Double(end) / 1000,
                                    text: text.text, speaker: text.speaker))
    }

    /// The transcript, or an error if no cue was added.
    func transcript() throws(TranscriptError) -> Transcript {
        guard !lines.isEmpty else { throw .noCues(name) }
        return Transcript(lines: lines)
    }
}
