/// A request's command: for the daemon, or for the connection it arrives on.
public enum Command: Equatable, Sendable {
    case daemon(DaemonCommand)
    case connection(ConnectionCommand)

    /// The command's declaration: its name, arguments and help.
    public var declaration: CommandDeclaration {
        guard let declaration = CommandDeclaration.all.first(where: { $0.arguments(self) != nil }) else {
            preconditionFailure("\(self) has no declaration in CommandDeclaration.all")
        }
        return declaration
    }
}
