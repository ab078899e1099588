import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl speak settings`: how many microphone takes the speaking history keeps.
struct SpeakSettingsCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show or change how many of your recordings are kept.",
        discussion: """
            Without options, shows the settings; with --keep-takes N, keeps the recordings \
            listend made from the microphone for your newest N speaking attempts (from 0 to \
            100, the default 100, the most listend itself keeps). Older attempts stay in the \
            history with their scores, without their recording, which is deleted.

            With --json, prints an object with "keep_takes".

            Example:
              learnctl speak settings --keep-takes 20
            """)

    @Option(help: ArgumentHelp("How many of the newest attempts keep their recording (0 to 100).", valueName: "n"))
    var keepTakes: Int?

    static let jsonHelp = "Print the settings as a JSON object."
    @OptionGroup var output: OutputOptions<SpeakSettingsCommand>

    func validate() throws {
        if let keepTakes, !(0...SpeakingSettings.maximumKeptTakes).contains(keepTakes) {
            throw ValidationError(SpeakingHistoryError.keptTakesOutOfRange(keepTakes).description)
        }
    }

    func run() async throws {
        let history = try await SpeakingHistory.signedIn()
        let settings = try keepTakes.map { try history.updateSettings(keptTakes: $0) } ?? history.settings()
        if output.json {
            try JSONLines.print(SettingsJSON(keepTakes: settings.keptTakes))
            return
        }
        // TRANSLATORS: the label of `learnctl speak settings`, then how many recordings are kept.
        Output.line(tr("Recordings kept: ") + trn("the newest %d", "the newest %d", settings.keptTakes, settings.keptTakes))
    }
}

extension SpeakSettingsCommand {
    /// The settings as `--json` prints them.
    struct SettingsJSON: Encodable {
        let keepTakes: Int

        enum CodingKeys: String, CodingKey {
            case keepTakes = "keep_takes"
        }
    }
}
