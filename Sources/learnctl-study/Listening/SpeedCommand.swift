import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl speed`: plays slower or faster, keeping the pitch.
struct SpeedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speed",
        abstract: "Play slower or faster, at the same pitch.",
        discussion: """
            A number sets the speed: 1 is normal, 0.75 three quarters, from 0.5 to 2. A number \
            with a sign changes it by that step: +0.1 faster, -0.1 slower (a step stops at 0.5 and \
            2). The daemon keeps the speed to the hundredth. Prints the state in one line and the \
            new speed.

            Examples:
              learnctl speed 0.75
              learnctl speed -0.1
              learnctl speed 1
            """)

    @Argument(parsing: .allUnrecognized,
              help: ArgumentHelp("A speed from 0.5 to 2, or a step such as +0.1 or -0.1.", valueName: "speed"))
    var speed: [ArgumentWord<SpeedChange>] = []

    @OptionGroup var connection: SocketOption

    func validate() throws {
        guard speed.count == 1 else {
            throw ValidationError(speed.isEmpty
                ? tr("Missing the speed: a speed from 0.5 to 2 (0.75, 1) or a step (+0.1, -0.1).")
                : tr("speed takes one speed, not %s: a speed from 0.5 to 2 or a step such as +0.1.", String(speed.count)))
        }
        guard let change = speed[0].value else {
            throw ValidationError(tr("Cannot set the speed to \"%s\": use a speed from 0.5 to 2 (0.75, 1) or a step (+0.1, -0.1).", speed[0].text))
        }
        if case .to(let value) = change, !(SpeedChange.minimum...SpeedChange.maximum).contains(value) {
            throw ValidationError(tr("The speed must be from 0.5 to 2 (1 is normal speed), not %s.", speed[0].text))
        }
    }

    func run() throws {
        guard let change = speed.first?.value else { return }
        try ControlRequest.run(.speed(change), socket: connection) { status in
            status.isSpeedChanged ? tr("Speed %s×.", NumberText.decimal(status.speed, fractionDigits: 2))
                : tr("Speed %s× (normal).", NumberText.decimal(status.speed, fractionDigits: 2))
        }
    }
}
