import ListenEngine
import ListenProtocol

/// `line`, `loop`, `transcript` and `transcript_reload`: the selected recording's lines (and,
/// with `transcript NAME`, any library recording's).
extension Daemon {
    /// Seeks to the start of the line `target` names; a line that starts after the recording
    /// ends (when its length is known) is refused.
    func goToLine(_ target: LineTarget) throws(ProtocolError) {
        let status = player.status()
        let line = try selection.transcript.readable().line(for: target, at: status.position)
        if status.duration > 0, status.durationKind != .live, line.start >= status.duration {
            throw ProtocolError(.badArgument, "Line \(line.index) starts at \(Self.secondsText(line.start)) s, after the recording ends (\(Self.secondsText(status.duration)) s).",
                                reason: .lineAfterEnd, ["index": String(line.index)])
        }
        try playerCommand { () throws(Player.CommandError) in try player.seek(to: line.start) }
    }

    /// Seconds with three decimals, as messages write times.
    private static func secondsText(_ seconds: Double) -> String {
        TranscriptError.seconds(Int((seconds * 1000).rounded()))
    }

    /// Repeats the span `request` asks for; nil ends the loop.
    func setLoop(_ request: LoopRequest?) throws(ProtocolError) {
        let loop = try request.map { r throws(ProtocolError) in try playbackLoop(for: r) }
        try playerCommand { () throws(Player.CommandError) in _ = try player.setLoop(loop) }
        lineFollower.update()
        notify(.status)
    }

    /// Reads the selected recording's transcript again, as selecting it would (a transcript made
    /// or replaced since), and where its lines end for autopause; playback goes on where it is.
    func reloadTranscript() throws(ProtocolError) {
        guard let selected = selection.entry else {
            throw ProtocolError(.invalidState, "No recording is selected; play one first.")
        }
        var entry = (catalog.withLock { $0.find(selected.id) } ?? selected).withoutFoundTranscript
        let lines = (try? RecordingTranscript.load(for: entry, reader: subtitles, transcribed: transcribed)) ?? .none
        if let error = lines.error { logger.warning("transcript: \(error)") }
        if entry.transcript == nil { entry.transcript = lines.path }
        selection.select(entry, transcript: lines)
        player.setLineEnds(lines.transcript?.lineEnds ?? [])
        lineFollower.update()
        notify(.status)
    }

    func transcriptLines() -> TranscriptPayload {
        selection.transcript.payload
    }

    /// The transcript of the library recording `name` names (id or title), read as selecting it
    /// would read it, without selecting it; the selected recording's is the one it already has.
    /// No lines when it has none (`source` null) or it cannot be read (`problems` says why, first).
    func transcriptLines(of name: String) throws(ProtocolError) -> TranscriptPayload {
        let entry = try catalog.withLock { c throws(ProtocolError) in try c.resolve(.track(name)) }
        if entry.id == selection.entry?.id { return selection.transcript.payload }
        let transcript = try RecordingTranscript.load(for: entry.withoutFoundTranscript, reader: subtitles, transcribed: transcribed)
        var payload = transcript.payload
        if let error = transcript.error { payload.problems.insert(error, at: 0) }
        return payload
    }

    /// The loop a request asks for; `line` takes the line heard now (or the last one started).
    private func playbackLoop(for request: LoopRequest) throws(ProtocolError) -> PlaybackLoop {
        switch request.span {
        case .range(let a, let b):
            return PlaybackLoop(a: a, b: b, repeatCount: request.repeatCount, gap: request.gap)
        case .line:
            guard let line = try selection.transcript.readable().current(at: player.status().position) else {
                throw ProtocolError(.invalidState, "No line has started yet; play to a line (or `line 1`) first.", reason: .noLineYet)
            }
            return PlaybackLoop(a: line.start, b: line.end, repeatCount: request.repeatCount, gap: request.gap)
        }
    }
}
