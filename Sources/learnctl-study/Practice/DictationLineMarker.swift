import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// Marks the line being dictated for export as a sentence card, or unmarks it (Ctrl-T while
/// typing, m after a check), in the learner's ``LineMarks``, with the line's times in the
/// recording read from listend's transcript.
final class DictationLineMarker {
    let marks: LineMarks
    let player: PracticePlayer
    /// The recording's transcript lines by number, read at the first mark.
    private var cues: [Int: TranscriptLine]?

    init(marks: LineMarks, player: PracticePlayer) {
        self.marks = marks
        self.player = player
    }

    /// Marks `line` of the recording practised, or unmarks it when it is marked; returns what
    /// happened, to be shown: "Line 12 marked for export (3 marked)."
    func toggle(_ line: DictationLine) -> String {
        do {
            guard let cue = try self.cue(line.index) else {
                return tr("Line %s is not in listend's transcript any more: it cannot be marked.", String(line.index))
            }
            let recording = player.recording
            let marked = try marks.toggle(recording: recording, line: line.index, text: line.text, start: cue.start, end: cue.end)
            let count = try marks.marks(recordingId: recording.id).count
            return marked
                // TRANSLATORS: after marking a transcript line in the player or a dictation: “Line 12 marked for export (3 marked).”
                ? trn("Line %1$d marked for export (%2$d marked).", "Line %1$d marked for export (%2$d marked).", count, line.index, count)
                // TRANSLATORS: after unmarking a transcript line in the player or a dictation: “Line 12 unmarked (2 marked).”
                : trn("Line %1$d unmarked (%2$d marked).", "Line %1$d unmarked (%2$d marked).", count, line.index, count)
        } catch {
            return tr("The line cannot be marked: %s", "\(error)")
        }
    }

    /// Transcript line `index` as listend has it.
    private func cue(_ index: Int) throws -> TranscriptLine? {
        if let cues { return cues[index] }
        let transcript = try player.connection.request(.daemon(.transcript), expecting: TranscriptPayload.self)
        let read = Dictionary(transcript.lines.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        cues = read
        return read[index]
    }
}
