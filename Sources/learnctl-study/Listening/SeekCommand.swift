import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl seek`: moves the position.
struct SeekCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seek",
        abstract: "Jump forward, back or to a time.",
        discussion: """
            +N and -N move N seconds forward or back from what you hear now; N or m:ss (also \
            h:mm:ss) goes to that time from the start. Seconds may have a fraction (+2.5). The \
            position stays within the recording. A seek while paused or stopped moves the \
            position and leaves the player paused. Prints the new state in one line.

            Examples:
              learnctl seek +10
              learnctl seek -10
              learnctl seek 1:35
            """)

    @Argument(parsing: .allUnrecognized,
              help: ArgumentHelp("+N, -N, N or m:ss.", valueName: "time"))
    var time: [ArgumentWord<SeekTarget>] = []

    @OptionGroup var connection: SocketOption

    func validate() throws {
        guard time.count == 1 else {
            throw ValidationError(time.isEmpty
                ? tr("Missing the time to seek to: +N, -N, N or m:ss (for example +10, -10, 95, 1:35).")
                : tr("seek takes one time, not %s: +N, -N, N or m:ss.", String(time.count)))
        }
        guard time[0].value != nil else {
            throw ValidationError(tr("Cannot seek to \"%s\": use +N, -N, N or m:ss (for example +10, -10, 95, 1:35).", time[0].text))
        }
    }

    func run() throws {
        guard let target = time.first?.value else { return }
        try ControlRequest.run(.seek(target), socket: connection)
    }
}
