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

    /// Reads one line from the daemon. The events and the replies whose `data` is a ``WireObject``
    /// (the status, the most frequent line) are read directly (``JSONParser``,
    /// ``WireObject/init(json:)``); other replies go through `JSONDecoder`. nil when the line is
    /// not a reply or an event.
    public static func decode(_ line: some StringProtocol) -> IncomingLine? {
        guard case .object(let fields)? = try? JSONParser.parse(line) else { return nil }
        if case .string(let name)? = fields["event"] {
            guard let event = EventName(rawValue: name),
                  let status = try? StatusPayload(json: .object(fields)) else { return decodeWithFoundation(line) }
            return .event(event, status)
        }
        guard case .bool(true)? = fields["ok"], let data = fields["data"] else { return decodeWithFoundation(line) }
        let id = fields["id"]
        if Reply.self == JSONValue.self, let data = data as? Reply {
            return .reply(id: id, result: .success(data))
        }
        if let type = Reply.self as? any WireObject.Type {
            do throws(JSONShapeError) {
                return .reply(id: id, result: .success(try read(data, as: type)))
            } catch {
                return .unreadableReply(id: id, error.description)
            }
        }
        return decodeWithFoundation(line)
    }

    /// `data` read as the wire object `type`, which is `Reply`.
    private static func read<Object: WireObject>(_ data: JSONValue, as type: Object.Type) throws(JSONShapeError) -> Reply {
        try Object(json: data) as! Reply
    }

    private static func decodeWithFoundation(_ line: some StringProtocol) -> IncomingLine? {
        try? JSONDecoder().decode(IncomingLine.self, from: Data(line.utf8))
    }

}
