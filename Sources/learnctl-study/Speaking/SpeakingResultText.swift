import Foundation
import LearnCore
import ListenClient
import Localization
import SpeechScoring

/// A scored attempt for people: the words marked, the score, the pace (``SpeakingResultJSON``
/// is the same for programs).
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
        // TRANSLATORS: %s names the speech recogniser, e.g. "Whisper base".
        figures.append(tr("judged by %s", assessment.engine.name))
        text += "  " + figures.joined(separator: " · ") + "\n"
        return text
    }
}
