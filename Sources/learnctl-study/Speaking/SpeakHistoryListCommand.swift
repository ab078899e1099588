import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization
import Translation

/// `learnctl speak history [list]`: speaking attempts, scores and the words most often missed.
struct SpeakHistoryListCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your speaking attempts and the words you miss most often.",
        discussion: """
            The latest attempts first (shadowed lines and topic sentences): when, what, the \
            score and the sentence; then the words most often missed or heard as another word, \
            counted over every attempt that was the sentence. `learnctl speak history forget` \
            deletes attempts with their recordings.

            --card WORD makes one of those words a flash card, in the group --group (which must \
            exist) or “Speaking”: its translation is --translation, else the first sense in the \
            dictionary for English to your translation language (`learnctl translate settings \
            --to`); its transcription is espeak-ng's IPA.

            With --json: one object per attempt ({"type":"attempt", "id", "kind", "source", \
            "title", "item", "reference", "score", "is_the_sentence", "words_per_minute", \
            "longest_pause", "words", "recording", "date"}), then one per missed word \
            ({"type":"missed", "word", "count", "last_seen"}).
            """)

    @Option(help: ArgumentHelp("How many attempts to list (default 20).", valueName: "n"))
    var limit = 20

    @Option(help: ArgumentHelp("Make this missed word a flash card.", valueName: "word"))
    var card: String?

    @Option(help: ArgumentHelp("The card's group (default: Speaking).", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    @Option(help: ArgumentHelp("The card's translation.", valueName: "text"))
    var translation: String?

    static let jsonHelp = "Print JSON objects, one per line."
    @OptionGroup var output: OutputOptions<SpeakHistoryListCommand>

    func validate() throws {
        if limit < 1 { throw ValidationError(tr("--limit takes a number from 1.")) }
        if card == nil && (group != nil || translation != nil) { throw ValidationError(tr("--group and --translation go with --card WORD.")) }
    }

    func run() async throws {
        let history = try await SpeakingHistory.signedIn()
        if let card {
            try await makeCard(card, history: history)
            return
        }
        let attempts = try history.attempts(limit: limit)
        let missed = try history.mostMissedWords(limit: 10)
        if output.json {
            for attempt in attempts { try JSONLines.print(SpeakingAttemptJSON(attempt)) }
            for word in missed { try JSONLines.print(MissedWordJSON(word: word.word, count: word.count, lastSeen: word.lastSeen)) }
            return
        }
        guard !attempts.isEmpty else {
            Output.write(tr("You have no speaking attempts yet. Try `learnctl speak topics` or `learnctl practice shadow TITLE`.") + "\n")
            return
        }
        var table = TextTable(header: [tr("When"), tr("Practice"), tr("Score"), tr("Sentence")], rightAligned: [2])
        for attempt in attempts {
            let what = attempt.kind == .shadow ? tr("%s · line %d", attempt.sourceTitle.terminalLine, attempt.item) : tr("%s · sentence %d", attempt.sourceTitle.terminalLine, attempt.item)
            table.rows.append([DisplayDate.format(attempt.createdAt), what, attempt.isTheSentence ? NumberText.percent(attempt.score) : tr("not it"),
                               TerminalText.line(attempt.reference)])
        }
        Output.write(table.rendered)
        if !missed.isEmpty {
            Output.write(tr("Most often missed:") + " " + missed.map { "\($0.word.terminalLine) (\($0.count))" }.joined(separator: ", ") + "\n")
            Output.write(tr("`learnctl speak history --card WORD` makes one a flash card.") + "\n")
        }
    }

    /// Adds `word` as a card; it must be one of the words missed.
    private func makeCard(_ word: String, history: SpeakingHistory) async throws {
        let wanted = SpeakingText.normalized(word)
        let missed = try history.mostMissedWords()
        guard missed.contains(where: { $0.word == wanted }) else {
            let words = missed.prefix(10).map(\.word).joined(separator: ", ") + (missed.count > 10 ? " …" : "")
            throw ValidationError(words.isEmpty ? tr("“%s” is not among the words you missed.", word) : tr("“%s” is not among the words you missed (%s).", word, words))
        }
        let meaning: String
        if let translation { meaning = translation } else { meaning = try await dictionaryMeaning(of: wanted) }
        let made = try TranslationCard.add(to: await CardCollection.signedIn(), word: wanted, translation: meaning,
                                           language: .english, group: group, defaultGroup: Self.defaultGroup)
        Output.line(tr("Added card %s to %s: %s — %s", String(made.card.id!), made.group.terminalLine, CardFormat.heading(made.card), made.card.translation.terminalLine))
    }

    static let defaultGroup = "Speaking"

    /// The first sense of `word` in the dictionary from English to the translation language.
    private func dictionaryMeaning(of word: String) async throws -> String {
        let settings = try? await TranslationHistory.signedIn().settings()
        guard let code = settings?.toLanguage, let target = Language.named(code), target != .english else {
            throw ValidationError(tr("Give the card's meaning with --translation (or set your language with `learnctl translate settings --to LANG`)."))
        }
        let result = try Translator(packs: .fromEnvironment()).translate(word, pair: LanguagePair(.english, target), method: .automatic)
        let meaning = result.firstSense
        guard !meaning.isEmpty else { throw ValidationError(tr("The dictionary has no meaning for “%s”; give one with --translation.", word)) }
        return meaning
    }
}
