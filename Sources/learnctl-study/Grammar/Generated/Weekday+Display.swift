import Foundation
import LearnCore
import Localization

extension Weekday {
    /// The weekday of `date` in `calendar`.
    init(date: Date, calendar: Calendar) {
        self = Weekday.allCases[(calendar.component(.weekday, from: date) + 5) % 7]
    }

    /// `Mon`: the name's first three letters, capitalised.
    var shortName: String {
        switch self {
        // TRANSLATORS: Monday, abbreviated.
        case .mon: tr("Mon")
        // TRANSLATORS: Tuesday, abbreviated.
        case .tue: tr("Tue")
        // TRANSLATORS: Wednesday, abbreviated.
        case .wed: tr("Wed")
        // TRANSLATORS: Thursday, abbreviated.
        case .thu: tr("Thu")
        // TRANSLATORS: Friday, abbreviated.
        case .fri: tr("Fri")
        // TRANSLATORS: Saturday, abbreviated.
        case .sat: tr("Sat")
        // TRANSLATORS: Sunday, abbreviated.
        case .sun: tr("Sun")
        }
    }
}
