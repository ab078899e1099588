import Articles
import FeedFetching
import Feeds
import Foundation
import ListenClient
import Localization

/// Reads what `articles add` is given: a file, or a web page fetched over HTTP(S); plain text,
/// Markdown or HTML reduced to its main text.
struct ArticleLoader {
    let fetcher: FeedFetcher

    /// Why an article could not be read, said for the learner.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func isAddress(_ source: String) -> Bool {
        source.hasPrefix("http://") || source.hasPrefix("https://")
    }

    /// The article in the file or at the address `source`, with the format it was read as.
    func load(_ source: String, title: String?, format: ArticleFormat?) async throws -> (ArticleDocument, ArticleFormat) {
        let text: String, name: String, mediaType: String?
        if Self.isAddress(source) {
            let outcome: FetchOutcome
            do {
                outcome = try await fetcher.fetch(source)
            } catch {
                throw Failure(description: error.description)
            }
            guard case .fetched(let fetched) = outcome else {
                throw Failure(description: tr("The page at %s is gone (the server answered 410).", source))
            }
            text = Self.decode(fetched.body)
            name = URL(string: fetched.finalURL)?.lastPathComponent ?? source
            mediaType = fetched.contentType
        } else {
            guard let data = FileManager.default.contents(atPath: source) else {
                throw Failure(description: tr("%s cannot be read.", source))
            }
            text = Self.decode(Array(data))
            name = (source as NSString).lastPathComponent
            mediaType = nil
        }
        let chosen = format ?? ArticleFormat.detect(fileName: name, mediaType: mediaType, text: text)
        let fallback = title ?? Self.titleFromName(name)
        do {
            var document = try ArticleFormat.document(from: text, format: chosen, fallbackTitle: fallback, url: URL(string: source))
            if let title { document.title = title }
            document.title = document.title.terminalLine
            return (document, chosen)
        } catch .noMainText {
            throw Failure(description: tr("No article was found on %s: it looks like a page of links or a form.", source))
        } catch {
            throw Failure(description: tr("%s has no text to read.", source))
        }
    }

    /// UTF-8, else Latin-1 (every byte is a character).
    static func decode(_ bytes: [UInt8]) -> String {
        String(validating: bytes, as: UTF8.self) ?? String(bytes.map { Character(Unicode.Scalar($0)) })
    }

    /// "my-trip_notes.md" → "My trip notes".
    static func titleFromName(_ name: String) -> String {
        let stem = (name as NSString).deletingPathExtension.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return stem.isEmpty ? tr("Untitled article") : stem.prefix(1).uppercased() + stem.dropFirst()
    }
}
