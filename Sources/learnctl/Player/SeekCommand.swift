import ArgumentParser
import ListenProtocol

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
    var time: [String] = []

    @OptionGroup var connection: SocketOption

    func validate() throws {
        guard time.count == 1 else {
            throw ValidationError(time.isEmpty
                ? "Missing the time to seek to: +N, -N, N or m:ss (for example +10, -10, 95, 1:35)."
                : "seek takes one time, not \(time.count): +N, -N, N or m:ss.")
        }
        guard SeekTarget.parse(time[0]) != nil else {
            throw ValidationError("Cannot seek to \"\(time[0])\": use +N, -N, N or m:ss (for example +10, -10, 95, 1:35).")
        }
    }

    func run() throws {
        let arguments: [String: JSONValue]
        switch SeekTarget.parse(time[0]) {
        case .relative(let offset)?: arguments = ["offset": .number(offset)]
        case .absolute(let position)?: arguments = ["position": .number(position)]
        case nil: throw ValidationError("Cannot seek to \"\(time[0])\".")
        }
        try ControlRequest.run("seek", arguments, socket: connection)
    }
}
