import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization
import Translation

/// `learnctl translate TEXT`: translates a sentence with Apertium or looks a word up in a dictionary.
struct TranslateTextCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Translate a text, or look a word up.",
        discussion: """
            A word or a short phrase (up to four words, without sentence punctuation) that the \
            pair's FreeDict dictionary has shows the dictionary's entries: pronunciation, part \
            of speech, the senses with their translations, and notes or examples when the \
            dictionary has them. Anything else is translated by Apertium; words Apertium does \
            not know keep its mark (*word) and are listed under the translation.

            Without words, the text is read from standard input. At most 5,000 characters are \
            translated at once; Apertium gets 10 seconds.

            --from and --to take a code (en, es, fr …) or an English name; without them the \
            settings' languages apply (`learnctl translate settings`), and with no target set \
            the time zone's language is suggested. `learnctl translate packs` lists the pairs \
            installed.

            When you are signed in, the translation is kept in your history \
            (`learnctl translate history`). --card makes the text a flash card: the word, the \
            translation's first sense (or --translation), and a transcription in IPA from \
            espeak-ng, in the group --group (which must exist) or “Translations”. --say has \
            listend read the translation aloud.

            With --json, prints one object: "id" (in the history, or null), "from", "to", \
            "text", "kind" (sentence or word), "translation", and "marked" and "untranslated" \
            for a sentence or "entries" for a word; "card" with --card, "suggested" when the \
            time zone chose the target.

            Exit status: 0 when translated, 1 when the pair is not installed or Apertium failed \
            (nothing is kept), 2 on a usage error.

            Examples:
              learnctl translate "Where is the station?"
              learnctl translate --from es casa
              echo "Je suis content." | learnctl translate --from fr --to es
              learnctl translate passport --card --group Travel
            """)

    @Argument(help: ArgumentHelp("The text (default: standard input).", valueName: "text"))
    var words: [String] = []

    @OptionGroup var languages: PairOptions

    @Flag(help: "Add the word or phrase to your flash cards.")
    var card = false

    @Option(help: ArgumentHelp("The card group for --card (default: Translations).", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    @Option(help: ArgumentHelp("The card's translation with --card, in place of the first sense.", valueName: "text"))
    var translation: String?

    @Flag(help: "Have listend read the translation aloud.")
    var say = false

    static let jsonHelp = "Print the translation as a JSON object."
    @OptionGroup var output: OutputOptions<TranslateTextCommand>

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if !card, group != nil || translation != nil { throw ValidationError(tr("--group and --translation go with --card.")) }
    }

    func run() async throws {
        let text = try words.isEmpty ? Self.standardInput() : words.joined(separator: " ")
        do { try Translator.validate(text) } catch { throw ValidationError(error.description) }
        let history = try await SignedIn.current().map(TranslationHistory.init)
        let (pair, suggestion) = try languages.resolve(settings: try history?.settings())
        if let suggestion, !output.json { Output.error(PairOptions.suggestionNote(suggestion)) }
        var result: TranslationResult
        do {
            result = try Translator(packs: .fromEnvironment()).translate(text, pair: pair)
        } catch {
            Output.error("learnctl: \(error.description)")
            throw ExitCode.failure
        }
        let source = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var transcription: String?
        if case .dictionary(let entries) = result {
            transcription = WordTranscription().transcription(of: source, in: pair.source, entries: entries)
            result = result.transcribed(as: transcription)
        }
        let kind: TranslationKind = if case .dictionary = result { .word } else { .sentence }
        let entry = try history?.record(kind: kind, from: pair.source.code, to: pair.target.code, text: source, translation: result.summary)
        if output.json {
            let made = card ? try await addCard(source, result, pair, transcription: transcription) : nil
            try JSONLines.print(TranslationJSON(result, id: entry?.id, pair: pair, text: source, suggestion: suggestion, card: made))
        } else {
            TranslationText.lines(result).forEach(Output.line)
            if card {
                let made = try await addCard(source, result, pair, transcription: transcription)
                Output.line(tr("Added card %1$s to %2$s: %3$s — %4$s", String(made.card.id!), made.group.terminalLine, CardFormat.heading(made.card), made.card.translation.terminalLine))
            }
        }
        if say { TranslationSpeech.say(result.summary, in: pair.target, socketPath: connection.path, wait: true) }
    }

    /// Adds the text as a card with the first sense (or --translation) and the transcription
    /// the entries show (espeak-ng's when there is none).
    private func addCard(_ source: String, _ result: TranslationResult, _ pair: LanguagePair,
                         transcription: String?) async throws -> (card: Card, group: String) {
        try TranslationCard.add(to: await CardCollection.signedIn(), word: source, translation: translation ?? result.firstSense,
                                language: pair.source, group: group, transcription: transcription)
    }

    /// Reads the text from standard input, refusing to wait on a terminal.
    private static func standardInput() throws -> String {
        guard isatty(STDIN_FILENO) == 0 else {
            throw ValidationError(tr("Missing the text: give it as arguments, or on standard input (`echo Hola | learnctl translate`)."))
        }
        return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
}
