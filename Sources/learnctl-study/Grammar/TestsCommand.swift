import ArgumentParser

/// `learnctl tests`: the grammar tests.
struct TestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tests",
        abstract: "Practise grammar with multiple-choice tests.",
        discussion: """
            Each grammar topic is a bank of multiple-choice questions. `learnctl tests topics` \
            lists them; `learnctl tests take TOPIC` starts a test. Each question shows numbered \
            options: choose one, check it to see whether it is correct (with the correct answer \
            and an explanation), then continue to the next question. After the last question a \
            summary shows how many you answered correctly and which ones you missed.

            Results belong to the signed-in account. A test you leave before the end is kept: \
            `learnctl tests resume` continues it. `learnctl tests review` asks again the questions \
            you got wrong until you get them right, and `learnctl tests history` lists your \
            attempts. `learnctl tests import FILE` adds a topic of your own from a GIFT file \
            (Moodle's question format), `learnctl tests export TOPIC` writes a topic as GIFT, and \
            `learnctl tests remove TOPIC` removes an imported topic with your results in it.

            Generated tests mix everything you study — grammar topics, listening comprehension \
            on listend's recordings, your flash cards and your cloze lists — from a blueprint of \
            topics, levels and skills: `learnctl tests generate`, then `learnctl tests start ID`. \
            `learnctl tests list` shows them with their state, `learnctl tests results ID` the \
            score and a review of every question, `learnctl tests stats` your statistics, and \
            `learnctl tests schedule TITLE --every mon,thu` (or `--at DATE`) has one generated \
            when it is due; `learnctl tests scheduled` lists the schedules and \
            `learnctl tests unschedule TITLE` removes one.
            """,
        subcommands: [
            TestsTopicsCommand.self,
            TestsTakeCommand.self,
            TestsResumeCommand.self,
            TestsReviewCommand.self,
            TestsHistoryCommand.self,
            TestsImportCommand.self,
            TestsExportCommand.self,
            TestsRemoveCommand.self,
            TestsGenerateCommand.self,
            TestsListCommand.self,
            TestsStartCommand.self,
            TestsRetryCommand.self,
            TestsResultsCommand.self,
            TestsStatsCommand.self,
            TestsScheduleCommand.self,
            TestsScheduledCommand.self,
            TestsUnscheduleCommand.self,
        ])
}
