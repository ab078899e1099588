/// Every command of the protocol. Adding a command: its case in ``DaemonCommand`` (or
/// ``ConnectionCommand``) and its declaration here; its handler in the daemon; its learnctl command.
extension CommandDeclaration {
    public static let all: [CommandDeclaration] = [
        CommandDeclaration("hello", reply: #"`{"name":"listend","version":"1.0.0","protocol":1,"output":"pulse"}`"#, .daemon(.hello)),
        CommandDeclaration("list", reply: #"`{"tracks":[track…]}`: the bundled recordings, then the user's; a local file's track also has `container` and `codec` (read from its content, as the status names them; absent for a URL or a file that is not audio); a track added with `resume` has `resume_at`, the seconds where the listener stopped; `location` is the file's absolute path or the URL"#, .daemon(.list)),
        CommandDeclaration(
            "play",
            members: "`track` (id or title, any case), or `file` (absolute path), or `url`; none: resume; optional "
                + "`subtitle_track` (a number from 1 or a language code), `subtitle_language` (the language to prefer) and "
                + "`transcript_encoding` (the encoding of a transcript file that is not UTF-8, such as `windows-1252`)",
            text: "`play Travel Dialogue 1`, `play /path/a.mp3`, `play https://…`",
            reply: "status",
            json: { a throws(ProtocolError) in .daemon(.play(try a.playTarget(), subtitles: try a.subtitleRequest())) },
            words: { w throws(ProtocolError) in .daemon(.play(w.isEmpty ? nil : try PlayTarget.parse(w.joined))) },
            encode: { command in
                guard case .daemon(.play(let target, let subtitles)) = command else { return nil }
                var members = subtitles?.members ?? [:]
                switch target {
                case nil: break
                case .track(let name)?: members["track"] = .string(name)
                case .file(let path)?: members["file"] = .string(path)
                case .url(let url)?: members["url"] = .string(url)
                }
                return members
            }),
        CommandDeclaration("pause", reply: "status", .daemon(.pause)),
        CommandDeclaration("resume", reply: "status", .daemon(.resume)),
        CommandDeclaration("toggle", reply: "status", .daemon(.toggle)),
        CommandDeclaration("stop", reply: "status (position 0; the recording stays selected)", .daemon(.stop)),
        CommandDeclaration(
            "seek",
            members: "`offset` (± seconds) or `position` (seconds); either may be a string in the text form",
            text: "`seek +10`, `seek -10`, `seek 95`, `seek 1:35`",
            reply: "status with the new position",
            json: { a throws(ProtocolError) in .daemon(.seek(try a.seekTarget())) },
            words: { w throws(ProtocolError) in .daemon(.seek(try w.seekTarget())) },
            encode: { command in
                switch command {
                case .daemon(.seek(.relative(let offset))): ["offset": .number(offset)]
                case .daemon(.seek(.absolute(let position))): ["position": .number(position)]
                default: nil
                }
            }),
        CommandDeclaration("status", reply: "status", .daemon(.status)),
        CommandDeclaration(
            "line",
            members: "`to`: `\"next\"`, `\"prev\"`, `\"replay\"` or a 1-based line number",
            text: "`line next`, `line prev`, `line replay`, `line 7`",
            reply: "status, at the start of that line",
            json: { a throws(ProtocolError) in .daemon(.line(try a.lineTarget())) },
            words: { w throws(ProtocolError) in .daemon(.line(try w.lineTarget())) },
            encode: { command in
                guard case .daemon(.line(let target)) = command else { return nil }
                return ["to": target.jsonValue]
            }),
        CommandDeclaration(
            "speed",
            members: "`value` (0.5 to 2) or `delta` (± step); either may be a string in the text form",
            text: "`speed 0.75`, `speed +0.1`, `speed -0.25`, `speed 1`",
            reply: "status with the new `speed`",
            json: { a throws(ProtocolError) in .daemon(.speed(try a.speedChange())) },
            words: { w throws(ProtocolError) in .daemon(.speed(try w.speedChange())) },
            encode: { command in
                switch command {
                case .daemon(.speed(.to(let value))): ["value": .number(value)]
                case .daemon(.speed(.by(let delta))): ["delta": .number(delta)]
                default: nil
                }
            }),
        CommandDeclaration(
            "loop",
            members: "`a`, `b` (seconds) or `line`: true; optional `repeat` (passes; default: until `loop off`), "
                + "`gap` (seconds of silence between passes); or `off`: true",
            text: "`loop 10 20`, `loop 10 20 3`, `loop line`, `loop line 5 1.5`, `loop off`",
            reply: "status with the `loop`",
            json: { a throws(ProtocolError) in .daemon(.loop(try a.loopRequest())) },
            words: { w throws(ProtocolError) in .daemon(.loop(try w.loopRequest())) },
            encode: { command in
                guard case .daemon(.loop(let request)) = command else { return nil }
                return request?.members ?? ["off": .bool(true)]
            }),
        CommandDeclaration(
            "autopause",
            members: "`on`: true or false",
            text: "`autopause on`, `autopause off`",
            reply: "status with `autopause`",
            json: { a throws(ProtocolError) in .daemon(.autopause(try a.autopause())) },
            words: { w throws(ProtocolError) in .daemon(.autopause(try w.autopause())) },
            encode: { command in
                guard case .daemon(.autopause(let on)) = command else { return nil }
                return ["on": .bool(on)]
            }),
        CommandDeclaration(
            "transcript",
            members: "`track` (id or title, any case): that library recording's, read without selecting it (what plays goes on; one that cannot be read has no lines and `problems` says why); none: the recording selected",
            text: "`transcript`, `transcript Travel Dialogue 1`",
            reply: #"`{"lines":[{"index":1,"start":1.2,"end":3.9,"text":"…","speaker":"Anna","words":[{"text":"…","start":1.2,"end":1.5}…]}…],"source":"…","problems":[…],"subtitle_tracks":[…]}`: every cue "#
                + "(`speaker` may be null; `words` with their times when the source gives them; empty without a transcript), "
                + "where they come from, what was skipped in reading them (`problems`) and the recording's subtitle tracks "
                + "([Subtitle tracks](#subtitle-tracks))",
            json: { a throws(ProtocolError) in try a.string("track").map { .daemon(.recordingTranscript($0)) } ?? .daemon(.transcript) },
            words: { w in w.isEmpty ? .daemon(.transcript) : .daemon(.recordingTranscript(w.joined)) },
            encode: { command in
                switch command {
                case .daemon(.transcript): return [:]
                case .daemon(.recordingTranscript(let track)): return ["track": .string(track)]
                default: return nil
                }
            }),
        CommandDeclaration(
            "transcript_reload",
            reply: "status, with the `lines` of the selected recording's transcript read again (from where its entry names, beside "
                + "the file, or [transcribed](#transcribed-transcripts)); playback goes on where it is",
            .daemon(.transcriptReload)),
        CommandDeclaration(
            "chapters",
            reply: #"`{"chapters":[{"index":1,"title":"Opening","start":0,"end":40}…],"current":1}`: every chapter (empty when the recording has none); `current` is the one heard (null before the first)"#,
            .daemon(.chapters)),
        CommandDeclaration(
            "chapter",
            members: "`to`: `\"next\"`, `\"prev\"` or a 1-based chapter number",
            text: "`chapter next`, `chapter prev`, `chapter 3`",
            reply: "status, at the start of that chapter",
            json: { a throws(ProtocolError) in .daemon(.chapter(try a.chapterTarget())) },
            words: { w throws(ProtocolError) in .daemon(.chapter(try w.chapterTarget())) },
            encode: { command in
                guard case .daemon(.chapter(let target)) = command else { return nil }
                return ["to": target.jsonValue]
            }),
        CommandDeclaration(
            "questions",
            members: "`track` (id or title, any case); none: the recording selected",
            text: "`questions`, `questions Travel Dialogue 1`",
            reply: #"`{"track":track,"questions":[{"prompt":"…","options":["…"],"answer":0,"explanation":"…","quote":"…","line":4}…]}`: "#
                + "`answer` is the correct option (from 0), `line` the 1-based line that answers it; empty for your own recordings",
            json: { a throws(ProtocolError) in .daemon(.questions(try a.string("track"))) },
            words: { w in .daemon(.questions(w.isEmpty ? nil : w.joined)) },
            encode: { command in
                guard case .daemon(.questions(let track)) = command else { return nil }
                return track.map { ["track": .string($0)] } ?? [:]
            }),
        CommandDeclaration(
            "subscribe",
            members: "`interval_ms` (default 250, from 20 to 3600000)",
            text: "`subscribe`, `subscribe 100`",
            reply: "status",
            json: { a throws(ProtocolError) in .connection(try .subscribe(intervalMilliseconds: a.tickInterval())) },
            words: { w throws(ProtocolError) in .connection(try .subscribe(intervalMilliseconds: w.tickInterval())) },
            encode: { command in
                guard case .connection(.subscribe(let interval)) = command else { return nil }
                return ["interval_ms": .number(Double(interval))]
            }),
        CommandDeclaration("unsubscribe", reply: "`{}`", .connection(.unsubscribe)),
        CommandDeclaration(
            "library_add",
            members: "`source` (absolute file path, `file:///` URL or http(s) URL), `title`; optional `level` (A1–C2), "
                + "`transcript` (absolute path of a WebVTT, SubRip, ASS/SSA or JSON transcript), `transcript_encoding` "
                + "(its encoding when it is not UTF-8, such as `windows-1252`), `resume` (true: listend remembers where "
                + "the listener stopped and plays on from there), `chapters` (array of `{title, start}` replacing the file's own), "
                + "`replace` (true: an entry of the same title is replaced, keeping its id and where it stopped)",
            text: "`library_add /path/a.mp3 My title`",
            reply: "the new track",
            json: { a throws(ProtocolError) in .daemon(.libraryAdd(try a.libraryAddition())) },
            words: { w throws(ProtocolError) in .daemon(.libraryAdd(try w.libraryAddition())) },
            encode: { command in
                guard case .daemon(.libraryAdd(let addition)) = command else { return nil }
                var members: [String: JSONValue] = ["source": .string(addition.source), "title": .string(addition.title)]
                if let level = addition.level { members["level"] = .string(level) }
                if let transcript = addition.transcript { members["transcript"] = .string(transcript) }
                if let encoding = addition.transcriptEncoding { members["transcript_encoding"] = .string(encoding) }
                if addition.resume { members["resume"] = .bool(true) }
                if let chapters = addition.chapters {
                    members["chapters"] = .array(chapters.map { .object(["title": .string($0.title), "start": .number($0.start)]) })
                }
                if addition.replace { members["replace"] = .bool(true) }
                return members
            }),
        CommandDeclaration(
            "library_remove",
            members: "`title` (title or id of one of your recordings)",
            text: "`library_remove My title`",
            reply: "the removed track",
            json: { a throws(ProtocolError) in .daemon(.libraryRemove(try a.titleToRemove())) },
            words: { w throws(ProtocolError) in .daemon(.libraryRemove(try w.titleToRemove())) },
            encode: { command in
                guard case .daemon(.libraryRemove(let title)) = command else { return nil }
                return ["title": .string(title)]
            }),
        CommandDeclaration(
            "say",
            members: "`text` (at most 2,000 characters; empty stops speaking); optional `voice` (an espeak-ng voice or "
                + "language, default `en`) and `rate` (80 to 450 words per minute, default 175)",
            text: "`say Nice to meet you`, `say` (stops speaking)",
            reply: "status with the `speech` being spoken (a playing recording pauses until it ends)",
            json: { a throws(ProtocolError) in .daemon(.say(try a.sayRequest())) },
            words: { w throws(ProtocolError) in .daemon(.say(try w.sayRequest())) },
            encode: { command in
                guard case .daemon(.say(let request)) = command else { return nil }
                var members: [String: JSONValue] = ["text": .string(request.text)]
                if let voice = request.voice { members["voice"] = .string(voice) }
                if let rate = request.rate { members["rate"] = .number(Double(rate)) }
                return members
            }),
        CommandDeclaration(
            "voices",
            reply: #"`{"voices":[{"name":"English (America)","identifier":"gmw/en-US","languages":["en-us","en"],"gender":"male"}…],"default":"en"}`"#,
            .daemon(.voices)),
        CommandDeclaration(
            "record",
            members: "optional `max_s` (from 1 to 120 seconds, default 15)",
            text: "`record`, `record 30`",
            reply: "status with the `recording` started (its `path` is written when it ends: after 1.5 s of silence "
                + "following speech, at `max_s`, or on `record_stop`); a playing recording pauses until it ends",
            json: { a throws(ProtocolError) in .daemon(.record(try a.recordRequest())) },
            words: { w throws(ProtocolError) in .daemon(.record(try w.recordRequest())) },
            encode: { command in
                guard case .daemon(.record(let request)) = command else { return nil }
                return request.members
            }),
        CommandDeclaration("record_stop", reply: "status with the `recording` ended and written", .daemon(.recordStop)),
    ]
}
