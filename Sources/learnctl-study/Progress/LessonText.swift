import LearnCore
import ListenClient
import Localization

/// How a lesson is described on the screens.
enum LessonText {
    /// "recording", "grammar", "cards" in the learner's language.
    static func kind(_ kind: LessonKind) -> String {
        switch kind {
        case .recording: tr("recording")
        case .grammar: tr("grammar")
        case .cards: tr("cards")
        case .article: tr("article")
        }
    }

    /// What is done so far: "dictation 85%, quiz —", "best test 60%", "12 of 40 cards reviewed, 10 known".
    static func measure(_ status: LessonStatus) -> String {
        func score(_ value: Int?) -> String { value.map(NumberText.percent) ?? "—" }
        switch status.measure {
        case .recording(let dictation, let quiz):
            return tr("dictation %s, quiz %s", score(dictation), score(quiz))
        case .grammar(let best):
            return tr("best test %s", score(best))
        case .cards(let total, let reviewed, let known):
            return trn("%d of %d card reviewed, %d known", "%d of %d cards reviewed, %d known", total, reviewed, total, known)
        case .article(let read, let quiz):
            return read ? tr("read, questions %s", score(quiz)) : tr("not read yet, questions %s", score(quiz))
        }
    }

    /// The state of a lesson: "done", "marked done", "to do".
    static func state(_ status: LessonStatus) -> String {
        if status.isMarked { return tr("marked done") }
        return status.isCompleted ? tr("done") : tr("to do")
    }

    /// The command that practises the lesson.
    static func command(_ lesson: PathLesson) -> String {
        switch lesson.kind {
        case .recording: "learnctl practice dictation \"\(lesson.title.terminalLine)\""
        case .grammar: "learnctl tests take \(lesson.reference) --level \(lesson.level)"
        case .cards: "learnctl cards study \"\(lesson.reference)\""
        case .article: "learnctl articles read \(lesson.reference)"
        }
    }

    /// The next step for a lesson not done: the dictation, then the quiz of a recording.
    static func nextCommand(_ status: LessonStatus) -> String {
        if case .recording(let dictation, _) = status.measure, (dictation ?? 0) >= 80 {
            return "learnctl practice quiz \"\(status.lesson.title.terminalLine)\""
        }
        if case .cards(0, _, _) = status.measure {
            return "learnctl cards import --starter"
        }
        return command(status.lesson)
    }
}
