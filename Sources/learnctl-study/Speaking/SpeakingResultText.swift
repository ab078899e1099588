import Foundation
import LearnCore
import ListenClient
import Localization
import SpeechScoring

/// A scored attempt for people (the words marked, the score, the pace) and for programs (one
/// JSON object).
enum SpeakingResultText {
    /// The marked words and a line of figures, each line indented by two spaces.
    static func text(_ assessment: SpeakingAssessment, style: DictationMarkup.Style) -> String {
        guard assessment.isTheSentence else {
            let heard = assessment.heard.isEmpty ? tr("nothing recognisable") : "“\(assessment.heard.terminalLine)”"
            return "  " + tr("That was not the sentence: it sounded like %s.", heard) + "\n"
                + "  " + tr("The sentence: %s", assessment.reference.terminalLine) + "\n"
        }
        var text = "  " + SpokenWordsMarkup.render(assessment.spokenWords, style: style) + "\n"
        let scored = assessment.words.filter { $0.verdict != .extra && $0.verdict != .unscored }
        let right = scored.filter { $0.verdict == .right }.count
        // TRANSLATORS: English keeps "words" even for one; translate both forms properly.
        var figures = [tr("Score %s", NumberText.percent(assessment.score)),
                       trn("%d of %d words recognised", "%d of %d words recognised", scored.count, right, scored.count)]
        if let pace = assessment.wordsPerMinute { figures.append(tr("%d words/min", Int(pace.rounded()))) }
        if assessment.longestPause >= 0.05 {
            figures.append(tr("longest pause %s s", NumberText.decimal((assessment.longestPause * 10).rounded() / 10)))
        }
        text += "  " + figures.joined(separator: " · ") + "\n"
        return text
    }

    /// The attempt as one JSON object (`type` "result").
    static func object(_ assessment: SpeakingAssessment, extra: [String: Any]) -> [String: Any] {
        var object: [String: Any] = [
            "type": "result", "reference": assessment.reference, "heard": assessment.heard,
            "is_the_sentence": assessment.isTheSentence, "score": assessment.score,
            "words": assessment.words.map(word),
            "words_per_minute": assessment.wordsPerMinute.map { ($0 * 10).rounded() / 10 } ?? NSNull(),
            "longest_pause": (assessment.longestPause * 1000).rounded() / 1000,
            "speech_duration": (assessment.speechDuration * 1000).rounded() / 1000,
        ]
        object.merge(extra) { _, new in new }
        return object
    }

    private static func word(_ word: SpeechScoring.WordVerdict) -> [String: Any] {
        var object: [String: Any] = ["text": word.text, "verdict": word.verdict.rawValue]
        if let heard = word.heard { object["heard"] = heard }
        if let start = word.start { object["start"] = (start * 1000).rounded() / 1000 }
        if let end = word.end { object["end"] = (end * 1000).rounded() / 1000 }
        return object
    }
}
