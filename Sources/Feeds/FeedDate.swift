import Foundation

/// Dates as feeds write them, read by hand (no `DateFormatter`, which is slow and strict):
/// RFC 822 and its successors ("Tue, 10 Jun 2003 04:00:00 GMT") with or without the weekday,
/// two- or four-digit years, with or without seconds, full month names, extra spaces, single-
/// digit days and hours, named US zones or numeric offsets; and RFC 3339 / ISO 8601
/// ("2003-06-10T04:00:00.5-04:00", "2003-06-10", a space for the "T").
public enum FeedDate {
    /// The moment `text` names; nil when it reads as neither form or names no real day or time.
    /// Without a zone the time is read as UTC; a zone name it does not know reads as UTC too.
    public static func parse(_ text: String) -> Date? {
        let scalars = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars)
        guard !scalars.isEmpty else { return nil }
        if scalars.count >= 10, scalars[0...3].allSatisfy(isDigit), scalars[4] == "-" {
            return iso8601(scalars)
        }
        return rfc822(scalars)
    }

    // MARK: RFC 3339 / ISO 8601

    private static func iso8601(_ scalars: [Unicode.Scalar]) -> Date? {
        var reader = Reader(scalars)
        guard let year = reader.number(digits: 4...4), reader.skip("-"),
              let month = reader.number(digits: 2...2), reader.skip("-"),
              let day = reader.number(digits: 2...2)
        else { return nil }
        var time = TimeOfDay()
        var offset = 0
        if reader.skip("T") || reader.skip("t") || reader.skip(" ") {
            while reader.skip(" ") {}
            guard let read = reader.timeOfDay() else { return nil }
            time = read
            while reader.skip(" ") {}
            if !reader.atEnd {
                guard let zone = reader.offset(), reader.atEnd else { return nil }
                offset = zone
            }
        }
        guard reader.atEnd else { return nil }
        return date(year: year, month: month, day: day, time: time, offset: offset)
    }

    // MARK: RFC 822 and its kin

    private static func rfc822(_ scalars: [Unicode.Scalar]) -> Date? {
        var numbers: [(value: Int, digits: Int)] = []
        var month: Int?
        var time: TimeOfDay?
        var offset: Int?
        for token in tokens(Array(scalars.prefix(while: { $0 != "(" }))) {
            guard let first = token.first else { continue }
            if isDigit(first), token.contains(":") {
                guard time == nil else { return nil }
                var reader = Reader(token)
                guard let read = reader.timeOfDay() else { return nil }
                time = read
                if !reader.atEnd {
                    guard let zone = reader.offset(), reader.atEnd else { return nil }
                    offset = zone
                }
            } else if token.allSatisfy(isDigit) {
                guard let value = Int(String(String.UnicodeScalarView(token))) else { return nil }
                numbers.append((value, token.count))
            } else if first == "+" || first == "-" {
                var reader = Reader(token)
                guard offset == nil, let zone = reader.offset(), reader.atEnd else { return nil }
                offset = zone
            } else if token.allSatisfy({ $0.properties.isAlphabetic || $0 == "." }) {
                let word = String(String.UnicodeScalarView(token.filter { $0 != "." })).lowercased()
                if month == nil, let named = monthNumber(word) {
                    month = named
                } else if time != nil, offset == nil {
                    offset = zoneOffsets[word] ?? 0
                } else if !isWeekday(word) {
                    return nil
                }
            } else if let zone = namedZoneWithOffset(token), time != nil, offset == nil {
                offset = zone
            } else {
                return nil
            }
        }
        guard let month, numbers.count == 2 else { return nil }
        let yearFirst = numbers[0].digits == 4 && numbers[1].digits <= 2
        let (day, year) = yearFirst ? (numbers[1], numbers[0]) : (numbers[0], numbers[1])
        guard day.digits <= 2 else { return nil }
        let fullYear: Int
        switch year.digits {
        case 4: fullYear = year.value
        case 2: fullYear = year.value < 50 ? 2000 + year.value : 1900 + year.value
        default: return nil
        }
        return date(year: fullYear, month: month, day: day.value, time: time ?? TimeOfDay(), offset: offset ?? 0)
    }

    /// `scalars` split at white space and commas.
    private static func tokens(_ scalars: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        scalars.split(whereSeparator: { $0 == "," || $0.properties.isWhitespace }).map(Array.init)
    }

    private static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
    private static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    private static func monthNumber(_ word: String) -> Int? {
        guard word.count >= 3 else { return nil }
        return months.firstIndex(where: { $0.hasPrefix(word) }).map { $0 + 1 }
    }

    private static func isWeekday(_ word: String) -> Bool {
        word.count >= 3 && weekdays.contains(where: { $0.hasPrefix(word) })
    }

    /// Offsets from UTC in seconds of the zone names RFC 822 knows.
    private static let zoneOffsets: [String: Int] = [
        "gmt": 0, "ut": 0, "utc": 0, "z": 0,
        "est": -5 * 3600, "edt": -4 * 3600, "cst": -6 * 3600, "cdt": -5 * 3600,
        "mst": -7 * 3600, "mdt": -6 * 3600, "pst": -8 * 3600, "pdt": -7 * 3600,
    ]

    /// "GMT+2", "UTC-05:00": a zone name and an offset in one token.
    private static func namedZoneWithOffset(_ token: [Unicode.Scalar]) -> Int? {
        guard let sign = token.firstIndex(where: { $0 == "+" || $0 == "-" }), sign > 0 else { return nil }
        let name = String(String.UnicodeScalarView(token[..<sign])).lowercased()
        guard zoneOffsets[name] == 0 else { return nil }
        var reader = Reader(Array(token[sign...]))
        guard let offset = reader.offset(), reader.atEnd else { return nil }
        return offset
    }

    // MARK: Reading and arithmetic

    private struct TimeOfDay {
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index == scalars.count }

        mutating func skip(_ scalar: Unicode.Scalar) -> Bool {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
            return true
        }

        mutating func number(digits allowed: ClosedRange<Int>) -> Int? {
            var value = 0
            var count = 0
            while index < scalars.count, count < allowed.upperBound, FeedDate.isDigit(scalars[index]) {
                value = value * 10 + Int(scalars[index].value - 48)
                count += 1
                index += 1
            }
            return allowed.contains(count) ? value : nil
        }

        /// "4:05", "04:05:09", "04:05:09.25".
        mutating func timeOfDay() -> TimeOfDay? {
            var time = TimeOfDay()
            guard let hour = number(digits: 1...2), skip(":"), let minute = number(digits: 2...2) else { return nil }
            time.hour = hour
            time.minute = minute
            if skip(":") {
                guard let second = number(digits: 2...2) else { return nil }
                time.second = second
                if skip(".") || skip(",") {
                    let start = index
                    while index < scalars.count, FeedDate.isDigit(scalars[index]) { index += 1 }
                    guard index > start, let fraction = Double("0." + String(String.UnicodeScalarView(scalars[start..<index]))) else { return nil }
                    time.fraction = fraction
                }
            }
            return time
        }

        /// "Z", "+0200", "-05:00", "+02": seconds east of UTC.
        mutating func offset() -> Int? {
            if skip("Z") || skip("z") { return 0 }
            let sign: Int
            if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
            guard let hours = number(digits: 1...2), hours <= 23 else { return nil }
            var minutes = 0
            let colon = skip(":")
            if !atEnd || colon {
                guard let read = number(digits: 2...2), read <= 59 else { return nil }
                minutes = read
            }
            return sign * (hours * 3600 + minutes * 60)
        }
    }

    private static func date(year: Int, month: Int, day: Int, time: TimeOfDay, offset: Int) -> Date? {
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              (0...23).contains(time.hour) || (time.hour == 24 && time.minute == 0 && time.second == 0 && time.fraction == 0),
              (0...59).contains(time.minute), (0...60).contains(time.second)
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + time.hour * 3600 + time.minute * 60 + time.second - offset
        return Date(timeIntervalSince1970: Double(seconds) + time.fraction)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar (Howard
    /// Hinnant's days_from_civil).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
