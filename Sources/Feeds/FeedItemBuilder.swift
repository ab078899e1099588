import Foundation

/// An item's elements collected as the reader meets them, then made into a `FeedItem`.
struct FeedItemBuilder {
    private var title: String?
    private var itunesTitle: String?
    private var guid: String?
    private var guidIsPermaLink = true
    private var link: String?
    private var published: String?
    private var dublinCoreDate: String?
    private var atomUpdated: String?
    private var description: String?
    private var contentEncoded: String?
    private var itunesSummary: String?
    private var itunesSubtitle: String?
    private var atomSummary: String?
    private var atomContent: String?
    private var enclosure: FeedEnclosure?
    private var mediaContent: FeedEnclosure?
    private var duration: Double?
    private var podcastSeason: Int?
    private var itunesSeason: Int?
    private var podcastEpisode: Int?
    private var itunesEpisode: Int?
    private var transcripts: [FeedTranscript] = []
    private var chapters: FeedChaptersLink?
    private var persons: [FeedPerson] = []

    /// Takes in `element`, a child of the item.
    mutating func take(_ element: FeedElement) {
        switch (element.namespace, element.name) {
        case (.rss, "title"): title = title ?? FeedText.line(element.text)
        case (.rss, "link"): link = link ?? element.textURL
        case (.rss, "guid"):
            guid = guid ?? FeedText.token(element.text)
            guidIsPermaLink = element.attribute("isPermaLink")?.lowercased() != "false"
        case (.rss, "pubDate"): published = published ?? FeedText.token(element.text)
        case (.rss, "description"): description = description ?? FeedText.paragraphs(element.text)
        case (.rss, "enclosure"): enclosure = enclosure ?? Self.enclosure(element, url: "url", length: "length")
        case (.content, "encoded"): contentEncoded = contentEncoded ?? FeedText.paragraphs(element.text, markup: .html)
        case (.dublinCore, "date"): dublinCoreDate = dublinCoreDate ?? FeedText.token(element.text)
        case (.itunes, "title"): itunesTitle = itunesTitle ?? FeedText.line(element.text)
        case (.itunes, "summary"): itunesSummary = itunesSummary ?? FeedText.paragraphs(element.text)
        case (.itunes, "subtitle"): itunesSubtitle = itunesSubtitle ?? FeedText.paragraphs(element.text)
        case (.itunes, "duration"): duration = duration ?? FeedDuration.seconds(from: element.text)
        case (.itunes, "season"): itunesSeason = itunesSeason ?? FeedText.wholeNumber(element.text)
        case (.itunes, "episode"): itunesEpisode = itunesEpisode ?? FeedText.wholeNumber(element.text)
        case (.podcast, "season"): podcastSeason = podcastSeason ?? FeedText.wholeNumber(element.text)
        case (.podcast, "episode"): podcastEpisode = podcastEpisode ?? FeedText.wholeNumber(element.text)
        case (.podcast, "transcript"):
            if let url = element.url(attribute: "url") {
                transcripts.append(FeedTranscript(
                    url: url, type: element.attribute("type"), language: element.attribute("language"), rel: element.attribute("rel")))
            }
        case (.podcast, "chapters"):
            if chapters == nil, let url = element.url(attribute: "url") {
                chapters = FeedChaptersLink(url: url, type: element.attribute("type"))
            }
        case (.podcast, "person"): FeedPersonReading.person(element).map { persons.append($0) }
        case (.media, "content"):
            let type = element.attribute("type")?.lowercased() ?? ""
            let medium = element.attribute("medium")?.lowercased() ?? ""
            if mediaContent == nil, type.hasPrefix("audio/") || type.hasPrefix("video/") || medium == "audio" || medium == "video" {
                mediaContent = Self.enclosure(element, url: "url", length: "fileSize")
            }
        case (.atom, "id"): guid = guid ?? FeedText.token(element.text)
        case (.atom, "title"): title = title ?? FeedText.line(element.text, markup: .init(atomType: element.attributes["type"]))
        case (.atom, "published"), (.atom, "issued"): published = published ?? FeedText.token(element.text)
        case (.atom, "updated"), (.atom, "modified"): atomUpdated = atomUpdated ?? FeedText.token(element.text)
        case (.atom, "summary"): atomSummary = atomSummary ?? FeedText.paragraphs(element.text, markup: .init(atomType: element.attributes["type"]))
        case (.atom, "content"):
            if element.attributes["src"] == nil {
                atomContent = atomContent ?? FeedText.paragraphs(element.text, markup: .init(atomType: element.attributes["type"]))
            }
        case (.atom, "link"):
            switch element.attribute("rel")?.lowercased() ?? "alternate" {
            case "enclosure": enclosure = enclosure ?? Self.enclosure(element, url: "href", length: "length")
            case "alternate": link = link ?? element.url(attribute: "href")
            default: break
            }
        default: break
        }
    }

    /// The item; nil when it has nothing to tell it by (no GUID, enclosure, link, title or date).
    func build() -> FeedItem? {
        let dateText = published ?? dublinCoreDate ?? atomUpdated
        let date = dateText.flatMap(FeedDate.parse)
        let enclosure = enclosure ?? mediaContent
        var link = link
        if link == nil, guidIsPermaLink, let guid, guid.hasPrefix("http://") || guid.hasPrefix("https://") {
            link = guid
        }
        let titleAndDate = [title, dateText].compactMap { $0 }.joined(separator: " ")
        guard let identifier = guid ?? enclosure?.url ?? link ?? (titleAndDate.isEmpty ? nil : titleAndDate) else { return nil }
        let shownTitle = title ?? itunesTitle
            ?? date.map { $0.formatted(.iso8601.year().month().day()) }
            ?? "Untitled episode"
        return FeedItem(
            guid: identifier,
            title: shownTitle,
            published: date,
            description: description ?? contentEncoded ?? itunesSummary ?? itunesSubtitle ?? atomSummary ?? atomContent,
            link: link,
            enclosure: enclosure,
            duration: duration,
            season: podcastSeason ?? itunesSeason,
            episode: podcastEpisode ?? itunesEpisode,
            transcripts: transcripts,
            chapters: chapters,
            persons: persons
        )
    }

    private static func enclosure(_ element: FeedElement, url: String, length: String) -> FeedEnclosure? {
        guard let address = element.url(attribute: url) else { return nil }
        let size = element.attribute(length).flatMap { Int64($0) }.flatMap { $0 > 0 ? $0 : nil }
        return FeedEnclosure(url: address, type: element.attribute("type"), length: size)
    }
}
