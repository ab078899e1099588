import ListenClient
import ListenProtocol

/// A player command in a form that status bars and key bindings run many times a minute —
/// `status` with `--json`, `--format`, `--waybar` and `--socket`, and `pause`, `resume`,
/// `toggle` and `stop` with `--socket` — carried out without loading the whole command-line
/// parser.
///
/// The commands are declared in `learnctl-study` (their options, help and errors); this reads
/// only the plainest spellings of those options and returns nil for anything else — a repeated
/// option, a combination the declaration refuses, `--help`, an unknown field in a template —
/// so that the declaration decides every case it does not take. Both give the same output for
/// the forms taken here (`QuickCommandTests`).
enum QuickCommand {
    case status(StatusDisplay, socket: String?)
    case control(DaemonCommand, socket: String?)

    private static let controls: [String: DaemonCommand] = [
        "pause": .pause, "resume": .resume, "toggle": .toggle, "stop": .stop,
    ]

    init?(_ arguments: [String]) {
        guard let name = arguments.first else { return nil }
        let control = Self.controls[name]
        guard name == "status" || control != nil else { return nil }
        var socket: String?, format: String?, json = false, waybar = false
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            let option: Substring, inline: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                option = argument[..<equals]
                inline = String(argument[argument.index(after: equals)...])
            } else {
                option = Substring(argument)
                inline = nil
            }
            switch option {
            case "--socket" where socket == nil:
                guard let value = inline ?? Self.value(&rest) else { return nil }
                socket = value
            case "--format" where control == nil && format == nil:
                guard let value = inline ?? Self.value(&rest) else { return nil }
                format = value
            case "--json" where control == nil && !json && inline == nil:
                json = true
            case "--waybar" where control == nil && !waybar && inline == nil:
                waybar = true
            default:
                return nil
            }
        }
        if let control {
            self = .control(control, socket: socket)
            return
        }
        let template: StatusTemplate?
        do {
            template = try format.map { try StatusTemplate($0) }
        } catch {
            return nil
        }
        switch (json, waybar, template) {
        case (true, false, nil): self = .status(.json, socket: socket)
        case (true, _, _): return nil
        case (false, true, _): self = .status(.waybar(template), socket: socket)
        case (false, false, let template?): self = .status(.template(template), socket: socket)
        case (false, false, nil): self = .status(.block, socket: socket)
        }
    }

    /// The next argument as an option's value, unless it looks like an option itself.
    private static func value(_ rest: inout ArraySlice<String>) -> String? {
        guard let next = rest.first, !next.hasPrefix("-") else { return nil }
        return rest.popFirst()
    }

    /// Carries the command out; the exit status (1 when listend could not do it, with the reason
    /// on standard error).
    func run() -> Int32 {
        do throws(ListendError) {
            switch self {
            case .status(let display, let socket):
                try display.show(socketPath: DaemonSocket.path(option: socket))
            case .control(let command, let socket):
                try ControlRequest.run(command, socketPath: DaemonSocket.path(option: socket))
            }
            return 0
        } catch {
            Output.error("learnctl: \(error.description)")
            return 1
        }
    }
}
