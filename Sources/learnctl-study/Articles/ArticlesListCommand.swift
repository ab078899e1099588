import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl articles list` (and `learnctl articles`).
struct ArticlesListCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the articles, with the share of their words new to you.",
        discussion: """
            Shows each article's ID, level (estimated from its vocabulary), length in words, \
            minutes to read, the share of its words that are new to you, whether you have read it \
            (to the end, or its questions answered 80% right) and where it comes from. Bundled \
            articles come first by level, then the recordings' transcripts (while listend runs), \
            then yours, the newest first.
            """)

    @Option(help: ArgumentHelp("Only articles at this level (estimated).", valueName: "level"))
    var level: LevelArgument?

    @Option(name: .customLong("as"), help: ArgumentHelp("Measure new words for a learner at this level instead of yours.", valueName: "level"))
    var learnerLevel: LevelArgument?

    @Flag(help: "Only articles you have not read.")
    var unread = false

    static let jsonHelp = "Print one JSON object per article."
    @OptionGroup var output: OutputOptions<ArticlesListCommand>
    @OptionGroup var connection: SocketOption

    func run() async throws {
        let (library, missing) = try await ArticleLibrary.signedIn(socket: connection)
        let learner = try library.vocabulary(level: learnerLevel?.rawValue)
        let entries = try library.entries(for: learner).filter { entry in
            (level.map { entry.level == $0.rawValue } ?? true) && (!unread || !entry.isRead)
        }
        if output.json {
            for entry in entries { try JSONLines.print(ArticleEntryJSON(entry)) }
            return
        }
        var table = TextTable(
            header: [tr("ID"), tr("Level"), tr("Words"), tr("Min"), tr("New"), tr("Read"), tr("Title"), tr("Source")],
            rightAligned: [2, 3, 4])
        for entry in entries {
            table.rows.append([
                entry.article.key.terminalLine, entry.level, NumberText.integer(entry.words), String(entry.minutes),
                ArticleText.percent(entry.newWordShare), entry.isRead ? "✓" : entry.isOpened ? "…" : "",
                entry.article.title.terminalLine, ArticleText.source(entry.article),
            ])
        }
        Output.write(table.rendered)
        // TRANSLATORS: %s is a CEFR level, e.g. B1.
        Output.line(tr("New: the share of words you do not know yet, for a learner at %s.", learner.level))
        if let missing { Output.line(missing) }
    }
}
