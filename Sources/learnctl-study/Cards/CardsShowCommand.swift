import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl cards show ID`: shows one card with its schedule.
struct CardsShowCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a card and its schedule.",
        discussion: """
            Shows the card's word, transcription, translation and group, and its spaced-repetition \
            state: the state (new, learning, review or relearning), when it is due, its stability \
            (the days after which you would still recall it with 90% probability), its difficulty \
            (1 to 10), the number of reviews and lapses (times forgotten after learning it), and \
            the last review.

            With --json, prints an object with "id", "word", "transcription", "translation", \
            "group", "state", "step", "due", "stability", "difficulty", "reps", "lapses", \
            "last_review" and "created_at"; values a new card does not have yet are null.
            """)

    @Argument(help: "The card's ID, as `learnctl cards list` shows it.")
    var id: Int64

    static let jsonHelp = "Print the card as a JSON object."
    @OptionGroup var output: OutputOptions<CardsShowCommand>

    func run() async throws {
        let collection = try await CardCollection.signedIn()
        let card = try collection.card(id: id)
        let group = try collection.groupsByID()[card.groupId]?.name ?? ""
        if output.json {
            try JSONLines.print(CardJSON(card: card, group: group))
            return
        }
        let rows: [[String]] = [
            [tr("Card:"), "\(card.id!)"],
            [tr("Word:"), card.word],
            [tr("Transcription:"), card.transcription.isEmpty ? "-" : card.transcription],
            [tr("Translation:"), card.translation],
            [tr("Group:"), group],
            [tr("State:"), CardFormat.state(card.state)],
            [tr("Due:"), CardFormat.date(card.due)],
            // TRANSLATORS: %s is a number of days with four decimals, e.g. 2.3065.
            [tr("Stability:"), card.stability.map { tr("%s days", String(format: "%.4f", $0)) } ?? "-"],
            [tr("Difficulty:"), card.difficulty.map { String(format: "%.4f", $0) } ?? "-"],
            [tr("Reps:"), "\(card.reps)"],
            [tr("Lapses:"), "\(card.lapses)"],
            [tr("Last review:"), card.lastReview.map(CardFormat.date) ?? "-"],
        ]
        print(CardFormat.table(rows))
    }
}
