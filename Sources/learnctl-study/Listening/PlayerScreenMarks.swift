import LearnCore
import ListenProtocol
import Localization

/// The player screen's marked lines: `m` marks the line heard for export as a sentence card (or
/// unmarks it), in the signed-in learner's ``LineMarks``; the screen shows which lines of the
/// recording heard are marked. Without an account, `m` says that marking needs one.
struct PlayerScreenMarks {
    /// The signed-in learner's marks; nil when nobody is signed in.
    let marks: LineMarks?

    /// Reads the marks of the recording heard into `model` when it has changed since they were read.
    func refresh(_ model: inout PlayerScreenModel) {
        guard let marks, let id = model.status.track?.id, id != model.markedRecordingId else { return }
        do {
            model.markedLines = Set(try marks.marks(recordingId: id).map(\.lineIndex))
            model.markedRecordingId = id
        } catch {
            model.message = tr("The marked lines cannot be read: %s", "\(error)")
        }
    }

    /// Marks ``PlayerScreenModel/lineToMark`` of the recording heard, or unmarks it, and says so in `model`.
    func toggle(_ model: inout PlayerScreenModel) {
        model.message = nil
        model.notice = nil
        guard let marks else {
            // TRANSLATORS: `learnctl signin` and `learnctl signup` are commands and stay as they are.
            model.message = tr("Marking lines needs an account: run `learnctl signin` (or `learnctl signup`), then open the player again.")
            return
        }
        guard let track = model.status.track, let line = model.lineToMark else {
            model.message = tr("No transcript line has been heard yet: there is no line to mark.")
            return
        }
        do {
            let recording = PracticeRecording(id: track.id, title: track.title, level: track.level)
            let marked = try marks.toggle(recording: recording, line: line.index, text: line.text, start: line.start, end: line.end)
            model.markedLines = Set(try marks.marks(recordingId: track.id).map(\.lineIndex))
            model.markedRecordingId = track.id
            let count = model.markedLines.count
            model.notice = marked
                // TRANSLATORS: after marking a transcript line in the player or a dictation: “Line 12 marked for export (3 marked).”
                ? trn("Line %1$d marked for export (%2$d marked).", "Line %1$d marked for export (%2$d marked).", count, line.index, count)
                // TRANSLATORS: after unmarking a transcript line in the player or a dictation: “Line 12 unmarked (2 marked).”
                : trn("Line %1$d unmarked (%2$d marked).", "Line %1$d unmarked (%2$d marked).", count, line.index, count)
        } catch {
            model.message = tr("The line cannot be marked: %s", "\(error)")
        }
    }
}
