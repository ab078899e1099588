import ArgumentParser
import LearnCore
import Localization

/// A word where a command's name belongs that names none: `learnctl card groups`,
/// `learnctl cards grups`. Without this check the root's default command (`home`) would take
/// the words and answer with its own usage.
enum UnknownCommand {
    /// A command's place in the tree: its name, aliases, subcommands and whether it has a default one.
    private struct Node {
        let names: [String]
        let subcommands: [ParsableCommand.Type]
        let hasDefault: Bool

        init(_ command: ParsableCommand.Type) {
            let configuration = command.configuration
            names = [command._commandName] + configuration.aliases
            subcommands = configuration.subcommands
            hasDefault = configuration.defaultSubcommand != nil
        }
    }

    /// The message for the first word that should name a subcommand and names none, or nil when
    /// the words are a command line ArgumentParser should read (options, help, a command's arguments).
    static func message(for arguments: [String], root: ParsableCommand.Type = Learnctl.self) -> String? {
        var node = Node(root)
        var path: [String] = []
        for word in arguments {
            if word.hasPrefix("-") || node.subcommands.isEmpty { return nil }
            let children = node.subcommands.map(Node.init)
            if let next = children.first(where: { $0.names.contains(word) }) {
                node = next
                path.append(word)
                continue
            }
            // A group with a default command (translate, speak, path) gives it the words; `help` is ArgumentParser's.
            if (node.hasDefault && !path.isEmpty) || word == "help" { return nil }
            let prefix = (["learnctl"] + path).joined(separator: " ")
            let names = children.map { $0.names[0] }
            var first = tr("Unknown command \"%s\".", (path + [word]).joined(separator: " "))
            if let suggestion = DidYouMean.sentence(for: word, in: names) {
                first += " " + suggestion
            }
            return [first, tr("The commands of %s: %s.", prefix, names.joined(separator: ", ")), tr("See `%s --help`.", prefix)]
                .joined(separator: "\n")
        }
        return nil
    }
}
