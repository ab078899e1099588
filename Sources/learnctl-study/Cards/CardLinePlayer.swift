import LearnCore
import ListenClient
import Localization

/// Plays a card's sound through listend: the recording line it was made from, or its own sound
/// file (an Anki deck's audio, a line's clip); connects on first use.
final class CardLinePlayer {
    private let socket: SocketOption
    private let media: CardMedia?
    private var player: PracticePlayer?
    private var connection: ListendConnection?

    init(socket: SocketOption, media: CardMedia? = nil) {
        self.socket = socket
        self.media = media
    }

    /// Whether `card` has something to play.
    static func hasSound(_ card: Card) -> Bool {
        card.recordingId != nil || card.audio != nil
    }

    /// Plays `card`'s line, else its sound file; returns what to tell the learner (also when it could not be played).
    func play(_ card: Card) -> String {
        if card.recordingId == nil, let name = card.audio, let media {
            return playFile(media.url(of: name).path)
        }
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

    private func playFile(_ path: String) -> String {
        do throws(ListendError) {
            if connection == nil { connection = try socket.connect() }
            guard let connection else { return "" }
            _ = try connection.status(.daemon(.play(.file(path))))
            return tr("Playing the card's sound…")
        } catch {
            return error.description
        }
    }

    /// Puts listend's autopause and speed back as they were.
    func restore() {
        player?.restore()
    }
}
