import Feeds
import Testing

struct FeedTests {
    @Test func aFeedKeepsItsItemsInOrder() {
        let feed = Feed(title: "Show", items: [FeedItem(guid: "a", title: "A"), FeedItem(guid: "b", title: "B")])
        #expect(feed.items.map(\.guid) == ["a", "b"])
    }
}
