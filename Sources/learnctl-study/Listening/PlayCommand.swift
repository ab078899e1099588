import ArgumentParser
import Foundation
import ListenClient
import ListenProtocol
import Localization

/// `learnctl play`: plays a recording of the library, a file or a URL, or resumes.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a recording, a file or a URL.",
        discussion: """
            Names a recording of the library by title (any case; several words are one title, so \
            quotes are optional) or by id, an audio file (an absolute path, a path relative to the \
            current folder, or a file:// URL), or an http:// or https:// URL. Without an argument, \
            resumes the selected recording.

            A video or audio file with subtitle tracks inside (MKV, MP4, WebM) and no subtitle file \
            beside it takes its transcript from a text track: the one --subtitle-track names (its \
            number, from 1, or a language code such as es or eng), else one in the language you \
            study (English), else the file's default track. `learnctl subtitles` lists the tracks.

            A transcript file is read as UTF-8 (or UTF-16 with a byte order mark); one in another \
            encoding is refused with a message saying so, and --transcript-encoding names its \
            encoding (windows-1252, ISO-8859-15, CP1251 … — any name `iconv --list` shows).

            Waits until the recording has loaded and prints the new state in one line. An unknown \
            title fails with the closest titles ("Did you mean …?"); a file that cannot be played \
            fails with the daemon's reason. Both exit with status 1.

            Examples:
              learnctl play Travel Dialogue 1
              learnctl play travel-dialogue-1
              learnctl play ~/Downloads/interview.mp3
              learnctl play film.mkv --subtitle-track es
              learnctl play ~/films/old.mp4 --transcript-encoding windows-1252
            """)

    @Argument(help: ArgumentHelp("A title or id, a file path, or a URL.", valueName: "title | path | url"),
              completion: Completions.recordingTitles)
    var target: [String] = []

    @Option(help: ArgumentHelp("The subtitle track inside a video that becomes the transcript: its number (from 1) or a language code.",
                               valueName: "n | language"))
    var subtitleTrack: String?

    @Option(help: ArgumentHelp("The encoding of a transcript file that is not UTF-8, such as windows-1252.", valueName: "encoding"))
    var transcriptEncoding: String?

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if let subtitleTrack, (try? SubtitleTrackSelector.parse(subtitleTrack)) == nil {
            // TRANSLATORS: --subtitle-track is an option name and stays as it is; %s is what was given.
            throw ValidationError(tr("--subtitle-track takes a track number (1, 2, …) or a language code (en, es), not “%s”.", subtitleTrack))
        }
    }

    /// How long to wait for a recording to load.
    static let loadTimeout: Duration = .seconds(15)

    func run() throws {
        try ListendError.reporting {
            let target = try Self.target(for: self.target.joined(separator: " "))
            var subtitles = try Self.subtitles(track: subtitleTrack, playing: target)
            if let transcriptEncoding {
                subtitles = subtitles ?? SubtitleRequest()
                subtitles?.transcriptEncoding = transcriptEncoding
            }
            let connection = try connection.connect()
            var status = try connection.status(.daemon(.play(target, subtitles: subtitles)))
            if status.state == .loading {
                status = try Self.waitUntilLoaded(connection)
            }
            try ControlRequest.show(status)
        }
    }

    /// What `text` names: a recording, a file (an existing or ./ path, made absolute, or a file
    /// URL) or a URL; nil to resume. A file URL that is not absolute is refused.
    static func target(for text: String) throws(ListendError) -> PlayTarget? {
        guard !text.isEmpty else { return nil }
        let target: PlayTarget
        do throws(ProtocolError) {
            target = try PlayTarget.parse(text)
        } catch {
            throw .refused(error)
        }
        guard case .track(let name) = target else { return target }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory) && !isDirectory.boolValue
        if exists || name.hasPrefix("./") || name.hasPrefix("../") {
            return .file(LocalPath.absolute(name))
        }
        return target
    }

    /// The language a learner of learnctl studies: subtitle tracks in it are preferred.
    static let studiedLanguage = "en"

    /// The subtitles to ask for with `target`: the track named by `--subtitle-track` (refused
    /// when it is neither a number nor a language code), and the studied language for a file.
    static func subtitles(track: String?, playing target: PlayTarget?) throws(ListendError) -> SubtitleRequest? {
        var request = SubtitleRequest()
        if let track {
            do throws(ProtocolError) {
                request.track = try SubtitleTrackSelector.parse(track)
            } catch {
                throw .refused(error)
            }
        }
        if case .file? = target { request.preferredLanguage = studiedLanguage }
        return request == SubtitleRequest() ? nil : request
    }

    /// Follows the events until the player has finished loading.
    static func waitUntilLoaded(_ connection: ListendConnection) throws(ListendError) -> StatusPayload {
        // An event can overtake the reply to `subscribe`; it is then newer than the reply.
        var overtaking: StatusPayload?
        var status = try connection.status(.connection(.subscribe(intervalMilliseconds: 60_000))) { _, update in
            overtaking = update
        }
        if status.state == .loading, let overtaking { status = overtaking }
        let deadline = ContinuousClock.now + loadTimeout
        while status.state == .loading {
            guard let line = try connection.nextLine(until: deadline) else { break }
            if case .event(_, let update)? = IncomingLine<StatusPayload>.decode(line) { status = update }
        }
        return status
    }
}
