import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization
import Translation

/// `learnctl translate settings`: the default pair, reading aloud, the time-zone suggestion and
/// how many translations the history keeps.
struct TranslateSettingsCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show or change the default languages, reading aloud, suggestions and the history's size.",
        discussion: """
            Without options, shows the settings; with them, changes those given and shows them \
            all. --from and --to set the languages `learnctl translate` and `translate \
            converse` use when none are given (`--to none` forgets the target, so the time \
            zone's suggestion applies again). --say on has conversation mode read every \
            translation aloud through listend (on by default). --suggest off stops suggesting \
            a target from the time zone. --keep N keeps the newest N translations in the \
            history (1000 by default) besides the favourites, which are never dropped: older \
            ones are deleted as new ones come.

            With --json, prints an object with "from", "to" (null when unset), "say", \
            "suggest", "suggested" (the time zone's language, or null) and "keep".

            Example:
              learnctl translate settings --from en --to es --say on
            """)

    @Option(help: ArgumentHelp("The default source language.", valueName: "language"))
    var from: Language?

    @Option(help: ArgumentHelp("The default target language, or none.", valueName: "language"))
    var to: String?

    @Option(help: ArgumentHelp("Read translations aloud in conversation mode: on or off.", valueName: "on|off"))
    var say: OnOff?

    @Option(help: ArgumentHelp("Suggest the target from the time zone: on or off.", valueName: "on|off"))
    var suggest: OnOff?

    @Option(help: ArgumentHelp("How many translations the history keeps besides the favourites.", valueName: "n"))
    var keep: Int?

    static let jsonHelp = "Print the settings as a JSON object."
    @OptionGroup var output: OutputOptions<TranslateSettingsCommand>

    /// `--to`: a language, or nil for none; nil when the option is not given.
    private func target() throws -> Language?? {
        guard let to else { return nil }
        if to.lowercased() == "none" { return .some(nil) }
        guard let language = Language.named(to) else { throw ValidationError(TranslateError.unknownLanguage(to).description) }
        return .some(language)
    }

    func validate() throws {
        if let keep, keep < 1 { throw ValidationError(TranslationError.keptEntriesOutOfRange(keep).description) }
    }

    func run() async throws {
        let history = try await TranslationHistory.signedIn()
        let changes = from != nil || to != nil || say != nil || suggest != nil || keep != nil
        let settings = changes
            ? try history.updateSettings(from: from.map { .some($0.code) }, to: try target().map { $0.map(\.code) },
                                         readAloud: say?.isOn, suggestsLanguage: suggest?.isOn, keptEntries: keep)
            : try history.settings()
        let suggestion = TimeZoneLanguage.current()
        if output.json {
            try JSONLines.print(SettingsJSON(from: settings.fromLanguage, to: settings.toLanguage, say: settings.readAloud,
                                             suggest: settings.suggestsLanguage, suggested: suggestion?.language.code,
                                             keep: settings.keptEntries))
            return
        }
        let (source, target, suggested) = try PairOptions.resolve(from: nil, to: nil, settings: settings, suggestion: suggestion)
        let chosen = tr(" (default)")
        // TRANSLATORS: the labels of `learnctl translate settings`; each is padded to line the values up.
        Output.line(tr("From:     ") + source.localizedName + (settings.fromLanguage == nil ? chosen : ""))
        Output.line(tr("To:       ") + target.localizedName + (suggested.map { tr(" (suggested by the time zone %s)", $0.zone) } ?? (settings.toLanguage == nil ? chosen : "")))
        Output.line(tr("Say:      ") + (settings.readAloud ? tr("on") : tr("off")) + tr(" (conversation mode)"))
        Output.line(tr("Suggest:  ") + (settings.suggestsLanguage ? tr("on") : tr("off")))
        Output.line(tr("Keep:     ") + trn("the newest %d translation (and favourites)", "the newest %d translations (and favourites)",
                                           settings.keptEntries, settings.keptEntries))
    }
}

extension TranslateSettingsCommand {
    /// The settings as `--json` prints them; a language not set is null.
    struct SettingsJSON: Encodable {
        @Nullable var from: String?
        @Nullable var to: String?
        let say: Bool, suggest: Bool
        /// The target language the time zone suggests.
        @Nullable var suggested: String?
        /// How many translations the history keeps besides the favourites.
        let keep: Int
    }
}
