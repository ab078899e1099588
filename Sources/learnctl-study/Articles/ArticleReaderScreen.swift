import Articles
import LearnCore
import ListenClient
import Localization
import Translation

/// `learnctl articles read`'s screen on a terminal: the ``ArticleReaderModel`` run by the
/// ``ScreenLoop`` on the alternate screen, and what its keys ask carried out — the place kept and
/// the article counted as read, words looked up, marked known and made cards, and paragraphs read
/// aloud through listend (``ArticleReadAloud``). The place is kept again on leaving.
struct ArticleReaderScreen {
    let article: Article
    let library: ArticleLibrary
    let known: KnownWords
    let cards: CardCollection
    let vocabulary: LearnerVocabulary
    let socket: SocketOption

    /// The most lines a dictionary entry takes at the bottom of the screen.
    static let entryLines = 6

    /// Runs until the learner leaves.
    func run() throws {
        let analysis = try library.analysis(of: article, for: vocabulary)
        let text = ArticleReaderText(document: article.document, lists: ArticleWordLists.ifAvailable)
        var model = ArticleReaderModel(text: text, unknown: Set(analysis.unknownWords.map(\.lemma)),
                                       position: try library.reading(article.key)?.position ?? 0, size: TerminalScreen.size)
        try library.keep(position: model.position, of: article.key)
        let readAloud = ArticleReadAloud(socket: socket)
        var words: Words?
        try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true, alternateScreen: true) {
            while true {
                do {
                    try ScreenLoop.run(&model, source: readAloud.source) { effect, model in
                        try perform(effect, on: &model, readAloud: readAloud, words: &words)
                    }
                } catch is ArticleReadAloud.ConnectionLost {
                    readAloud.drop()
                    if model.readingAloud != nil { model.readingAloudFailed(ArticleReadAloud.lostNotice) }
                    continue
                }
                // The loop left to wait on listend's connection, opened by `s`, as well as on the keys.
                if readAloud.opened { continue }
                break
            }
        }
        if model.readingAloud != nil { readAloud.stop() }
        try library.keep(position: model.position, of: article.key)
        // TRANSLATORS: %1$s is an article's title, %2$s how far through it the reader got (“40%”).
        Output.line(tr("Your place in “%1$s” is kept (%2$s read).", text.title,
                       NumberText.percent(model.layout.percent(top: model.top, rows: model.pageRows))))
    }

    /// Carries out what a key asked for.
    private func perform(_ effect: ArticleReaderModel.Effect, on model: inout ArticleReaderModel, readAloud: ArticleReadAloud,
                         words: inout Words?) throws -> ScreenStep<ArticleReaderModel.Effect> {
        switch effect {
        case .keep(let position, let finish):
            try library.keep(position: position, of: article.key)
            if finish {
                try library.finish(article.key)
                model.finished()
            }
        case .lookUp(let word):
            switch try prepared(&words).lookUp.lines(for: word, lemmas: model.text.lemmas(of: word), limit: Self.entryLines) {
            case .success(let lines) where !lines.isEmpty: model.entry = lines
            case .success: model.message = tr("Nothing found for “%s”.", word.terminalLine)
            case .failure(let error): model.message = error.description.terminalLine
            }
        case .markKnown(let word):
            let added = try known.mark([word], source: .article)
            model.noLongerNew(word, lemmas: added)
            model.message = added.isEmpty ? tr("You knew “%s” already.", word.terminalLine)
                : tr("Marked known: %s. It is no longer underlined.", added.joined(separator: ", ").terminalLine)
        case .makeCard(let word):
            let lemmas = model.text.lemmas(of: word)
            let cardWord = lemmas.count == 1 ? lemmas[0] : word.lowercased()
            let target = try prepared(&words).lookUp.target
            switch ArticleWordCards.add([cardWord], into: target, group: nil, collection: cards).first?.1 {
            case .added(let card)?:
                model.noLongerNew(word)
                // TRANSLATORS: %1$s is a card group, %2$s the word, %3$s its translation.
                model.message = tr("Card made in %1$s: %2$s — %3$s", ArticleWordCards.defaultGroup, card.word.terminalLine,
                                   card.translation.terminalLine)
            case .alreadyThere?:
                model.message = tr("“%s” is already a card.", cardWord.terminalLine)
            case .failed(let reason)?:
                model.message = tr("“%1$s” was not made a card: %2$s", cardWord.terminalLine, reason.terminalLine)
            case nil:
                break
            }
        case .speak:
            readAloud.speakNext(&model)
            // Leave the loop to come back waiting on the connection just opened.
            return readAloud.opened ? .leave : .stay
        case .stopSpeaking:
            readAloud.stop()
        }
        return .stay
    }

    /// What looking words up and making cards need, made at the first `/` or `c`.
    struct Words {
        let lookUp: ArticleWordLookUp
    }

    private func prepared(_ words: inout Words?) throws -> Words {
        if let words { return words }
        let history = TranslationHistory(database: cards.database, account: cards.account, clock: cards.clock)
        let target = try ArticleWordCards.targetLanguage(nil, settings: try? history.settings())
        let made = Words(lookUp: ArticleWordLookUp(target: target, history: history))
        words = made
        return made
    }
}
