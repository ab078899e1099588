import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl cloze settings`: shows or changes the group size and read-aloud.
struct ClozeSettingsCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show or change the sentences per group and read-aloud.",
        discussion: """
            Without options, shows the settings; with them, changes those given and shows them \
            all. --group-size is the number of sentences practised together: 3 (the default), 6 \
            or 9. --read-aloud on has listend read each sentence aloud, with its word filled in, \
            when a group's result is shown (off by default). `cloze practice` takes \
            --group-size and --say/--no-say to differ for one practice.

            With --json, prints an object with "group_size" and "read_aloud".

            Example:
              learnctl cloze settings --group-size 6 --read-aloud on
            """)

    @Option(help: ArgumentHelp("Sentences per group: 3, 6 or 9.", valueName: "n"))
    var groupSize: ClozeGroupSize?

    @Option(help: ArgumentHelp("Read the sentences aloud when a result is shown: on or off.", valueName: "on|off"))
    var readAloud: OnOff?

    static let jsonHelp = "Print the settings as a JSON object."
    @OptionGroup var output: OutputOptions<ClozeSettingsCommand>

    func run() async throws {
        let collection = try await ClozeCollection.signedIn()
        let settings = groupSize == nil && readAloud == nil
            ? try collection.settings()
            : try collection.updateSettings(groupSize: groupSize, readAloud: readAloud?.isOn)
        if output.json {
            try JSONLines.print(SettingsJSON(groupSize: settings.groupSize.rawValue, readAloud: settings.readAloud))
        } else {
            Output.line(tr("Group size: %s sentences", String(settings.groupSize.rawValue)))
            Output.line(settings.readAloud ? tr("Read aloud: on") : tr("Read aloud: off"))
        }
    }
}

extension ClozeSettingsCommand {
    /// The settings as `--json` prints them.
    struct SettingsJSON: Encodable {
        let groupSize: Int, readAloud: Bool

        enum CodingKeys: String, CodingKey {
            case groupSize = "group_size", readAloud = "read_aloud"
        }
    }
}
