import Foundation
import TestSupport

/// The hand-written fixtures of Tests/Fixtures/feeds, and the dates the tests expect.
enum FeedFixtures {
    static func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: Fixtures.feed(name)))
    }

    /// A moment given in UTC, made with Foundation's calendar (not the parser's arithmetic).
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }
}
