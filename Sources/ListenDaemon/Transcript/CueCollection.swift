import ListenProtocol

/// The cues of a file as they are read, made into a ``Transcript``: a cue that does not end
/// after it starts, or has no words, is left out (the first kind with a problem naming its line);
/// the rest are sorted by start (cues starting together keep the file's order) and numbered.
struct CueCollection {
    /// The file's path, for messages.
    let name: String
    /// What the numbers given as lines count, for messages: "line" in a file, "cue" in an embedded track.
    let unit: String
    private var cues: [Cue] = []
    private var problems: [String] = []
    private var problemCount = 0

    /// One cue read: times in milliseconds.
    struct Cue {
        var start: Int
        var end: Int
        var text: CueText
    }

    init(name: String, unit: String = "line") {
        self.name = name
        self.unit = unit
    }

    /// Adds a cue heard from `start` to `end` (milliseconds) whose timing is on line `timingLine`.
    mutating func append(start: Int, end: Int, timingLine: Int, text: CueText) {
        guard end > start else {
            skip(.endNotAfterStart(start: start, end: end, name, line: timingLine, unit: unit))
            return
        }
        guard !text.text.isEmpty else { return }
        cues.append(Cue(start: start, end: end, text: text))
    }

    /// Notes something left out of the transcript.
    mutating func skip(_ problem: TranscriptError) {
        problemCount += 1
        if problems.count < Transcript.maximumProblems - 1 { problems.append(problem.message) }
    }

    /// The cues kept, in the order they were read.
    var read: [Cue] { cues }

    /// The transcript of the cues kept (in `order`, when given: the cues already arranged by another step).
    func transcript(of order: [Cue]? = nil) -> Transcript {
        let sorted = (order ?? cues).enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        let lines = sorted.enumerated().map { number, cue in
            TranscriptLine(index: number + 1, start: Double(cue.element.start) / 1000, end: Double(cue.element.end) / 1000,
                           text: cue.element.text.text, speaker: cue.element.text.speaker,
                           words: cue.element.text.timedWords(end: cue.element.end))
        }
        var kept = problems
        if problemCount > kept.count {
            kept.append("\(name): \(problemCount - kept.count) more problem\(problemCount - kept.count == 1 ? "" : "s") of the same kinds.")
        }
        return Transcript(lines: lines, problems: kept)
    }
}
