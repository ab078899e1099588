import Foundation

/// A Podcasting 2.0 chapters file (JSON, `{"version": "1.2.0", "chapters": [{"startTime": 0,
/// "title": "Intro"}, …]}`), read as the episode's table of contents.
public enum ChaptersDocument {
    /// The chapters `bytes` list, by start time (those starting together in file order);
    /// chapters marked `"toc": false` are left out, and a chapter without a title is called
    /// "Chapter N" after its place in the list. An end before the start is dropped.
    public static func read(_ bytes: some Collection<UInt8>) throws(ChaptersDocumentError) -> [FeedChapter] {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: (bytes as? Data) ?? Data(bytes))
        } catch let error as DecodingError {
            throw ChaptersDocumentError(problem: describe(error))
        } catch {
            throw ChaptersDocumentError(problem: "\(error)")
        }
        for (index, entry) in file.chapters.enumerated() where !(entry.startTime.value.isFinite && entry.startTime.value >= 0) {
            throw ChaptersDocumentError(problem: "chapter \(index + 1) starts at \(entry.startTime.value) seconds")
        }
        let listed = file.chapters.enumerated()
            .filter { $0.element.toc != false }
            .sorted { ($0.element.startTime.value, $0.offset) < ($1.element.startTime.value, $1.offset) }
            .map(\.element)
        return listed.enumerated().map { number, entry in
            let start = entry.startTime.value
            let end = entry.endTime.map(\.value).flatMap { $0.isFinite && $0 > start ? $0 : nil }
            let title = entry.title.flatMap { FeedText.line($0, markup: .text) } ?? "Chapter \(number + 1)"
            return FeedChapter(start: start, end: end, title: title)
        }
    }

    private struct File: Decodable {
        var chapters: [Entry]
    }

    private struct Entry: Decodable {
        var startTime: Seconds
        var endTime: Seconds?
        var title: String?
        var toc: Bool?
    }

    /// A time in seconds, written as a number or, by some publishers, as a string of one.
    private struct Seconds: Decodable {
        var value: Double

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                value = number
            } else if let text = try? container.decode(String.self), let number = Double(text.trimmingCharacters(in: .whitespaces)) {
                value = number
            } else {
                throw DecodingError.typeMismatch(Double.self, .init(codingPath: decoder.codingPath, debugDescription: "not a number of seconds"))
            }
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return context.codingPath.isEmpty ? "it has no \"\(key.stringValue)\" list" : "\(place(context.codingPath)) has no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.codingPath.isEmpty ? "it is not a JSON object" : "\(place(context.codingPath)) is not what a chapters file holds there"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not JSON" : "\(place(context.codingPath)) is malformed"
        @unknown default:
            return "\(error)"
        }
    }

    /// A coding path in words: "chapter 3", "chapter 3's \"endTime\"", "\"chapters\"".
    private static func place(_ path: [any CodingKey]) -> String {
        guard path.first?.stringValue == "chapters" else { return path.map { "\"\($0.stringValue)\"" }.joined(separator: ".") }
        guard path.count > 1, let index = path[1].intValue else { return "\"chapters\"" }
        let chapter = "chapter \(index + 1)"
        return path.count > 2 ? "\(chapter)'s \"\(path[2].stringValue)\"" : chapter
    }
}
