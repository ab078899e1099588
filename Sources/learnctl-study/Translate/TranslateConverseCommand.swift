import ArgumentParser
import LearnCore
import ListenClient
import Localization
import Translation

/// `learnctl translate converse`: two people, two languages, one terminal.
struct TranslateConverseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "converse",
        abstract: "Hold a conversation between two languages on one terminal.",
        discussion: """
            The screen has a column for each person: A speaks the pair's first language, B \
            its second. The one whose name is highlighted types; Enter translates the line \
            into the other's language, shows it in the speaker's column with the translation \
            under it, and has listend read the translation aloud (when the settings' --say is \
            on and listend is running; espeak-ng has English, Spanish and French voices). Tab \
            passes the keyboard to the other person.

            Ctrl-R speaks the turn instead of typing it: listend records the speaker from the \
            microphone until the silence after they stop (Enter stops sooner, Esc cancels), \
            the recording is transcribed on this machine in the speaker's language (English, \
            Spanish or French; Whisper base, which scripts/install-whisper.sh installs), and \
            the text heard is shown on the speaker's line and translated as if typed.

            Ctrl-K makes the last utterance a flash card (its translation and an IPA \
            transcription, in --group or “Translations”). Esc, Ctrl-C, Ctrl-D on an empty line \
            or a line `q` leaves; the conversation is then kept in your history as one entry \
            (`learnctl translate history ID` shows it turn by turn).

            Sentences go through Apertium; a pair Apertium lacks falls back on the dictionary \
            for single words. --pair defaults to the settings' languages (`learnctl translate \
            settings`). Needs a terminal and a signed-in account.

            Example:
              learnctl translate converse --pair en-es
            """)

    @Option(help: ArgumentHelp("A's and B's languages, e.g. en-es (default: the settings').", valueName: "pair"))
    var pair: LanguagePair?

    @Flag(inversion: .prefixedNo, help: "Read each translation aloud (default: the settings' --say).")
    var say: Bool?

    @Option(help: ArgumentHelp("The card group for Ctrl-K (default: Translations).", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    @OptionGroup var connection: SocketOption

    func run() async throws {
        guard TerminalScreen.isAvailable else {
            throw ValidationError(tr("Conversation mode needs a terminal; `learnctl translate TEXT` translates from scripts."))
        }
        let signedIn = try await SignedIn.open()
        let (history, cards) = (TranslationHistory(signedIn: signedIn), CardCollection(signedIn: signedIn))
        let settings = try history.settings()
        let languages: LanguagePair
        if let pair {
            languages = pair
        } else {
            let (source, target, _) = try PairOptions.resolve(from: nil, to: nil, settings: settings)
            guard source != target else { throw ValidationError(TranslateError.sameLanguage(source).description) }
            languages = LanguagePair(source, target)
        }
        var effects = ConversationEffects(translator: Translator(packs: .fromEnvironment()), socketPath: connection.path,
                                          cards: cards, cardGroup: group, readsAloud: say ?? settings.readAloud) { screen in
            Output.write(ScreenFrame.render(screen.view(TerminalScreen.size)))
        }
        var screen = ConversationScreen(Conversation(pair: languages))
        try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true, alternateScreen: true, farewell: ConversationScreen.farewell) {
            try ScreenLoop.run(&screen) { effect, screen in effects.perform(effect, on: &screen) }
        }
        let conversation = screen.conversation
        guard !conversation.utterances.isEmpty else {
            Output.line(tr("Nothing was said, so nothing was kept."))
            return
        }
        let entry = try history.recordConversation(from: languages.source.code, to: languages.target.code, utterances: conversation.utterances)
        let count = conversation.utterances.count
        Output.line(trn("Kept the conversation (%1$d utterance) as #%2$s in your history.", "Kept the conversation (%1$d utterances) as #%2$s in your history.",
                        count, count, String(entry.id!)))
    }
}
