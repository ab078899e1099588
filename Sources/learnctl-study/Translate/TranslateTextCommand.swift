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

            --listen takes the text from the microphone instead: listend records you until the \
            silence after you stop speaking (at most 15 seconds), the recording is transcribed \
            on this machine in the text's language (English, Spanish or French; Whisper base, \
            which scripts/install-whisper.sh installs), "Heard: …" shows what was understood, \
            and that text is translated as if typed. The recording is deleted afterwards. When \
            no speech is heard, nothing is translated or kept.

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
            time zone chose the target, "heard" (the text heard) with --listen.

            Exit status: 0 when translated, 1 when the pair is not installed or Apertium failed, \
            or with --listen when no speech was heard, listend cannot record or transcription \
            is not installed (nothing is kept), 2 on a usage error.

            Examples:
              learnctl translate "Where is the station?"
              learnctl translate --from es casa
              echo "Je suis content." | learnctl translate --from fr --to es
              learnctl translate passport --card --group Travel
              learnctl translate --listen --from es
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

    @Flag(help: "Say the text into the microphone instead of typing it (listend records, Whisper transcribes).")
    var listen = false

    static let jsonHelp = "Print the translation as a JSON object."
    @OptionGroup var output: OutputOptions<TranslateTextCommand>

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if !card, group != nil || translation != nil { throw ValidationError(tr("--group and --translation go with --card.")) }
        if listen, !words.isEmpty { throw ValidationError(tr("--listen takes no text: say it into the microphone.")) }
    }

    func run() async throws {
        let typed = listen ? nil : try words.isEmpty ? Self.standardInput() : words.joined(separator: " ")
        if let typed {
            do { try Translator.validate(typed) } catch { throw ValidationError(error.description) }
        }
        let history = try await SignedIn.current().map(TranslationHistory.init)
        let (pair, suggestion) = try languages.resolve(settings: try history?.settings())
        if let suggestion, !output.json { Output.error(PairOptions.suggestionNote(suggestion)) }
        let heard = typed == nil ? try hear(in: pair.source) : nil
        let text = typed ?? heard ?? ""
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
            let json = TranslationJSON(result, id: entry?.id, pair: pair, text: source, suggestion: suggestion, card: made)
            if let heard { try JSONLines.print(HeardJSON(translation: json, heard: heard)) } else { try JSONLines.print(json) }
        } else {
            TranslationText.lines(result).forEach(Output.line)
            if card {
                let made = try await addCard(source, result, pair, transcription: transcription)
                Output.line(tr("Added card %1$s to %2$s: %3$s — %4$s", String(made.card.id!), made.group.terminalLine, CardFormat.heading(made.card), made.card.translation.terminalLine))
            }
        }
        if say { TranslationSpeech.say(result.summary, in: pair.target, socketPath: connection.path, wait: true) }
    }

    /// Records the learner through listend and returns the text the recogniser heard, spoken in
    /// `language`, shown as "Heard: …" (except with --json); exits with status 1 when there is none.
    private func hear(in language: Language) throws -> String {
        let speech = SpeechInput()
        do {
            try speech.prepare(for: language)
            let take = try ListendError.reporting {
                let recorder = try TakeRecorder(connection: try connection.connect())
                if isatty(STDERR_FILENO) != 0 { // TRANSLATORS: %s is a language, such as Spanish.
                    Output.error(tr("Listening — speak %s now; it stops when you stop.", language.localizedName))
                }
                return try recorder.record()
            }
            let heard = try speech.transcribe(try SpeechInput.speech(in: take), in: language)
            try Translator.validate(heard)
            // TRANSLATORS: %s is what the microphone heard.
            if !output.json { Output.line(tr("Heard: %s", heard)) }
            return heard
        } catch let failure as SpeechInput.Failure {
            Output.error("learnctl: " + failure.message)
            throw ExitCode.failure
        } catch let error as TranslateError {
            Output.error("learnctl: \(error.description)")
            throw ExitCode.failure
        }
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

extension TranslateTextCommand {
    /// `translate --listen --json`: the translation's object with the text heard as "heard".
    struct HeardJSON: Encodable {
        let translation: TranslationJSON
        let heard: String

        private enum CodingKeys: String, CodingKey { case heard }

        func encode(to encoder: any Encoder) throws {
            try translation.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(heard, forKey: .heard)
        }
    }
}
