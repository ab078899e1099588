import ListenProtocol
import Localization

/// Why a player command could not be carried out.
public enum ListendError: Error, CustomStringConvertible {
    /// Nothing answers on the socket.
    case notRunning(socketPath: String, reason: String)
    /// The daemon refused the request; its message says why.
    case refused(ProtocolError)
    /// The daemon closed the connection.
    case closed(socketPath: String)
    /// The daemon took longer than `seconds` to reply.
    case noAnswer(socketPath: String, seconds: Int)
    /// A reply that is not what the protocol promises.
    case unexpectedReply(String)
    /// The socket is served by a process of another user.
    case servedByAnotherUser(socketPath: String, uid: UInt32)
    /// The daemon sent a line longer than learnctl accepts.
    case lineTooLong(socketPath: String, limit: Int)
    /// The player went into its error state; the text says why.
    case playerFailed(String)
    /// What was asked for is not there (a transcript); the text says why.
    case unavailable(String)

    public var description: String {
        switch self {
        case .notRunning(let path, let reason):
            tr("Cannot connect to listend at %s (%s). Is the daemon running? Start it with `listend &` or `systemctl --user start listend.socket`, or point --socket or LISTEND_SOCKET at its socket.", path, reason)
        case .refused(let error): DaemonErrorText.text(error)
        case .closed(let path): tr("listend closed the connection at %s.", path)
        case .noAnswer(let path, let seconds): tr("listend at %1$s did not answer within %2$s s.", path, String(seconds))
        case .unexpectedReply(let detail): tr("listend sent a reply learnctl cannot read: %s", detail)
        case .servedByAnotherUser(let path, let uid):
            tr("%1$s is served by uid %2$s, not you; refusing to talk to it. Start your own listend or point --socket or LISTEND_SOCKET at your socket.", path, String(uid))
        case .lineTooLong(let path, let limit):
            tr("listend at %1$s sent a line longer than %2$s MiB; giving up on it.", path, String(limit / (1 << 20)))
        case .playerFailed(let message), .unavailable(let message): message
        }
    }
}
