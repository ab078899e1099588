/// Calendar dates written the way the learner's language writes them: "Nov 24, 2026",
/// "24 nov 2026", "24 nov. 2026". The caller splits the date in the learner's time zone.
public enum DateText {
    /// The day `day` of month `month` (1–12) of `year`.
    public static func day(year: Int, month: Int, day: Int) -> String {
        // TRANSLATORS: a date; %1$s is the month's abbreviation, %2$s the day, %3$s the year.
        tr("%1$s %2$s, %3$s", monthAbbreviation(month), String(day), String(year))
    }

    /// "Jan" … "Dec" in the learner's language.
    public static func monthAbbreviation(_ month: Int) -> String {
        switch month {
        case 1: tr("Jan")
        case 2: tr("Feb")
        case 3: tr("Mar")
        case 4: tr("Apr")
        case 5: tr("May")
        case 6: tr("Jun")
        case 7: tr("Jul")
        case 8: tr("Aug")
        case 9: tr("Sep")
        case 10: tr("Oct")
        case 11: tr("Nov")
        case 12: tr("Dec")
        default: String(month)
        }
    }
}
