import ArgumentParser
import Dispatch
import Foundation
import ListenClient
import ListenProtocol
import Localization

/// `learnctl say`: listend reads a text aloud.
struct SayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "say",
        abstract: "Read a text aloud through listend.",
        discussion: """
            listend speaks the text with espeak-ng on a sound stream of its own. A recording \
            that is playing pauses while it speaks and then goes on from the same point; one \
            that is paused stays paused. A new `learnctl say` (from here or anywhere) replaces \
            what is being spoken, and --stop stops it.

            The words given are spoken as one text, at most 2,000 characters; without words, \
            the text is read from standard input. learnctl waits until the text has been \
            spoken (Ctrl-C stops it); --no-wait returns as soon as listend has it.

            --voice takes a language (en, en-us, es, fr), a voice name or file as `learnctl \
            voices` lists them, or a voice with an espeak-ng variant (en+f3). The default is \
            English (en) at 175 words per minute; --rate sets 80 to 450.

            Exit status: 0 when the text was spoken to its end (or handed over with --no-wait), \
            1 when it could not be spoken or was replaced or stopped before its end.

            Examples:
              learnctl say Nice to meet you
              learnctl say --voice es --rate 130 "¿Dónde está la estación?"
              learnctl say --stop
            """)

    @Argument(help: ArgumentHelp("The text to speak (default: standard input).", valueName: "text"))
    var words: [String] = []

    @Option(help: ArgumentHelp("The voice or language (default: en).", valueName: "voice"), completion: .list(Self.commonVoices))
    var voice: String?

    @Option(help: ArgumentHelp("Words per minute, from 80 to 450 (default: 175).", valueName: "n"))
    var rate: Int?

    @Flag(help: "Return once listend has the text, without waiting until it is spoken.")
    var noWait = false

    @Flag(help: "Stop speaking.")
    var stop = false

    @OptionGroup var connection: SocketOption

    static let commonVoices = ["en", "en-us", "en-gb", "es", "es-419", "fr", "fr-fr"]

    func validate() throws {
        if let rate, !SayRequest.rates.contains(rate) {
            throw ValidationError(tr("--rate must be from 80 to 450 words per minute, not %s.", String(rate)))
        }
        if stop, !words.isEmpty { throw ValidationError(tr("--stop takes no text.")) }
    }

    func run() throws {
        let socketPath = connection.path
        if stop {
            _ = try ListendError.reporting { try ReadAloud.say("", socketPath: socketPath) }
            return
        }
        let text = try words.isEmpty ? Self.standardInput() : words.joined(separator: " ")
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw ValidationError(tr("Nothing to say: give the text as arguments or on standard input (--stop stops speaking)."))
        }
        let interrupt = noWait ? nil : Self.stopOnInterrupt(socketPath: socketPath)
        defer { interrupt?.cancel() }
        let speech = try ListendError.reporting {
            try ReadAloud.say(text, voice: voice, rate: rate, socketPath: socketPath, wait: !noWait)
        }
        guard !noWait, let speech else { return }
        switch speech.ended {
        case .finished?, nil:
            return
        case .replaced?:
            Output.error("learnctl: " + tr("another say replaced this text before its end."))
        case .stopped?:
            Output.error("learnctl: " + tr("speaking was stopped before the end."))
        case .failed?:
            Output.error("learnctl: " + TerminalText.line(speech.error ?? tr("listend could not speak the text.")))
        }
        throw ExitCode.failure
    }

    /// Reads the text to speak from standard input, refusing to wait on a terminal.
    private static func standardInput() throws -> String {
        guard isatty(STDIN_FILENO) == 0 else {
            throw ValidationError(tr("Missing the text: give it as arguments, or on standard input (`echo Hello | learnctl say`)."))
        }
        return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }

    /// On Ctrl-C (or SIGTERM) while waiting, stops listend's speech and exits 130.
    private static func stopOnInterrupt(socketPath: String) -> DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            _ = try? ReadAloud.say("", socketPath: socketPath)
            Output.error("")
            Foundation.exit(130)
        }
        source.resume()
        return source
    }
}
