import ListenEngine
import ListenProtocol

/// The loaded recording's chapters as the protocol shows them, and which one `chapter` goes to.
extension MediaInfo {
    /// Every chapter, numbered from 1.
    var chapterPayloads: [ChapterPayload] {
        chapters.enumerated().map { index, chapter in
            ChapterPayload(index: index + 1, title: chapter.title, start: chapter.start, end: chapter.end)
        }
    }

    /// The chapter heard at `position` (the last one started), numbered from 1.
    func chapterPayload(at position: Double) -> ChapterPayload? {
        chapterIndex(at: position).map { chapterPayloads[$0] }
    }

    /// The first chapter start after `position`: when the chapter heard changes next.
    func nextChapterStart(after position: Double) -> Double? {
        chapters.first { $0.start > position + 0.0005 }?.start
    }

    /// The chapter `target` names, seen from `position`. `next` is the chapter after the one
    /// heard (the first before any has started; an error after the last). `prev` within the first
    /// ``ChapterTarget/restartWindow`` seconds of a chapter is the one before it (the first gives
    /// itself), later the chapter heard, from its start. A number is that chapter.
    func chapter(for target: ChapterTarget, at position: Double) throws(ProtocolError) -> ChapterPayload {
        let all = chapterPayloads
        guard let first = all.first else {
            throw ProtocolError(.invalidState, "This recording has no chapters.", reason: .noChapters)
        }
        let current = chapterIndex(at: position).map { all[$0] }
        switch target {
        case .next:
            guard let current else { return first }
            guard current.index < all.count else {
                throw ProtocolError(.badArgument, "This is the last chapter (\(all.count) of \(all.count)); there is no next one.",
                                    reason: .lastChapter, ["count": String(all.count)])
            }
            return all[current.index]
        case .previous:
            guard let current else { return first }
            guard position - current.start < ChapterTarget.restartWindow, current.index > 1 else { return current }
            return all[current.index - 2]
        case .index(let index):
            guard (1...all.count).contains(index) else {
                throw ProtocolError(.badArgument, "There is no chapter \(index): the recording has \(all.count) chapter\(all.count == 1 ? "" : "s").",
                                    reason: .noSuchChapter, ["index": String(index), "count": String(all.count)])
            }
            return all[index - 1]
        }
    }
}
