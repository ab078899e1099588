import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// Reads a group's sentences aloud through listend's `say`, one text for them all so that each
/// is heard after the one before. When listend cannot speak (not running, or refusing), it says
/// so once and stays silent for the rest of the practice: the practice goes on without it.
final class ClozeReadAloud {
    private let socket: SocketOption
    private var gaveUp = false

    init(socket: SocketOption) {
        self.socket = socket
    }

    /// The text spoken for `sentences`: one per line, each ending in a full stop unless it ends
    /// in other punctuation already, so that a pause is heard between them. As many sentences
    /// as fit into one `say` (``SayRequest/maximumLength`` characters) are taken, in order.
    static func text(for sentences: [String]) -> String {
        var text = ""
        for sentence in sentences {
            var line = sentence.trimmingCharacters(in: .whitespaces)
            if let last = line.last, !".!?…:;\"”')".contains(last) { line += "." }
            let next = text.isEmpty ? line : text + "\n" + line
            guard next.count <= SayRequest.maximumLength else {
                return text.isEmpty ? String(line.prefix(SayRequest.maximumLength)) : text
            }
            text = next
        }
        return text
    }

    /// Speaks `sentences`; returns a notice to show when listend could not, the first time only.
    func speak(_ sentences: [String]) -> String? {
        guard !gaveUp, !sentences.isEmpty else { return nil }
        do throws(ListendError) {
            try ReadAloud.say(Self.text(for: sentences), voice: nil, rate: nil, socketPath: socket.path)
            return nil
        } catch {
            gaveUp = true
            if case .notRunning = error {
                return tr("Read-aloud is on, but listend is not running (%s); practising without it.", socket.path)
            }
            return tr("Read-aloud is on, but listend cannot read aloud: %s Practising without it.", error.description)
        }
    }
}
