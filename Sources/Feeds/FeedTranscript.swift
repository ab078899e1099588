/// A transcript of an item (`podcast:transcript`).
public struct FeedTranscript: Sendable, Equatable {
    /// What a transcript file holds, told by its MIME type, else by its URL's extension.
    public enum Kind: Sendable, Equatable, CaseIterable {
        case webVTT, subRip, json, html, plainText, unknown

        /// Whether the transcript says when each line is spoken.
        public var isTimed: Bool {
            switch self {
            case .webVTT, .subRip, .json: true
            case .html, .plainText, .unknown: false
            }
        }

        /// The kind a MIME type names ("text/vtt; charset=utf-8" is `.webVTT`); nil when unknown.
        public init?(mimeType: String) {
            let essence = mimeType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            switch essence.trimmingCharacters(in: .whitespaces).lowercased() {
            case "text/vtt": self = .webVTT
            case "application/x-subrip", "application/srt", "text/srt", "application/x-srt": self = .subRip
            case "application/json": self = .json
            case "text/html": self = .html
            case "text/plain": self = .plainText
            default: return nil
            }
        }

        /// The kind a URL's extension names ("…/episode.vtt?token=1" is `.webVTT`); nil when unknown.
        public init?(urlExtensionOf url: String) {
            let path = url.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            let withoutQuery = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
            let name = withoutQuery.split(separator: "/").last.map(String.init) ?? ""
            guard let dot = name.lastIndex(of: ".") else { return nil }
            switch name[name.index(after: dot)...].lowercased() {
            case "vtt": self = .webVTT
            case "srt": self = .subRip
            case "json": self = .json
            case "html", "htm": self = .html
            case "txt": self = .plainText
            default: return nil
            }
        }
    }

    /// Absolute.
    public var url: String
    /// The MIME type as the feed gives it.
    public var type: String?
    /// The transcript's language as the feed gives it ("en", "es-ES").
    public var language: String?
    /// "captions" when the transcript is a closed-captions file.
    public var rel: String?

    public init(url: String, type: String? = nil, language: String? = nil, rel: String? = nil) {
        self.url = url
        self.type = type
        self.language = language
        self.rel = rel
    }

    public var kind: Kind {
        type.flatMap(Kind.init(mimeType:)) ?? Kind(urlExtensionOf: url) ?? .unknown
    }

    public var isTimed: Bool { kind.isTimed }

    /// The transcript to use of `transcripts`: timed kinds first (WebVTT, then SubRip, then
    /// JSON), then HTML, then plain text; among transcripts of the same kind, one in `language`
    /// (the primary subtags compared, case aside), then one without a language, then the rest;
    /// then a `rel="captions"` one; then the first. Transcripts of unknown kind are never chosen.
    public static func preferred(_ transcripts: [FeedTranscript], language: String?) -> FeedTranscript? {
        let wanted = language.map(primarySubtag)
        func languageRank(_ transcript: FeedTranscript) -> Int {
            guard let wanted else { return 0 }
            guard let given = transcript.language, !given.isEmpty else { return 1 }
            return primarySubtag(given) == wanted ? 0 : 2
        }
        func rank(_ transcript: FeedTranscript) -> [Int] {
            let kinds: [Kind] = [.webVTT, .subRip, .json, .html, .plainText]
            return [
                kinds.firstIndex(of: transcript.kind) ?? kinds.count,
                languageRank(transcript),
                transcript.rel?.lowercased() == "captions" ? 0 : 1,
            ]
        }
        return transcripts.filter { $0.kind != .unknown }
            .enumerated()
            .min { rank($0.element).lexicographicallyPrecedes(rank($1.element)) || (rank($0.element) == rank($1.element) && $0.offset < $1.offset) }?
            .element
    }

    private static func primarySubtag(_ language: String) -> String {
        let subtag = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        return subtag.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
