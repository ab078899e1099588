import LearnCore
import ListenClient
import Localization

/// Plays the recording line a card was made from, through listend; connects on first use.
final class CardLinePlayer {
    private let socket: SocketOption
    private var player: PracticePlayer?

    init(socket: SocketOption) {
        self.socket = socket
    }

    /// Plays `card`'s line; returns what to tell the learner (also when it could not be played).
    func play(_ card: Card) -> String {
        guard let recordingId = card.recordingId, let line = card.lineIndex else {
            return tr("This card has no recording line to play.")
        }
        do throws(ListendError) {
            if player?.recording.id != recordingId {
                player?.restore()
                player = try PracticePlayer(title: recordingId, socket: socket)
            }
            try player?.play(line: line)
            return tr("Playing line %d of %s…", line, TerminalText.line(card.recordingTitle ?? recordingId))
        } catch {
            return error.description
        }
    }

    /// Puts listend's autopause and speed back as they were.
    func restore() {
        player?.restore()
    }
}
