import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl chapter`: jumps to a chapter of the recording.
struct ChapterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chapter",
        abstract: "Jump to the next, the previous or a numbered chapter.",
        discussion: """
            Moves the position to the start of a chapter of the selected recording — an \
            audiobook's (M4B) or a video's chapters, or the chapters of an MP3 podcast (ID3 CHAP \
            frames): next, prev or N (the N-th chapter, counting from 1; `learnctl chapters` \
            shows the numbers). prev works like a CD player's previous button: within the first \
            3 seconds of a chapter it goes to the chapter before, later to the start of the \
            chapter heard. A jump while paused leaves the player paused. Prints the new state in \
            one line and then the chapter. Fails (exit status 1) when the recording has no \
            chapters or no such chapter.

            Examples:
              learnctl chapter next
              learnctl chapter prev
              learnctl chapter 3
            """)

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("next, prev or a chapter number.", valueName: "next|prev|N"),
              completion: .list(["next", "prev"]))
    var words: [ArgumentWord<ChapterTarget>] = []

    /// The one word given (`chapter -1` reaches here too, to be told chapters start at 1).
    private var target: ArgumentWord<ChapterTarget>? { words.count == 1 ? words[0] : nil }

    @OptionGroup var connection: SocketOption

    func validate() throws {
        guard let target else {
            throw ValidationError(words.isEmpty
                ? tr("Missing the chapter: next, prev or a chapter number (1 is the first).")
                : tr("chapter takes one chapter, not %s: next, prev or a chapter number.", String(words.count)))
        }
        guard let chapter = target.value else {
            // TRANSLATORS: next and prev are what the command takes; they stay as they are.
            throw ValidationError(tr("Cannot go to chapter \"%s\": use next, prev or a chapter number (1 is the first).", target.text))
        }
        if case .index(let index) = chapter, index < 1 {
            throw ValidationError(tr("Chapters are numbered from 1, not %s.", String(index)))
        }
    }

    func run() throws {
        guard let chapter = target?.value else { return }
        try ControlRequest.run(.chapter(chapter), socket: connection) { status in
            // TRANSLATORS: the chapter now heard: “Chapter 2 of 3 — The Middle”.
            status.chapterPlace.map { tr("Chapter %s", $0) }
        }
    }
}
