import Localization

extension Achievement {
    /// Every badge, in the order shown. Message IDs are marked with `N_` so that the catalogs
    /// hold them; screens show them through `tr`.
    public static let all: [Achievement] = [
        Achievement(id: "first-steps", category: .milestone, name: N_("First Steps"),
                    summary: N_("Complete your first lesson"), goal: .lessons(.count(1))),
        Achievement(id: "halfway-hero", category: .milestone, name: N_("Halfway Hero"),
                    summary: N_("Complete half of the learning path"), goal: .lessons(.half)),
        Achievement(id: "grand-master", category: .milestone, name: N_("Grand Master"),
                    summary: N_("Complete the whole learning path"), goal: .lessons(.all)),
        Achievement(id: "dedicated", category: .streak, name: N_("Dedicated"),
                    summary: N_("Learn 3 days in a row"), goal: .streakDays(3)),
        Achievement(id: "week-warrior", category: .streak, name: N_("Week Warrior"),
                    summary: N_("Learn 7 days in a row"), goal: .streakDays(7)),
        Achievement(id: "streak-legend", category: .streak, name: N_("Streak Legend"),
                    summary: N_("Learn 30 days in a row"), goal: .streakDays(30)),
        Achievement(id: "keen-ear", category: .mastery, name: N_("Keen Ear"),
                    summary: N_("Write down 10 recordings with a dictation of 90%% or more"), goal: .recordingsDictated(10)),
        Achievement(id: "sharp-listener", category: .mastery, name: N_("Sharp Listener"),
                    summary: N_("Answer every question right in the quizzes of 10 recordings"), goal: .perfectQuizzes(10)),
        Achievement(id: "word-hoard", category: .mastery, name: N_("Word Hoard"),
                    summary: N_("Know 500 flash cards"), goal: .cardsKnown(500)),
        Achievement(id: "grammar-ace", category: .mastery, name: N_("Grammar Ace"),
                    summary: N_("Score 80%% or more in a test on every grammar topic of the path"), goal: .everyGrammarTopic),
        Achievement(id: "clear-voice", category: .mastery, name: N_("Clear Voice"),
                    summary: N_("Read 25 sentences aloud with a score of 90%% or more"), goal: .sentencesSpoken(25)),
        Achievement(id: "speed-learner", category: .special, name: N_("Speed Learner"),
                    summary: N_("Complete a stage within a week of reaching it"), goal: .stageWithinDays(7)),
    ]

    /// The badge with this ID.
    public static func named(_ id: String) -> Achievement? {
        all.first { $0.id == id }
    }
}
