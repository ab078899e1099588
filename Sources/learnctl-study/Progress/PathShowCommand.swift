import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl path [STAGE]`: the serpentine of stages, or one stage's lessons.
struct PathShowCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the path, or one stage's lessons (`learnctl path A1-2`).",
        discussion: """
            Without a stage: the stages as badges in two columns zigzagging down the terminal, \
            completed ones purple, the current one blue with its progress, locked ones grey \
            (plain markers ● ◐ ○ with NO_COLOR or when the output is not a terminal). With a \
            stage: its lessons, what each needs, and the command to practise it.

            With --json: one object {"percent", "lessons_completed", "lessons", "stages"}, or \
            for a stage one object with its "lessons".
            """)

    @Argument(help: ArgumentHelp("A stage's ID, such as A1-2.", valueName: "stage"))
    var stage: String?

    static let jsonHelp = "Print the path as JSON."
    @OptionGroup var output: OutputOptions<PathShowCommand>

    func run() async throws {
        let progress = try await LearningProgress.signedIn().snapshot().path
        let style = ProgressStyle.standardOutput
        if let id = stage {
            guard let stage = progress.stages.first(where: { $0.stage.id.caseInsensitiveCompare(id) == .orderedSame }) else {
                throw ProgressError.unknownStage(id, stages: progress.stages.map(\.stage.id))
            }
            if output.json {
                try JSONLines.print(StageJSON(stage, lessons: true))
                return
            }
            Output.line(style.paint("\(ProgressStyle.marker(stage.state)) \(stage.stage.id) \(stage.stage.title.terminalLine)", stage.state)
                        + " · " + ProgressStyle.stateText(stage))
            for status in stage.lessons {
                let mark = status.isCompleted ? "✔" : "·"
                Output.line("  \(mark) \(status.lesson.id)  \(status.lesson.title.terminalLine) (\(LessonText.kind(status.lesson.kind))) · \(LessonText.state(status)) · \(LessonText.measure(status))")
                if !status.isCompleted {
                    Output.line("      " + LessonText.nextCommand(status))
                }
            }
            return
        }
        if output.json {
            try JSONLines.print(PathJSON(progress))
            return
        }
        Output.line(style.bold(tr("Learning path · %s · %s", NumberText.percent(progress.percent),
                                  trn("%d of %d lesson", "%d of %d lessons", progress.totalLessons,
                                      progress.completedLessons, progress.totalLessons))))
        Output.line("")
        for line in PathMap.draw(progress, style: style) { Output.line(line) }
        if let current = progress.currentStage {
            Output.line("")
            Output.line(tr("See the lessons of a stage: learnctl path %s", current.stage.id))
        }
    }
}
