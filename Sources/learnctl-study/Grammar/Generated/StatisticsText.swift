import Foundation
import LearnCore
import ListenClient
import Localization

/// The statistics card of the tests taken as text: figures, two tables, the trend
/// (``StatisticsJSON`` is its JSON).
enum StatisticsText {
    /// What `tests stats` says before the first finished test.
    static var empty: String {
        tr("You have not finished a test yet. Take one with `learnctl tests take TOPIC` or `learnctl tests generate --start`; once you have finished it, your statistics show here.") + "\n"
    }

    static func text(_ statistics: TestStatistics) -> String {
        guard statistics.testsTaken > 0 else { return empty }
        var text = tr("Tests taken: %d", statistics.testsTaken) + "\n"
        text += tr("Average score: %s", statistics.averagePercent.map { NumberText.percent($0) } ?? "-") + "\n"
        text += tr("Questions answered: %d", statistics.questionsAnswered) + "\n"
        if !statistics.topics.isEmpty {
            text += "\n" + table(tr("Topic"), statistics.topics.map { ($0.name.terminalLine, $0) })
        }
        if !statistics.skills.isEmpty {
            text += "\n" + table(tr("Skill"), statistics.skills.map { ($0.name, $0) })
        }
        let count = statistics.trend.count
        text += "\n" + (count == 1 ? tr("Trend of the last test, oldest first:") : tr("Trend of the last %d tests, oldest first:", count)) + "\n"
        text += trend(statistics.trend.map(\.percent))
        return text
    }

    /// Accuracy by `heading` (topic or skill): right answers, answered questions, the percentage.
    private static func table(_ heading: String, _ rows: [(String, TestStatistics.Accuracy)]) -> String {
        var table = TextTable(header: [heading, tr("Right"), tr("Answered"), tr("Accuracy")], rightAligned: [1, 2, 3])
        table.rows = rows.map { name, accuracy in [name, String(accuracy.right), String(accuracy.answered), NumberText.percent(accuracy.percent)] }
        return table.rendered
    }

    /// A bar from ▁ to █ above each percentage, in columns four wide:
    ///
    ///       ▅    ▇    █
    ///     50%  75% 100%
    static func trend(_ percents: [Int]) -> String {
        let bars = Array("▁▂▃▄▅▆▇█")
        let sparks = percents.map { "  \(bars[min(bars.count - 1, max(0, $0) * bars.count / 100)]) " }
        let figures = percents.map { String(repeating: " ", count: max(0, 4 - "\($0)%".count)) + "\($0)%" }
        return [sparks, figures].map { $0.joined(separator: " ").replacingOccurrences(of: " +$", with: "", options: .regularExpression) + "\n" }
            .joined()
    }
}
