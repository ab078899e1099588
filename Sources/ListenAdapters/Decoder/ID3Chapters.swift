import ListenEngine

/// The chapters of an MP3 (a podcast's segments): the `CHAP` frames of its ID3v2 tag (the ID3v2
/// Chapter Frame Addendum), titled by their embedded `TIT2`.
///
/// Order: a top-level `CTOC` frame's list of chapters (nested tables of contents flattened), when
/// there is one and its chapters start one after another; else the chapters' start times. Each
/// chapter ends where the next starts and the last at the end of the recording; the `CHAP`'s own
/// end time is not used. A chapter that cannot be read, starts at or past the end of the
/// recording, or starts with the one before it, is left out.
enum ID3Chapters {
    /// How much of a tag is read at most; a larger one is skipped (no chapters).
    static let largestTag = 32 * 1024 * 1024

    /// The chapters of the ID3v2 tag at the start of `source`; empty without one, or when the
    /// tag cannot be read.
    static func read(_ source: AudioSource, duration: Double) -> [MediaChapter] {
        guard let header = try? source.bytes(at: 0, count: 10), let total = ID3v2Tag.totalSize(header: header),
              total <= largestTag, let bytes = try? source.bytes(at: 0, count: total) else { return [] }
        return parse(bytes, duration: duration)
    }

    /// The chapters of the tag at the start of `bytes`.
    static func parse(_ bytes: [UInt8], duration: Double) -> [MediaChapter] {
        guard let tag = ID3v2Tag(bytes) else { return [] }
        var chapters: [String: Chapter] = [:]
        var found: [String] = []
        var tables: [String: TableOfContents] = [:]
        var tableOrder: [String] = []
        for frame in tag.frames {
            switch frame.id {
            case "CHAP":
                guard let chapter = Chapter(frame.content, version: tag.version), chapters[chapter.id] == nil else { continue }
                chapters[chapter.id] = chapter
                found.append(chapter.id)
            case "CTOC":
                guard let table = TableOfContents(frame.content), tables[table.id] == nil else { continue }
                tables[table.id] = table
                tableOrder.append(table.id)
            default:
                continue
            }
        }
        // By start time; chapters with the same start stay in the tag's order.
        let byStart = found.compactMap { chapters[$0] }.enumerated()
            .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var ordered = byStart
        if let top = tableOrder.compactMap({ tables[$0] }).first(where: \.isTopLevel) {
            var seen = Set<String>()
            let listed = top.flattened(tables, seen: &seen).compactMap { chapters[$0] }
            if !listed.isEmpty, zip(listed, listed.dropFirst()).allSatisfy({ $0.start <= $1.start }) { ordered = listed }
        }
        var kept: [Chapter] = []
        for chapter in ordered where chapter.start < duration && chapter.start > (kept.last?.start ?? -1) {
            kept.append(chapter)
        }
        return kept.enumerated().map { index, chapter in
            MediaChapter(title: chapter.title, start: chapter.start, end: index + 1 < kept.count ? kept[index + 1].start : duration)
        }
    }

    /// A `CHAP` frame: element id, start and end time (ms), start and end byte offset, sub-frames.
    private struct Chapter {
        var id: String
        var start: Double
        var title: String

        init?(_ content: [UInt8], version: UInt8) {
            guard let (id, rest) = ID3Chapters.elementID(content[...]), rest.count >= 16,
                  let milliseconds = ID3v2Tag.bigEndian(rest.prefix(4)) else { return nil }
            self.id = id
            start = Double(milliseconds) / 1000
            let subframes = ID3v2Tag.frames(in: rest.dropFirst(16), version: version)
            title = subframes.first { $0.id == "TIT2" }.flatMap { ID3Text.decode($0.content) } ?? ""
        }
    }

    /// A `CTOC` frame: element id, flags (top-level 0x02), entry count, child element ids.
    private struct TableOfContents {
        var id: String
        var isTopLevel: Bool
        var children: [String]

        init?(_ content: [UInt8]) {
            guard let (id, rest) = ID3Chapters.elementID(content[...]), rest.count >= 2 else { return nil }
            self.id = id
            isTopLevel = rest[rest.startIndex] & 0x02 != 0
            let count = Int(rest[rest.startIndex + 1])
            var children: [String] = []
            var remaining = rest.dropFirst(2)
            while children.count < count, let (child, after) = ID3Chapters.elementID(remaining) {
                children.append(child)
                remaining = after
            }
            self.children = children
        }

        /// The chapter ids under this table, in order, nested tables replaced by theirs (once each).
        func flattened(_ tables: [String: TableOfContents], seen: inout Set<String>) -> [String] {
            guard seen.insert(id).inserted else { return [] }
            var ids: [String] = []
            for child in children {
                if let nested = tables[child] { ids += nested.flattened(tables, seen: &seen) } else { ids.append(child) }
            }
            return ids
        }
    }

    /// A null-terminated element id at the start of `bytes`, and what follows its null.
    private static func elementID(_ bytes: ArraySlice<UInt8>) -> (String, ArraySlice<UInt8>)? {
        guard let end = bytes.firstIndex(of: 0), end > bytes.startIndex else { return nil }
        let id = String(String.UnicodeScalarView(bytes[..<end].map { Unicode.Scalar($0) }))
        return (id, bytes[(end + 1)...])
    }
}
