import ArgumentParser
import Foundation
import ListenClient
import Localization
import Transcription

/// `learnctl transcribe FILE|TITLE|EPISODE [--language L] [--model PATH] [--text FILE] [--output FILE] [--json]`.
struct TranscribeCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "transcribe",
        abstract: "Make a timed transcript, with word times, for a recording that has none.",
        discussion: """
            Transcribes on this machine, with no network: faster-whisper runs the Whisper base \
            model (multilingual) in a helper program of its own (scripts/install-whisper.sh \
            installs both). The transcript is WebVTT with a time for every word, in lines a \
            learner can practise: cut at sentence ends and pauses, about 1 to 10 seconds and at \
            most about 65 characters each.

            RECORDING is an audio or video file, an http(s) URL, a recording of your library (its \
            title or id) or a podcast episode (its number or title, or latest). The transcript is \
            written beside a local file (talk.mp3 → talk.vtt), where listend finds it; for a URL, \
            a bundled recording or a folder you cannot write, into ~/.cache/listend/transcripts/; \
            for a podcast episode, into the episode's cache, where `learnctl podcasts play` finds \
            it. listend reads it the next time the recording is selected, and at once when it is \
            the one selected. --output writes it elsewhere.

            With --text, that text (plain text, Markdown or an HTML page) is given the times of \
            the words heard instead: its own words, spelling and punctuation, its lines kept when \
            they fit, and words the recogniser missed placed between their neighbours; the share \
            of its words heard is reported. An episode whose feed links an HTML or plain-text \
            transcript is aligned to that text without --text.

            On a terminal a progress bar shows the time left; --json prints progress lines and a \
            last line with what was made. Ctrl-C stops and writes nothing. Audio with no speech \
            gives no transcript and says so. --model takes the folder of any CTranslate2 Whisper \
            model (tiny … large-v3).

            Examples:
              learnctl transcribe ~/audio/lecture.mp3
              learnctl transcribe "Morning news" --language es
              learnctl transcribe latest --text chapter1.txt
              learnctl transcribe talk.m4a --model ~/models/faster-whisper-small --json
            """)

    static let jsonHelp = "Print progress and the result as JSON lines."

    @Argument(help: ArgumentHelp("A file, URL, library title or podcast episode.", valueName: "recording"), completion: .file())
    var recording: String

    @Option(help: "The language spoken: en, es, fr or auto (detected from the first 30 seconds).")
    var language: TranscriptionLanguage = .auto

    @Option(help: ArgumentHelp("The folder of a CTranslate2 Whisper model to use instead of Whisper base.", valueName: "path"),
            completion: .directory)
    var model: String?

    @Option(help: ArgumentHelp("A text of what is said, to align to the audio.", valueName: "file"), completion: .file())
    var text: String?

    @Option(help: ArgumentHelp("Where to write the transcript.", valueName: "file.vtt"), completion: .file(extensions: ["vtt"]))
    var output: String?

    @OptionGroup var outputOptions: OutputOptions<TranscribeCommand>
    @OptionGroup var connection: SocketOption

    func run() async throws {
        do {
            let target = try await TranscriptionTarget.resolve(recording, socket: connection)
            let run = TranscriptionRun(target: target, language: language, model: model, textFile: text, output: output,
                                       json: outputOptions.json, socket: connection)
            let outcome = try await run.run()
            report(outcome, name: target.name)
        } catch let error as TranscriptionError {
            if error == .cancelled {
                Output.error(tr("learnctl: transcription stopped; nothing was written."))
                throw ExitCode(130)
            }
            Output.error("learnctl: " + Self.message(error))
            throw ExitCode.failure
        } catch let error as TranscriptDestinationError {
            Output.error("learnctl: \(error)")
            throw ExitCode.failure
        }
    }

    private func report(_ outcome: TranscriptionRun.Outcome, name: String) {
        if outputOptions.json {
            try? JSONLines.print(outcome)
            return
        }
        guard let path = outcome.path else {
            Output.line(tr("No speech was heard in %s; no transcript was written.", name))
            return
        }
        if let matched = outcome.matched {
            // TRANSLATORS: %1$s a recording, %2$d a percentage, %3$d words, %4$d lines, %5$s a file.
            Output.line(tr("Aligned the text of \"%1$s\": %2$d %% of its %3$d words heard; %4$d lines in %5$s.", name,
                           Int((matched * 100).rounded()), outcome.words, outcome.lines, path))
        } else {
            // TRANSLATORS: %1$s a recording, %2$d lines, %3$d words, %4$s a language code, %5$s a file.
            Output.line(tr("Transcribed \"%1$s\": %2$d lines, %3$d words (%4$s) in %5$s.", name, outcome.lines, outcome.words,
                           outcome.language, path))
        }
    }

    /// The error's message, in the learner's language where it is the product's own.
    static func message(_ error: TranscriptionError) -> String {
        switch error {
        case .notInstalled(let missing, let command):
            tr("Transcription is not installed (%1$s is missing). Install it with: %2$s", missing, command)
        case .model(let message): tr("The transcription model cannot be used: %s", message)
        case .audio(let message): tr("The audio cannot be transcribed: %s", message)
        case .cancelled: tr("Transcription was stopped.")
        case .helper(let status, let message): tr("The transcription helper failed (exit status %1$d): %2$s", Int(status), message)
        }
    }
}
