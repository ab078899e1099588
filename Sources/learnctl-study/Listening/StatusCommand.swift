import ArgumentParser
import ListenClient

/// `learnctl status`: what the player is doing.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show what is playing.",
        discussion: """
            Shows the selected recording with its level, the state (playing, paused, stopped, \
            loading or error), the position, the duration and what is left, the transcript line \
            being heard (its number, the speaker and the words), the speed when it is not 1, the \
            loop and autopause when they are on, and the errors if there are any (also a \
            transcript that could not be read).

            --json prints the daemon's status object. --format prints one line from a template; \
            its fields are {state} {title} {level} {position} {duration} {remaining} {percent} \
            (times as m:ss, percent as a whole number), {line} (the words heard now, empty \
            between lines), {line_index} (its number, empty between lines), {lines} (how many \
            the transcript has), {speed} (0.75, 1), {chapter} (the title of the chapter heard, \
            empty without chapters), {chapter_index} (its number) and {chapters} (how many the \
            recording has); {{ and }} are literal braces, other text \
            is kept as it is, and an unknown field is a usage error. --waybar prints the JSON a \
            Waybar custom module reads, with --format setting its text and the line heard now in \
            its tooltip. For status bars see docs/status-bars.md; `learnctl watch` takes the \
            same options and prints a line on every change.

            Examples:
              learnctl status --format '{title} {position}/{duration}'
              learnctl status --format '{line_index}/{lines} {line}'
              learnctl status --waybar
            """)

    @OptionGroup var output: StatusOutput
    @OptionGroup var connection: SocketOption

    func run() throws {
        let display = try output.display()
        try ListendError.reporting {
            try display.show(socketPath: connection.path)
        }
    }
}
