import ArgumentParser

/// A command that can print JSON instead of text, and what its help says `--json` prints.
protocol PrintsJSON {
    static var jsonHelp: String { get }
}

/// The output options of every command that has them: `--json`, with the help text of the
/// command (or of the screen) that declares it (``PrintsJSON``).
struct OutputOptions<Command: PrintsJSON>: ParsableArguments {
    @Flag(help: ArgumentHelp(Command.jsonHelp))
    var json = false
}
