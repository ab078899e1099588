import ArgumentParser

/// `learnctl path`: the learning path from A1 to C1.
struct PathCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Show your learning path from A1 to C1, a stage's lessons, or mark a lesson complete.",
        discussion: """
            The path is a list of stages (A1-1, A1-2, A2-1 … C1-2), each made of lessons: a \
            recording (complete with a dictation of 80% or more and a quiz of 80% or more), a \
            grammar topic (a test of 80% or more) or a card group (every card reviewed, 80% or \
            more known). Lessons complete by themselves from your results; completing every \
            lesson of a stage unlocks the next one. The path is read from the content folder \
            (path/path.txt).
            """,
        subcommands: [PathShowCommand.self, PathCompleteCommand.self],
        defaultSubcommand: PathShowCommand.self)
}
