#if canImport(Glibc)
import Glibc
#endif
import ListenClient
import Localization
import Transcription

/// Shows a transcription's progress: a bar with the time left on standard error when it is a
/// terminal, or `{"type":"progress",…}` lines on standard output with `--json`.
struct TranscriptionProgressDisplay {
    let label: String
    let json: Bool
    private let visible = isatty(STDERR_FILENO) == 1
    private var drawn = false

    init(label: String, json: Bool) {
        self.label = label
        self.json = json
    }

    mutating func update(_ progress: TranscriptionProgress) {
        if json {
            try? JSONLines.print(ProgressJSON(progress))
            return
        }
        guard visible else { return }
        drawn = true
        let percent = Int(progress.fraction * 100)
        let filled = percent * 30 / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 30 - filled)
        var text = "\r\(label.terminalLine.prefix(36)) [\(bar)] \(percent)% \(ClockText.format(progress.transcribed)) / \(ClockText.format(progress.duration))"
        if let remaining = progress.remaining {
            // TRANSLATORS: the time a transcription still needs, such as "0:42".
            text += " " + tr("%s left", ClockText.format(remaining))
        }
        Output.write(text + "\u{1B}[K", to: STDERR_FILENO)
    }

    /// Ends the bar's line.
    func finish() {
        if drawn { Output.write("\n", to: STDERR_FILENO) }
    }

    /// A progress line of `--json`.
    private struct ProgressJSON: Encodable {
        let type = "progress"
        let transcribed: Double
        let duration: Double
        let fraction: Double
        let remaining: Double?

        init(_ progress: TranscriptionProgress) {
            transcribed = (progress.transcribed * 1000).rounded() / 1000
            duration = (progress.duration * 1000).rounded() / 1000
            fraction = (progress.fraction * 1000).rounded() / 1000
            remaining = progress.remaining.map { ($0 * 10).rounded() / 10 }
        }

        enum CodingKeys: String, CodingKey {
            case type, transcribed, duration, fraction
            case remaining = "remaining_s"
        }
    }
}
