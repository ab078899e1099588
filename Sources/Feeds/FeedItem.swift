import Foundation

/// One item of a feed: an episode.
public struct FeedItem: Sendable, Equatable {
    /// The item's `<guid>` (RSS) or `<id>` (Atom); without one, the enclosure's URL, else the
    /// link, else the title and date together.
    public var guid: String
    /// Never empty: without a title, the publication date (YYYY-MM-DD), else "Untitled episode".
    public var title: String
    public var published: Date?
    /// Plain text: RSS `description`, else `content:encoded`, else `itunes:summary`; Atom
    /// `summary`, else `content`.
    public var description: String?
    /// The episode's web page, absolute.
    public var link: String?
    public var enclosure: FeedEnclosure?
    /// The length in seconds (`itunes:duration`).
    public var duration: Double?
    /// `podcast:season`, else `itunes:season`.
    public var season: Int?
    /// `podcast:episode`, else `itunes:episode`.
    public var episode: Int?
    public var transcripts: [FeedTranscript]
    public var chapters: FeedChaptersLink?
    public var persons: [FeedPerson]

    public init(
        guid: String, title: String, published: Date? = nil, description: String? = nil, link: String? = nil,
        enclosure: FeedEnclosure? = nil, duration: Double? = nil, season: Int? = nil, episode: Int? = nil,
        transcripts: [FeedTranscript] = [], chapters: FeedChaptersLink? = nil, persons: [FeedPerson] = []
    ) {
        self.guid = guid
        self.title = title
        self.published = published
        self.description = description
        self.link = link
        self.enclosure = enclosure
        self.duration = duration
        self.season = season
        self.episode = episode
        self.transcripts = transcripts
        self.chapters = chapters
        self.persons = persons
    }
}
