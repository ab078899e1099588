import FeedFetching
import Testing

struct FeedFetcherTests {
    @Test func aFetcherIsMade() {
        _ = FeedFetcher()
    }
}
