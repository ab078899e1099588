import Testing
@testable import FeedFetching

/// `Content-Range` headers as servers write them.
struct ContentRangeTests {
    @Test func aSentRangeGivesItsFirstByteAndTheTotal() throws {
        let range = try #require(ContentRange("bytes 500-999/1000"))
        #expect(range.first == 500)
        #expect(range.total == 1000)
        #expect(ContentRange("bytes 0-9/*") == ContentRange("bytes 0-9/*"))
        #expect(ContentRange("bytes 0-9/*")?.total == nil)
    }

    @Test func anUnsatisfiedRangeGivesOnlyTheTotal() throws {
        let range = try #require(ContentRange("bytes */1000"))
        #expect(range.first == nil)
        #expect(range.total == 1000)
    }

    @Test func malformedHeadersAreRejected() {
        for header in ["", "bytes", "items 0-9/10", "bytes 9-0/10", "bytes 0-9", "bytes */*", "bytes a-b/10"] {
            #expect(ContentRange(header) == nil, "\(header)")
        }
    }
}
