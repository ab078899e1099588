import ListenEngine
import ListenProtocol

/// `chapters` and `chapter`: the loaded recording's chapters (M4B, MP4 and Matroska chapters, an
/// MP3's ID3 `CHAP` frames), as its decoder read them.
extension Daemon {
    /// Every chapter and the one heard now; empty when nothing is loaded or it has none.
    func chapterList() -> ChaptersPayload {
        let status = player.status()
        return ChaptersPayload(chapters: status.media.chapterPayloads, current: status.media.chapterPayload(at: status.position)?.index)
    }

    /// Seeks to the start of the chapter `target` names, as `seek` does.
    func goToChapter(_ target: ChapterTarget) throws(ProtocolError) {
        let status = player.status()
        if status.media.chapters.isEmpty {
            // The chapters are known once the recording is loaded: say why there are none yet.
            if status.item == nil { throw ProtocolError(.invalidState, "Nothing is loaded; nothing to go through.", reason: .nothingLoaded) }
            if status.state == .loading { throw ProtocolError(.invalidState, "Still loading; try again in a moment.", reason: .stillLoading) }
            if status.state == .error {
                throw ProtocolError(.invalidState, "The current item failed; it has no chapters to go to.", reason: .itemFailed)
            }
        }
        let chapter = try status.media.chapter(for: target, at: status.position)
        try playerCommand { () throws(Player.CommandError) in try player.seek(to: chapter.start) }
    }
}
