#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A line received from the daemon, as a client reads it: a reply whose `data` is a `Reply`, or
/// an event. The line is decoded once, straight into these values.
public enum IncomingLine<Reply: Decodable & Sendable>: Decodable, Sendable {
    case reply(id: JSONValue?, result: Result<Reply, ProtocolError>)
    case event(EventName, StatusPayload)
    /// A reply whose `data` is not a `Reply`; the text says what did not fit.
    case unreadableReply(id: JSONValue?, String)

    private enum Key: String, CodingKey {
        case id, ok, data, error, event
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        // An event's `error` is the player's message (a string); a failed reply's is an object.
        if let event = try container.decodeIfPresent(EventName.self, forKey: .event) {
            self = .event(event, try StatusPayload(from: decoder))
            return
        }
        let id = try container.decodeIfPresent(JSONValue.self, forKey: .id)
        guard try container.decode(Bool.self, forKey: .ok) else {
            let error = try container.decodeIfPresent(ProtocolError.self, forKey: .error)
            self = .reply(id: id, result: .failure(error ?? ProtocolError(.internalError, "The reply carried no error.")))
            return
        }
        do {
            self = .reply(id: id, result: .success(try container.decode(Reply.self, forKey: .data)))
        } catch {
            self = .unreadableReply(id: id, "\(error)")
        }
    }

    /// Decodes one line; nil when it is not a reply or an event of this protocol.
    public static func decode(_ line: some StringProtocol) -> IncomingLine? {
        try? JSONDecoder().decode(IncomingLine.self, from: Data(line.utf8))
    }

}
