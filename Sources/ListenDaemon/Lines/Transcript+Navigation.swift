import ListenProtocol

extension Transcript {
    /// The line heard at `position`, or else the last one started there.
    func current(at position: Double) -> TranscriptLine? {
        line(at: position) ?? lastStarted(at: position)
    }

    /// The line `target` names, seen from `position`: `next` and `prev` step from the current
    /// line (from before the first line, both give the first); `prev` on the first line gives it
    /// again; `replay` gives the current line.
    func line(for target: LineTarget, at position: Double) throws(ProtocolError) -> TranscriptLine {
        guard let first = lines.first else { throw ProtocolError(.invalidState, "The transcript has no lines.", reason: .transcriptEmpty) }
        let current = current(at: position)
        switch target {
        case .replay:
            return current ?? first
        case .previous:
            guard let current else { return first }
            return current.index > 1 ? lines[current.index - 2] : current
        case .next:
            guard let current else { return first }
            guard current.index < lines.count else {
                throw ProtocolError(.badArgument, "This is the last line (\(lines.count) of \(lines.count)); there is no next one.",
                                    reason: .lastLine, ["count": String(lines.count)])
            }
            return lines[current.index]
        case .index(let index):
            guard (1...lines.count).contains(index) else {
                throw ProtocolError(.badArgument, "There is no line \(index): the transcript has \(lines.count) line\(lines.count == 1 ? "" : "s").",
                                    reason: .noSuchLine, ["index": String(index), "count": String(lines.count)])
            }
            return lines[index - 1]
        }
    }
}
