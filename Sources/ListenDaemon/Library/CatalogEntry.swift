import ListenProtocol

/// A recording the daemon can play: bundled, from the user's library, or a file or URL named ad hoc.
public struct CatalogEntry: Codable, Equatable, Sendable {
    /// Where the audio is.
    public enum Location: Codable, Equatable, Sendable {
        case file(String)
        case url(String)
    }

    public var id: String
    public var title: String
    public var level: String?
    public var description: String?
    public var location: Location
    /// Path of the transcript (WebVTT, SubRip, ASS/SSA or JSON).
    public var transcript: String?
    /// The transcript's encoding when it is not UTF-8 (`windows-1252` …); nil: UTF-8 (or UTF-16 with a byte order mark).
    public var transcriptEncoding: String?
    /// Seconds, as recorded in the index; the decoder's exact value replaces it once loaded.
    public var duration: Double
    public var bundled: Bool
    /// Whether the daemon remembers where the listener stopped and plays on from there.
    public var resume: Bool
    /// Chapters given with the entry, replacing the file's own; nil: the file's.
    public var chapters: [ChapterMark]?

    public init(id: String, title: String, level: String? = nil, description: String? = nil, location: Location,
                transcript: String? = nil, duration: Double = 0, bundled: Bool = false, transcriptEncoding: String? = nil,
                resume: Bool = false, chapters: [ChapterMark]? = nil) {
        self.id = id
        self.title = title
        self.level = level
        self.description = description
        self.location = location
        self.transcript = transcript
        self.transcriptEncoding = transcriptEncoding
        self.duration = duration
        self.bundled = bundled
        self.resume = resume
        self.chapters = chapters
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        level = try container.decodeIfPresent(String.self, forKey: .level)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        location = try container.decode(Location.self, forKey: .location)
        transcript = try container.decodeIfPresent(String.self, forKey: .transcript)
        transcriptEncoding = try container.decodeIfPresent(String.self, forKey: .transcriptEncoding)
        duration = try container.decode(Double.self, forKey: .duration)
        bundled = try container.decode(Bool.self, forKey: .bundled)
        // Absent in state files written before entries could resume or carry chapters.
        resume = try container.decodeIfPresent(Bool.self, forKey: .resume) ?? false
        chapters = try container.decodeIfPresent([ChapterMark].self, forKey: .chapters)
    }

    /// An entry for a file or URL played without being in a library.
    public static func adHoc(_ location: Location) -> CatalogEntry {
        switch location {
        case .file(let path):
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let title = name.contains(".") ? String(name[..<name.lastIndex(of: ".")!]) : name
            return CatalogEntry(id: "file:\(path)", title: title, location: location)
        case .url(let url):
            let name = url.split(separator: "/").last.map(String.init) ?? url
            return CatalogEntry(id: "url:\(url)", title: name.split(separator: "?").first.map(String.init) ?? name, location: location)
        }
    }

    /// The entry as the protocol shows it, with a duration if a better one is known.
    public func payload(duration known: Double? = nil) -> TrackPayload {
        let source: TrackPayload.SourceKind
        switch location {
        case .file: source = .file
        case .url: source = .url
        }
        return TrackPayload(id: id, title: title, level: level, duration: ((known ?? duration) * 1000).rounded() / 1000, source: source,
                            bundled: bundled, description: description, transcript: transcript)
    }
}
