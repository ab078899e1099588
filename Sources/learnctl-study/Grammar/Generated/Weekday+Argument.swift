import ArgumentParser
import LearnCore
import ListenClient
import Localization

extension Weekday: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(text: argument)
    }

    public static var allValueStrings: [String] {
        allCases.map(\.rawValue)
    }

    /// `--every`'s days, `mon,thu` (names as ``Weekday/init(text:)`` takes them), in the week's
    /// order without repeats; a ValidationError names a word that is no day.
    static func list(_ text: String) throws -> [Weekday] {
        var days = Set<Weekday>()
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = word.trimmingCharacters(in: .whitespaces)
            guard let day = Weekday(text: word) else {
                throw ValidationError(word.isEmpty
                    ? tr("a day is missing between the commas; write the days like mon,thu.")
                    : tr("“%s” is not a day of the week; use mon, tue, wed, thu, fri, sat or sun.", word.terminalLine))
            }
            days.insert(day)
        }
        return allCases.filter(days.contains)
    }
}
