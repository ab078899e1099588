import Testing
import Feeds

struct FeedDurationTests {
    @Test(arguments: [
        ("3600", 3600.0), ("3600.5", 3600.5), ("45", 45), ("1:02:03", 3723), ("01:02:03", 3723),
        ("62:03", 3723), ("01:02:03.5", 3723.5), ("0:45", 45), (" 00:45:10\n", 2710), ("100:00:00", 360_000),
    ])
    func everyFormPublishersUseIsRead(text: String, seconds: Double) {
        #expect(FeedDuration.seconds(from: text) == seconds)
    }

    @Test(arguments: [
        "", "0", "00:00:00", "-30", "about half an hour", "45 min", "1:60", "1:02:60", "1:2:3:4", "1::03", "1.5:00",
        "1:02:03.", "1:02:03.x", "nan", "inf", "1e3",
    ])
    func anythingElseIsNoDuration(text: String) {
        #expect(FeedDuration.seconds(from: text) == nil)
    }
}
