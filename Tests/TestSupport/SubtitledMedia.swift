import Foundation

/// Video-style files with subtitle tracks inside, made with the `ffmpeg` command for tests.
public enum SubtitledMedia {
    /// One subtitle track to put in: the file it is read from and its language tag.
    public struct Track: Sendable {
        public var file: String
        public var language: String?
        public var title: String?
        public var isDefault: Bool

        public init(file: String, language: String? = nil, title: String? = nil, isDefault: Bool = false) {
            self.file = file
            self.language = language
            self.title = title
            self.isDefault = isDefault
        }
    }

    /// Makes `output` from the audio of `audio` (cut to `seconds` when given), encoded with
    /// `audioCodec`, and `tracks` as subtitle tracks encoded with `subtitleCodec` (`srt`, `ass`,
    /// `webvtt`, `mov_text`), in order.
    public static func make(_ output: String, audio: String, seconds: Double? = nil, audioCodec: String = "libopus",
                            tracks: [Track], subtitleCodec: String = "srt") throws {
        var arguments = ["-v", "error", "-y", "-i", audio]
        for track in tracks { arguments += ["-i", track.file] }
        arguments += ["-map", "0:a"]
        for index in tracks.indices { arguments += ["-map", "\(index + 1)"] }
        if let seconds { arguments += ["-t", String(seconds)] }
        arguments += ["-c:a", audioCodec, "-c:s", subtitleCodec]
        for (index, track) in tracks.enumerated() {
            if let language = track.language { arguments += ["-metadata:s:s:\(index)", "language=\(language)"] }
            if let title = track.title { arguments += ["-metadata:s:s:\(index)", "title=\(title)"] }
            arguments += ["-disposition:s:\(index)", track.isDefault ? "default" : "0"]
        }
        arguments.append(output)
        let result = try Shell.run("ffmpeg", arguments, timeout: 120)
        guard result.status == 0 else { throw ShellError("ffmpeg \(arguments.joined(separator: " ")): \(result.stderr)") }
    }

    /// A SubRip file of `cues` (start and end in seconds, text lines joined by "\n").
    public static func subRip(_ cues: [(start: Double, end: Double, text: String)]) -> String {
        cues.enumerated().map { offset, cue in
            "\(offset + 1)\n\(timestamp(cue.start)) --> \(timestamp(cue.end))\n\(cue.text)\n"
        }.joined(separator: "\n")
    }

    /// `seconds` as `hh:mm:ss,mmm`.
    public static func timestamp(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        return String(format: "%02d:%02d:%02d,%03d", milliseconds / 3_600_000, milliseconds / 60_000 % 60,
                      milliseconds / 1000 % 60, milliseconds % 1000)
    }
}
