import ArgumentParser
import LearnCore
import ListenClient

/// `learnctl cards show ID`: shows one card with its schedule.
struct CardsShowCommand: AsyncParsableCommand {
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

    @Flag(help: "Print the card as a JSON object.")
    var json = false

    func run() async throws {
        let collection = try await CardCollection.signedIn()
        let card = try collection.card(id: id)
        let group = try collection.groupsByID()[card.groupId]?.name ?? ""
        if json {
            try JSONLines.print(CardJSON(card: card, group: group))
            return
        }
        let rows: [[String]] = [
            ["Card:", "\(card.id!)"],
            ["Word:", card.word],
            ["Transcription:", card.transcription.isEmpty ? "-" : card.transcription],
            ["Translation:", card.translation],
            ["Group:", group],
            ["State:", card.state.rawValue],
            ["Due:", CardFormat.date(card.due)],
            ["Stability:", card.stability.map { String(format: "%.4f days", $0) } ?? "-"],
            ["Difficulty:", card.difficulty.map { String(format: "%.4f", $0) } ?? "-"],
            ["Reps:", "\(card.reps)"],
            ["Lapses:", "\(card.lapses)"],
            ["Last review:", card.lastReview.map(CardFormat.date) ?? "-"],
        ]
        print(CardFormat.table(rows))
    }
}
