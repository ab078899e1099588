import Foundation
import Testing
import Feeds

struct FeedDateTests {
    private static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
        FeedFixtures.utc(year, month, day, hour, minute, second)
    }

    static let readable: [(text: String, date: Date)] = [
        // RFC 822 / 1123 as feeds write it
        ("Tue, 10 Jun 2003 04:00:00 GMT", utc(2003, 6, 10, 4, 0, 0)),
        ("10 Jun 2003 04:00:00 GMT", utc(2003, 6, 10, 4, 0, 0)),
        ("Tue, 10 Jun 03 04:00:00 GMT", utc(2003, 6, 10, 4, 0, 0)),
        ("Thu, 10 Jun 99 04:00:00 GMT", utc(1999, 6, 10, 4, 0, 0)),
        ("Tue, 10 Jun 2003 04:00 GMT", utc(2003, 6, 10, 4, 0, 0)),
        ("Sun, 5 May 2024 07:00:00 GMT", utc(2024, 5, 5, 7, 0, 0)),
        ("Sunday, 5 May 2024 7:00:00 UT", utc(2024, 5, 5, 7, 0, 0)),
        ("Sun,  5   May  2024  07:00:00   UTC ", utc(2024, 5, 5, 7, 0, 0)),
        ("Sun 05 May 2024 07:00:00 Z", utc(2024, 5, 5, 7, 0, 0)),
        ("Wed, 02 October 2002 08:00:00 EST", utc(2002, 10, 2, 13, 0, 0)),
        ("Wed, 02 Oct 2002 08:00:00 EDT", utc(2002, 10, 2, 12, 0, 0)),
        ("Wed, 02 Oct 2002 08:00:00 CST", utc(2002, 10, 2, 14, 0, 0)),
        ("Wed, 02 Oct 2002 08:00:00 CDT", utc(2002, 10, 2, 13, 0, 0)),
        ("Wed, 02 Oct 2002 08:00:00 MST", utc(2002, 10, 2, 15, 0, 0)),
        ("Wed, 02 Oct 2002 08:00:00 MDT", utc(2002, 10, 2, 14, 0, 0)),
        ("Wed, 02 Oct 2002 08:00:00 PST", utc(2002, 10, 2, 16, 0, 0)),
        ("Wed, 02 Oct 2002 08:00:00 PDT", utc(2002, 10, 2, 15, 0, 0)),
        ("Wed, 02 Oct 2002 08:00:00 +0200", utc(2002, 10, 2, 6, 0, 0)),
        ("Wed, 02 Oct 2002 08:00:00 -0530", utc(2002, 10, 2, 13, 30, 0)),
        ("Wed, 02 Oct 2002 08:00:00 +02:00", utc(2002, 10, 2, 6, 0, 0)),
        ("Wed, 02 Oct 2002 08:00:00 GMT+2", utc(2002, 10, 2, 6, 0, 0)),
        ("Wed, 02 Oct 2002 08:00:00 -0700 (PDT)", utc(2002, 10, 2, 15, 0, 0)),
        ("wed, 02 oct 2002 08:00:00 gmt", utc(2002, 10, 2, 8, 0, 0)),
        ("Thu, 29 Feb 2024 23:59:59 -0100", utc(2024, 3, 1, 0, 59, 59)),
        ("Mon, 31 Dec 2029 23:30:00 -0100", utc(2030, 1, 1, 0, 30, 0)),
        ("Sat, 02 Mar 2024", utc(2024, 3, 2, 0, 0, 0)),
        ("Thurs, 15 Sept 2022 10:00:00 GMT", utc(2022, 9, 15, 10, 0, 0)),
        // RFC 3339 / ISO 8601
        ("2003-06-10T04:00:00Z", utc(2003, 6, 10, 4, 0, 0)),
        ("2003-06-10T04:00:00+02:00", utc(2003, 6, 10, 2, 0, 0)),
        ("2003-06-10T04:00:00-0330", utc(2003, 6, 10, 7, 30, 0)),
        ("2003-06-10t04:00:00z", utc(2003, 6, 10, 4, 0, 0)),
        ("2003-06-10T04:00Z", utc(2003, 6, 10, 4, 0, 0)),
        ("2003-06-10 04:00:00", utc(2003, 6, 10, 4, 0, 0)),
        ("2003-06-10", utc(2003, 6, 10, 0, 0, 0)),
        ("1969-12-31T23:59:59Z", utc(1969, 12, 31, 23, 59, 59)),
    ]

    @Test(arguments: readable)
    func aDateFeedsWriteIsRead(text: String, date: Date) {
        #expect(FeedDate.parse(text) == date)
    }

    @Test func fractionsOfASecondAreKept() throws {
        let date = try #require(FeedDate.parse("2024-05-11T10:15:30.250Z"))
        #expect(date.timeIntervalSince(FeedFixtures.utc(2024, 5, 11, 10, 15, 30)) == 0.25)
        let offset = try #require(FeedDate.parse("2024-05-11T10:15:30.5+01:00"))
        #expect(offset.timeIntervalSince(FeedFixtures.utc(2024, 5, 11, 9, 15, 30)) == 0.5)
    }

    @Test func aZoneNameItDoesNotKnowIsReadAsUTC() {
        #expect(FeedDate.parse("Wed, 02 Oct 2002 08:00:00 CEST") == FeedFixtures.utc(2002, 10, 2, 8, 0, 0))
    }

    @Test(arguments: [
        "", "   ", "yesterday", "the week before last", "Wed, 32 Oct 2002 08:00:00 GMT", "Thu, 29 Feb 2023 08:00:00 GMT",
        "Wed, 02 Foo 2002 08:00:00 GMT", "Wed, 02 Oct 2002 25:00:00 GMT", "Wed, 02 Oct 2002 08:61:00 GMT",
        "2003-13-10T04:00:00Z", "2003-06-10T04:00:00+25:00", "2003-06-10T04", "2003-06-10Tnoon", "2003/06/10",
        "Wed, 02 Oct 2002 08:00:00 GMT 08:00:00", "02 Oct 202 08:00:00 GMT",
    ])
    func somethingElseIsNoDate(text: String) {
        #expect(FeedDate.parse(text) == nil)
    }
}
