import Foundation
import LearnCore

extension Weekday {
    /// The weekday of `date` in `calendar`.
    init(date: Date, calendar: Calendar) {
        self = Weekday.allCases[(calendar.component(.weekday, from: date) + 5) % 7]
    }

    /// `Mon`: the name's first three letters, capitalised.
    var shortName: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
