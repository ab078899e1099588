import ListenEngine
import ListenProtocol

/// `play`, `pause`, `resume`, `toggle`, `stop`, `seek`, `speed` and `autopause`.
extension Daemon {
    /// Plays `target`; with none, resumes what is loaded (or loads again what failed).
    /// `subtitles` chooses the subtitle track of a video's transcript; naming a track that is not
    /// there is refused, and what was selected stays selected.
    func play(_ target: PlayTarget?, subtitles: SubtitleRequest? = nil) throws(ProtocolError) {
        try startPlaying(target, subtitles: subtitles)
        recordingTakenOver()
    }

    private func startPlaying(_ target: PlayTarget?, subtitles: SubtitleRequest?) throws(ProtocolError) {
        let status = player.status()
        guard let target else {
            if status.state == .error, let entry = selection.entry {
                load(entry, startAt: status.position, autoplay: true)
                return
            }
            try playerCommand { () throws(Player.CommandError) in try player.resume() }
            return
        }
        var entry = try catalog.withLock { c throws(ProtocolError) in try c.resolve(target) }
        if let encoding = subtitles?.transcriptEncoding { entry.transcriptEncoding = encoding }
        let sameEntry = entry.id == selection.entry?.id && (status.state == .paused || status.state == .playing)
        // A track named for the recording already selected reads its transcript again, from where it is.
        if sameEntry, subtitles?.track == nil, subtitles?.transcriptEncoding == nil {
            try playerCommand { () throws(Player.CommandError) in try player.resume() }
            return
        }
        try checkPlayable(entry)
        let transcript = try RecordingTranscript.load(for: entry.withoutFoundTranscript, reader: self.subtitles, request: subtitles,
                                                      transcribed: transcribed)
        let startAt = sameEntry ? status.position : entry.resume ? resumePoints.point(for: entry.id)?.startAt ?? 0 : 0
        load(entry.withoutFoundTranscript, startAt: startAt, autoplay: true, transcript: transcript)
    }

    func pause() throws(ProtocolError) {
        try playerCommand { () throws(Player.CommandError) in try player.pause() }
        recordingTakenOver()
    }

    func resume() throws(ProtocolError) {
        try playerCommand { () throws(Player.CommandError) in try player.resume() }
        recordingTakenOver()
    }

    func toggle() throws(ProtocolError) {
        try playerCommand { () throws(Player.CommandError) in try player.toggle() }
        recordingTakenOver()
    }

    func stop() {
        rememberWhereSelectedStopped()
        player.stop()
        recordingTakenOver()
    }

    func seek(_ target: SeekTarget) throws(ProtocolError) {
        try playerCommand { () throws(Player.CommandError) in
            switch target {
            case .relative(let offset): try player.seek(by: offset)
            case .absolute(let position): try player.seek(to: position)
            }
        }
    }

    func setSpeed(_ change: SpeedChange) throws(ProtocolError) {
        _ = player.setSpeed(try change.applied(to: player.status().speed))
        lineFollower.update()
        saver.save()
        notify(.status)
    }

    func setAutopause(_ on: Bool) {
        _ = player.setAutopause(on)
        saver.save()
        notify(.status)
    }

    /// Opens a local file's decoder before it is selected: a file that is no audio listend
    /// reads, or is damaged at its start, is refused and the recording selected before stays
    /// selected (and playing, if it was). A URL is checked as it loads.
    func checkPlayable(_ entry: CatalogEntry) throws(ProtocolError) {
        guard case .file(let path) = entry.location else { return }
        do throws(AudioError) {
            let source = try sources.openFile(path)
            defer { source.close() }
            try decoders.open(source).close()
        } catch {
            throw ProtocolError(.unplayable, error.message, reason: .unplayable, ["path": path])
        }
    }

    /// Selects `entry` with its transcript (read now unless given) and has the player load it.
    func load(_ entry: CatalogEntry, startAt: Double, autoplay: Bool, transcript: RecordingTranscript? = nil) {
        rememberWhereSelectedStopped()
        let lines = transcript ?? ((try? RecordingTranscript.load(for: entry, reader: subtitles, transcribed: transcribed)) ?? .none)
        if let error = lines.error { logger.warning("transcript: \(error)") }
        var entry = entry
        // A transcript found beside the file shows in the track, as a catalog's does.
        if entry.transcript == nil { entry.transcript = lines.path }
        selection.select(entry, transcript: lines)
        let item = PlayerItem(id: entry.id, sourceName: entry.locationText)
        let sources = sources, location = entry.location
        var request = LoadRequest(item: item, startAt: startAt, autoplay: autoplay, expectedDuration: entry.duration) {
            (inFlight: InFlightSource) throws(AudioError) -> any AudioSource in
            switch location {
            case .file(let path): return try sources.openFile(path)
            case .url(let url): return try sources.openURL(url, inFlight: inFlight)
            }
        }
        request.lineEnds = lines.transcript?.lineEnds ?? []
        request.chapters = entry.chapters.map(MediaChapter.marks)
        player.load(request)
        lineFollower.update()
    }

    /// A command chose what the recording does: it is not resumed after speaking or recording,
    /// and speaking stops if it now plays.
    func recordingTakenOver() {
        readAloud?.recordingTakenOver(playing: player.status().state == .playing)
        takes?.playbackTakenOver()
    }

    func playerCommand(_ body: () throws(Player.CommandError) -> Void) throws(ProtocolError) {
        do throws(Player.CommandError) {
            try body()
        } catch {
            throw ProtocolError(.invalidState, error.message, details: error.reason.map { ["reason": $0.rawValue] })
        }
    }
}
