import Foundation
import TestSupport

/// RSS feeds for the podcasts tests, written as podcast hosts write them.
enum PodcastFeedWriter {
    /// One episode of a feed.
    struct Episode {
        var guid: String
        var title: String
        var day: Int
        var audio: String
        var extra = ""
    }

    static func rss(title: String, episodes: [Episode], language: String = "en") -> String {
        let items = episodes.map { episode in
            """
              <item>
                <title>\(episode.title)</title>
                <guid isPermaLink="false">\(episode.guid)</guid>
                <pubDate>\(String(format: "%02d", episode.day)) Nov 2026 08:00:00 +0000</pubDate>
                <description><![CDATA[<p>Episode <i>\(episode.title)</i>.</p>]]></description>
                <enclosure url="\(episode.audio)" type="audio/flac"/>
                <itunes:duration>120</itunes:duration>
                \(episode.extra)
              </item>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
            <channel>
              <title>\(title)</title>
              <language>\(language)</language>
              <description>A show for the tests.</description>
            \(items)
            </channel>
            </rss>
            """
    }

    /// A feed route of `count` episodes playing marks.flac from `server`, newest last.
    static func route(_ server: FaultyHTTPServer, title: String, count: Int = 2, prefix: String = "ep") -> FaultyHTTPServer.Route {
        let episodes = (1...count).map { Episode(guid: "\(prefix)-\($0)", title: "Episode \($0)", day: $0, audio: server.url("/audio.flac")) }
        return FaultyHTTPServer.Route(body: Array(rss(title: title, episodes: episodes).utf8), contentType: "application/rss+xml")
    }

    /// Parses each line of `text` as a JSON object.
    static func objects(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }
}
