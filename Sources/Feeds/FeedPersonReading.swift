/// A `podcast:person` element read as a `FeedPerson`.
enum FeedPersonReading {
    /// Nil when the element names no one.
    static func person(_ element: FeedElement) -> FeedPerson? {
        guard let name = FeedText.line(element.text, markup: .text) else { return nil }
        return FeedPerson(
            name: name,
            role: element.attribute("role")?.lowercased() ?? "host",
            group: element.attribute("group")?.lowercased() ?? "cast",
            link: element.url(attribute: "href"),
            imageURL: element.url(attribute: "img")
        )
    }
}
