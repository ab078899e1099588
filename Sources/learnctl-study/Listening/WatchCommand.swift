import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl watch`: follows the player.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Follow the player: a line on every tick and event.",
        discussion: """
            Subscribes to the daemon and prints the current status, then a line for every event: \
            a tick every --interval milliseconds while playing, and state changes, new \
            recordings, seeks, errors and the start of each transcript line as they happen. Runs until interrupted (Ctrl-C), or until \
            the daemon goes away, which exits with status 1.

            Each line names the event, the state, the position and duration, and the recording. \
            --json prints the daemon's event lines as they arrive (one JSON object each, with \
            "event" and the whole status). --format TEMPLATE and --waybar print what `learnctl \
            status` prints with them, and leave out a line that equals the one before, so a \
            status bar reading the output redraws only when the text changes; with \
            --interval 250 the time it shows is never more than a quarter second behind.
            """)

    @OptionGroup var output: StatusOutput

    @Option(help: ArgumentHelp("Milliseconds between ticks while playing (20 to 3600000).", valueName: "ms"))
    var interval = 1000

    @OptionGroup var connection: SocketOption

    func validate() throws {
        guard (ConnectionCommand.minimumTickInterval...ConnectionCommand.maximumTickInterval).contains(interval) else {
            throw ValidationError(tr("--interval must be from %1$s to %2$s milliseconds.", String(ConnectionCommand.minimumTickInterval), String(ConnectionCommand.maximumTickInterval)))
        }
    }

    func run() throws {
        let display = try output.display()
        try ListendError.reporting {
            let connection = try connection.connect()
            var previous: String?
            func show(_ event: String?, _ status: StatusPayload, raw: String?) throws {
                let line: String
                if output.json {
                    guard let raw else { return }
                    line = raw
                } else if output.isLine {
                    line = display.text(status)
                    if line == previous { return }
                } else {
                    line = Self.describe(event, status)
                }
                previous = line
                // The reader went away (a status bar restarting): nothing is left to do.
                guard Output.write(line + "\n") else { throw ExitCode.success }
            }
            let current = try connection.status(.connection(.subscribe(intervalMilliseconds: interval)))
            try show(nil, current, raw: nil)
            while true {
                guard let line = try connection.nextLine() else { continue }
                if case .event(let name, let status)? = IncomingLine<StatusPayload>.decode(line) {
                    try show(name.rawValue, status, raw: line)
                }
            }
        }
    }

    /// "tick     playing  0:12 / 1:37  Travel Dialogue 1 (A2)"; the first line says "status".
    static func describe(_ event: String?, _ status: StatusPayload) -> String {
        let name = event ?? "status"
        var line = name + String(repeating: " ", count: max(1, 9 - name.count))
        line += status.state.rawValue + String(repeating: " ", count: max(1, 9 - status.state.rawValue.count))
        if status.track != nil {
            line += "\(status.positionText) / \(status.durationText)  \(status.titleWithLevel)"
        } else {
            line += tr("no recording selected")
        }
        if let error = status.errorText { line += " — \(error)" }
        return line
    }
}
