/// One command of the protocol, declared once: its name, how it is read from a JSON request and
/// from a plain-text line, how a client writes it, and its help. The parser, the encoder, the
/// list of names ("did you mean") and the command table in docs/protocol.md all read
/// ``all`` (see AllCommands.swift).
public struct CommandDeclaration: Sendable {
    public let name: String
    /// The JSON members it takes, for people; "—" when none.
    public let members: String
    /// Examples of the plain-text form.
    public let textForm: String
    /// What the reply's `data` holds.
    public let reply: String
    /// Reads the command from a JSON request's members.
    let fromJSON: @Sendable (JSONArguments) throws(ProtocolError) -> Command
    /// Reads the command from the words after its name on a plain-text line.
    let fromWords: @Sendable (TextArguments) throws(ProtocolError) -> Command
    /// The JSON members that carry `command`'s arguments; nil when `command` is not this one.
    let arguments: @Sendable (Command) -> [String: JSONValue]?

    init(_ name: String, members: String, text: String, reply: String,
         json fromJSON: @escaping @Sendable (JSONArguments) throws(ProtocolError) -> Command,
         words fromWords: @escaping @Sendable (TextArguments) throws(ProtocolError) -> Command,
         encode arguments: @escaping @Sendable (Command) -> [String: JSONValue]?) {
        self.name = name
        self.members = members
        self.textForm = text
        self.reply = reply
        self.fromJSON = fromJSON
        self.fromWords = fromWords
        self.arguments = arguments
    }

    /// A command without arguments.
    init(_ name: String, reply: String, _ command: Command) {
        self.init(name, members: "—", text: "`\(name)`", reply: reply,
                  json: { _ throws(ProtocolError) in command },
                  words: { words throws(ProtocolError) in try words.none(); return command },
                  encode: { $0 == command ? [:] : nil })
    }

    /// Every command name, for help and "did you mean".
    public static var names: [String] { all.map(\.name) }

    /// The declaration called `name` (exactly; names are lower case).
    public static func named(_ name: String) -> CommandDeclaration? {
        all.first { $0.name == name }
    }

    /// The command's row of the table in docs/protocol.md.
    public var documentationRow: String {
        "| `\(name)` | \(members) | \(textForm) | \(reply) |"
    }
}
