/// The show's own elements (RSS `channel`, Atom `feed`) collected as the reader meets them,
/// then made into a `Feed`.
struct FeedChannelBuilder {
    private var title: String?
    private var link: String?
    private var description: String?
    private var itunesSummary: String?
    private var itunesSubtitle: String?
    private var itunesAuthor: String?
    private var dublinCoreCreator: String?
    private var atomAuthor: String?
    private var itunesImage: String?
    private var rssImage: String?
    private var atomLogo: String?
    private var atomIcon: String?
    private var language: String?
    private var newFeedURL: String?
    private var persons: [FeedPerson] = []

    /// Takes in `element`, a child of the channel (or of Atom's `feed`).
    mutating func take(_ element: FeedElement) {
        switch (element.namespace, element.name) {
        case (.rss, "title"): title = title ?? FeedText.line(element.text)
        case (.rss, "link"): link = link ?? element.textURL
        case (.rss, "description"): description = description ?? FeedText.paragraphs(element.text)
        case (.rss, "language"), (.dublinCore, "language"): language = language ?? FeedText.token(element.text)
        case (.dublinCore, "creator"): dublinCoreCreator = dublinCoreCreator ?? FeedText.line(element.text)
        case (.itunes, "author"): itunesAuthor = itunesAuthor ?? FeedText.line(element.text)
        case (.itunes, "summary"): itunesSummary = itunesSummary ?? FeedText.paragraphs(element.text)
        case (.itunes, "subtitle"): itunesSubtitle = itunesSubtitle ?? FeedText.paragraphs(element.text)
        case (.itunes, "image"): itunesImage = itunesImage ?? element.url(attribute: "href")
        case (.itunes, "new-feed-url"): newFeedURL = newFeedURL ?? element.textURL
        case (.podcast, "person"): FeedPersonReading.person(element).map { persons.append($0) }
        case (.atom, "title"): title = title ?? FeedText.line(element.text, markup: .init(atomType: element.attributes["type"]))
        case (.atom, "subtitle"), (.atom, "tagline"):
            description = description ?? FeedText.paragraphs(element.text, markup: .init(atomType: element.attributes["type"]))
        case (.atom, "logo"): atomLogo = atomLogo ?? element.textURL
        case (.atom, "icon"): atomIcon = atomIcon ?? element.textURL
        case (.atom, "link"):
            if (element.attribute("rel")?.lowercased() ?? "alternate") == "alternate" {
                link = link ?? element.url(attribute: "href")
            }
        default: break
        }
    }

    /// Takes in the `url` of RSS's `<image>`.
    mutating func takeImage(_ element: FeedElement) {
        rssImage = rssImage ?? element.textURL
    }

    /// Takes in the `name` of Atom's `<author>`.
    mutating func takeAtomAuthor(_ element: FeedElement) {
        atomAuthor = atomAuthor ?? FeedText.line(element.text, markup: .text)
    }

    /// Takes in the language of Atom's `feed` (its `xml:lang`).
    mutating func takeLanguage(_ value: String?) {
        language = language ?? FeedText.token(value)
    }

    func build(feedURL: String, items: [FeedItem]) -> Feed {
        Feed(
            title: title ?? feedURL,
            link: link,
            description: description ?? itunesSummary ?? itunesSubtitle,
            author: itunesAuthor ?? dublinCoreCreator ?? atomAuthor,
            imageURL: itunesImage ?? rssImage ?? atomLogo ?? atomIcon,
            language: language,
            newFeedURL: newFeedURL,
            persons: persons,
            items: items
        )
    }
}
