#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import ListenProtocol

/// Checks a `library_add` request and turns it into a catalog entry.
enum UserLibraryEntry {
    static let levels: Set<String> = ["A1", "A2", "B1", "B2", "C1", "C2"]

    /// The new entry, or an error saying what is wrong with the request; `existing` is the whole
    /// catalog. With `replace`, an entry of the user's with the same title gives the new one its id.
    static func make(_ addition: LibraryAddition, existing: [CatalogEntry]) throws(ProtocolError) -> CatalogEntry {
        let title = trimmed(addition.title)
        guard !title.isEmpty else { throw ProtocolError(.badArgument, "The title is empty.") }
        let sameTitle = existing.first { $0.title.lowercased() == title.lowercased() }
        if let sameTitle, !addition.replace || sameTitle.bundled {
            throw ProtocolError(.badArgument, "A recording called \"\(title)\" is already in the library; choose another title.")
        }
        var level: String?
        if let given = addition.level {
            let upper = trimmed(given).uppercased()
            guard levels.contains(upper) else {
                throw ProtocolError(.badArgument, "The level must be a CEFR level: A1, A2, B1, B2, C1 or C2 (not \"\(given)\").")
            }
            level = upper
        }
        let location: CatalogEntry.Location
        switch PlayTarget.guess(addition.source) {
        case .url(let url):
            guard let parsed = URL(string: url), let host = parsed.host, !host.isEmpty else {
                throw ProtocolError(.badArgument, "\(url) is not a valid http or https URL.")
            }
            location = .url(url)
        case .file(let path):
            try requireReadableFile(path, what: "audio file")
            location = .file(path)
        case .track:
            throw ProtocolError(.badArgument, "The source must be an absolute file path or an http(s) URL, not \"\(addition.source)\".")
        }
        var transcript: String?
        if let path = addition.transcript {
            guard path.hasPrefix("/") else {
                throw ProtocolError(.badArgument, "The transcript must be an absolute path, not \"\(path)\".")
            }
            try TranscriptCheck.check(path, encoding: addition.transcriptEncoding)
            transcript = path
        }
        let chapters = addition.chapters.map { marks in
            marks.filter { $0.start.isFinite && $0.start >= 0 }.sorted { $0.start < $1.start }
                .map { ChapterMark(title: CueText.withoutControlCharacters($0.title), start: $0.start) }
        }
        return CatalogEntry(id: sameTitle?.id ?? uniqueID(for: title, existing: existing), title: title, level: level, location: location,
                            transcript: transcript, transcriptEncoding: transcript == nil ? nil : addition.transcriptEncoding,
                            resume: addition.resume, chapters: chapters)
    }

    private static func requireReadableFile(_ path: String, what: String) throws(ProtocolError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ProtocolError(.fileNotFound, "No such \(what): \(path).")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG, access(path, R_OK) == 0 else {
            throw ProtocolError(.badArgument, "The \(what) \(path) is not a readable file.")
        }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// `user-` and the title's letters and digits, made unique with a number.
    static func uniqueID(for title: String, existing: [CatalogEntry]) -> String {
        var slug = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        let base = "user-\(slug.isEmpty ? "recording" : slug)"
        let taken = Set(existing.map { $0.id.lowercased() })
        var candidate = base
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        return candidate
    }
}
