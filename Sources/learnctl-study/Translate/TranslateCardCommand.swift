import ArgumentParser
import LearnCore
import ListenClient
import Localization
import Translation

/// `learnctl translate card ID`: makes a history entry a flash card.
struct TranslateCardCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "card",
        abstract: "Make a translation from your history a flash card.",
        discussion: """
            Adds the entry's text as a card: the word or phrase, its translation (for a word, \
            the first sense; --translation sets another) and a transcription in IPA from \
            espeak-ng, to the group --group (which must exist) or “Translations”. For a \
            conversation, --turn N takes its Nth utterance (default: the last). A word already \
            in the group is refused.

            With --json, prints the new card as `learnctl cards show --json` does.

            Example:
              learnctl translate card 12 --group Travel
            """)

    @Argument(help: "The entry's ID, as `learnctl translate history` shows it.")
    var id: Int64

    @Option(help: ArgumentHelp("The group to add the card to (default: Translations).", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    @Option(help: ArgumentHelp("The card's translation, in place of the first sense.", valueName: "text"))
    var translation: String?

    @Option(help: ArgumentHelp("A conversation's utterance, from 1 (default: the last).", valueName: "n"))
    var turn: Int?

    static let jsonHelp = "Print the new card as a JSON object."
    @OptionGroup var output: OutputOptions<TranslateCardCommand>

    func run() async throws {
        let history = try await TranslationHistory.signedIn()
        let entry = try history.entry(id: id)
        var word = entry.text, meaning = entry.translation, languageCode = entry.fromLanguage
        if entry.kind == .conversation {
            let turns = try history.turns(of: entry)
            let number = turn ?? turns.count
            guard (1...turns.count).contains(number) else {
                throw ValidationError(tr("The conversation has %1$s utterances; --turn takes 1 to %2$s.", String(turns.count), String(turns.count)))
            }
            let chosen = turns[number - 1]
            (word, meaning, languageCode) = (chosen.text, chosen.translation, chosen.language)
        } else if turn != nil {
            throw ValidationError(entry.kind == .word ? tr("--turn goes with a conversation; #%s is a word.", String(id))
                : tr("--turn goes with a conversation; #%s is a sentence.", String(id)))
        } else if entry.kind == .word, let first = meaning.split(separator: ";").first {
            meaning = String(first).trimmingCharacters(in: .whitespaces)
        }
        let language = Language.named(languageCode) ?? .english
        let made = try TranslationCard.add(to: await CardCollection.signedIn(), word: word, translation: translation ?? meaning, language: language, group: group)
        if output.json {
            try JSONLines.print(CardJSON(card: made.card, group: made.group))
        } else {
            // TRANSLATORS: %1$s is the card's ID, %2$s its group, %3$s the word (and its transcription), %4$s its translation.
            Output.line(tr("Added card %1$s to %2$s: %3$s — %4$s", String(made.card.id!), made.group.terminalLine, CardFormat.heading(made.card), made.card.translation.terminalLine))
        }
    }
}
