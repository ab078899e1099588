import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl voices`: the voices `learnctl say` can speak with.
struct VoicesCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "voices",
        abstract: "List the voices listend can read aloud with.",
        discussion: """
            Lists espeak-ng's installed voices: the language to give to --voice (`learnctl say \
            --voice es`), the voice's name, its file (also accepted by --voice) and the other \
            languages it speaks. --language keeps the voices of one language (es matches es, \
            es-419 …). The last line names the voice used when none is given.

            With --json, prints listend's reply as it is: "voices", each with "name", \
            "identifier", "languages" and "gender", and the "default" voice.

            Example:
              learnctl voices --language fr
            """)

    @Option(help: ArgumentHelp("Only the voices of this language (en, es, fr …).", valueName: "language"))
    var language: String?

    static let jsonHelp = "Print the voices as JSON."
    @OptionGroup var output: OutputOptions<VoicesCommand>

    @OptionGroup var connection: SocketOption

    func run() throws {
        try ListendError.reporting {
            let connection = try connection.connect()
            if output.json {
                Output.line(try JSONLines.encode(try connection.request(.daemon(.voices), expecting: JSONValue.self)))
                return
            }
            let reply = try connection.request(.daemon(.voices), expecting: VoicesPayload.self)
            let voices = reply.voices.filter { voice in
                guard let language = language?.lowercased() else { return true }
                return voice.languages.contains { $0.lowercased() == language || $0.lowercased().hasPrefix(language + "-") }
            }
            guard !voices.isEmpty else {
                Output.line(tr("No voice speaks %s; `learnctl voices` lists them all.", TerminalText.line(language ?? "")))
                return
            }
            Output.line(Self.table(voices))
            Output.line("\n" + tr("Without --voice, learnctl say speaks %s.", TerminalText.line(reply.defaultVoice)))
        }
    }

    static func table(_ voices: [VoicesPayload.Voice]) -> String {
        // TRANSLATORS: column headings of `learnctl voices`, in capitals.
        var table = TextTable(header: [tr("LANGUAGE"), tr("NAME"), tr("FILE"), tr("ALSO")], rightAligned: [])
        table.rows = voices.map { voice in
            [voice.languages.first ?? "-", voice.name, voice.identifier, voice.languages.dropFirst().joined(separator: " ")]
                .map(\.terminalLine)
        }
        return String(table.rendered.dropLast())
    }
}
