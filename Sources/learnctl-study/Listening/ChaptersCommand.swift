import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl chapters`: the chapters of the recording.
struct ChaptersCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "chapters",
        abstract: "Show the chapters of the recording.",
        discussion: """
            Prints every chapter of the selected recording — an audiobook's (M4B) or a video's \
            chapters, or the chapters of an MP3 podcast (ID3 CHAP frames): its number, its start \
            and end (m:ss), and its title. The chapter being heard is marked with ▶. Chapter \
            numbers are what `learnctl chapter N` takes.

            --json prints the daemon's reply: an object whose "chapters" array holds each \
            chapter's "index", "title", "start" and "end" (seconds), and whose "current" is the \
            number of the chapter heard (null before the first).

            Fails (exit status 1) when nothing is selected or the recording has no chapters.

            Examples:
              learnctl chapters
              learnctl chapters --json | jq -r '.chapters[].title'
            """)

    static let jsonHelp = "Print the daemon's reply as JSON."
    @OptionGroup var output: OutputOptions<ChaptersCommand>

    @OptionGroup var connection: SocketOption

    func run() throws {
        try ListendError.reporting {
            let connection = try connection.connect()
            if output.json {
                Output.line(try JSONLines.encode(try connection.request(.daemon(.chapters), expecting: JSONValue.self)))
                return
            }
            let list = try connection.request(.daemon(.chapters), expecting: ChaptersPayload.self)
            guard !list.chapters.isEmpty else { throw Self.missing(try connection.status(.daemon(.status))) }
            Output.line(Self.table(list.chapters, heard: list.current))
        }
    }

    /// Every chapter, one row each; the row of chapter `heard` is marked with ▶.
    static func table(_ chapters: [ChapterPayload], heard: Int?) -> String {
        let width = TranscriptLine.indexWidth(forCount: chapters.map(\.index).max() ?? 0)
        return chapters.map { $0.row(marker: $0.index == heard ? "▶" : " ", indexWidth: width) }.joined(separator: "\n")
    }

    /// Why there is nothing to show.
    static func missing(_ status: StatusPayload) -> ListendError {
        guard status.track != nil else { return .unavailable(tr("No recording is selected (`learnctl list` shows the recordings).")) }
        if status.state == .loading { return .unavailable(tr("Still loading; try again in a moment.")) }
        return .unavailable(tr("%s has no chapters.", status.titleText))
    }
}
