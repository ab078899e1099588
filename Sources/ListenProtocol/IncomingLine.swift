#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A line received from the daemon, as a client reads it: a reply to a request or an event.
public enum IncomingLine: Sendable {
    case reply(id: JSONValue?, result: Result<JSONValue, ProtocolError>)
    case event(EventName, StatusPayload)

    /// The fields that tell a reply from an event. `error` is an object in a failed reply but the
    /// player's message (a string) in an event, so it is read separately.
    private struct Envelope: Decodable {
        var id: JSONValue?
        var ok: Bool?
        var data: JSONValue?
        var event: EventName?
    }

    private struct FailedReply: Decodable {
        var error: ProtocolError?
    }

    /// Decodes one line; nil when it is not a reply or an event of this protocol.
    public static func decode(_ line: some StringProtocol) -> IncomingLine? {
        let data = Data(line.utf8)
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data) else { return nil }
        if let event = envelope.event {
            guard let status = try? JSONDecoder().decode(StatusPayload.self, from: data) else { return nil }
            return .event(event, status)
        }
        guard let ok = envelope.ok else { return nil }
        if ok { return .reply(id: envelope.id, result: .success(envelope.data ?? .object([:]))) }
        let error = (try? JSONDecoder().decode(FailedReply.self, from: data))?.error
        return .reply(id: envelope.id, result: .failure(error ?? ProtocolError(.internalError, "The reply carried no error.")))
    }

    /// Decodes a reply's `data` into a payload type.
    public static func payload<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        let data = try JSONEncoder().encode(value)
        return try JSONDecoder().decode(T.self, from: data)
    }
}
