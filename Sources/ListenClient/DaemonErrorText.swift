import ListenProtocol
import Localization

/// listend's error replies in the learner's language. The daemon writes its messages in English
/// and names the case and its values in the reply's details; an error it does not explain that
/// way, or a learner reading English, gets the daemon's own sentence.
public enum DaemonErrorText {
    public static func text(_ error: ProtocolError) -> String {
        guard MessageCatalog.language != "en", let reason = error.reason else { return error.message }
        let value = { (key: String) in TerminalText.line(error.details?[key] ?? "") }
        switch reason {
        case .unknownTrack:
            let suggestions = (error.details?["suggestions"] ?? "").split(separator: "\n").map { TerminalText.line(String($0)) }
            return tr("No recording is called “%s”.", value("name")) + " "
                + (DidYouMean.sentence(offering: suggestions) ?? tr("`learnctl list` shows the recordings."))
        case .noSuchFile: return tr("No such file: %s.", value("path"))
        case .unplayable: return tr("Cannot play %s: it is not audio listend can read, or it is damaged.", value("path"))
        case .noTranscript: return tr("This recording has no transcript.")
        case .transcriptUnusable: return tr("The transcript cannot be used; `learnctl status` says why.")
        case .transcriptEmpty: return tr("The transcript has no lines.")
        case .noLineYet: return tr("No line has started yet; play to a line (or `learnctl line 1`) first.")
        case .lastLine: return tr("This is the last line; there is no next one.")
        case .lineAfterEnd: return tr("Line %s starts after the recording ends.", value("index"))
        case .noSuchLine:
            let count = Int(error.details?["count"] ?? "") ?? 0
            return trn("There is no line %1$s: the transcript has %2$d line.", "There is no line %1$s: the transcript has %2$d lines.",
                       count, value("index"), count)
        case .noChapters: return tr("This recording has no chapters.")
        case .lastChapter: return tr("This is the last chapter; there is no next one.")
        case .noSuchChapter:
            let count = Int(error.details?["count"] ?? "") ?? 0
            return trn("There is no chapter %1$s: the recording has %2$d chapter.", "There is no chapter %1$s: the recording has %2$d chapters.",
                       count, value("index"), count)
        case .nothingPlaying: return tr("Nothing is playing.")
        case .nothingLoaded: return tr("Nothing is loaded; name something to play.")
        case .stillLoading: return tr("Still loading; try again in a moment.")
        case .itemFailed: return tr("The current recording failed; play it again or choose another.")
        case .liveStream: return tr("A live stream cannot be seeked.")
        case .noSpeechOutput: return tr("listend was started without a speech output.")
        case .noRecordingInput: return tr("listend was started without a sound server to record from.")
        case .noSuchSubtitleTrack:
            let tracks = (error.details?["tracks"] ?? "").split(separator: "\n").map { TerminalText.line(String($0)) }
            // TRANSLATORS: %s is what --subtitle-track named: a number or a language code (2, es).
            let sentence = tr("The recording has no text subtitle track “%s”.", value("track"))
            return sentence + " " + (tracks.isEmpty ? tr("It has no text subtitle tracks.")
                : tr("Its text subtitle tracks (number, language, format): %s.", tracks.joined(separator: "; ")))
        }
    }
}
