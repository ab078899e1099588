#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encodes requests, replies and events as single JSON lines (keys sorted, newline-terminated).
public enum Wire {
    private struct SuccessLine<Payload: Encodable>: Encodable {
        var id: JSONValue?
        var ok = true
        var data: Payload
    }

    private struct FailureLine: Encodable {
        var id: JSONValue?
        var ok = false
        var error: ProtocolError
    }

    private struct EventLine: Encodable {
        var event: EventName
        var status: StatusPayload

        func encode(to encoder: Encoder) throws {
            try status.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(event, forKey: Key(stringValue: "event")!)
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// An empty `data` object.
    public struct Empty: Codable, Equatable, Sendable {
        public init() {}
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `{"cmd":…,"id":…,…}` and a newline: the request as a client sends it.
    public static func request(_ request: Request) -> String {
        let declaration = request.command.declaration
        var fields = declaration.arguments(request.command) ?? [:]
        fields["cmd"] = .string(declaration.name)
        if let id = request.id { fields["id"] = id }
        var writer = JSONWriter()
        writer.value(.object(fields))
        return writer.text + "\n"
    }

    /// `{"data":…,"id":…,"ok":true}`, or `{"error":{"code":…,"message":…},"id":…,"ok":false}`,
    /// and a newline.
    public static func reply(id: JSONValue?, _ result: Result<Reply, ProtocolError>) -> String {
        switch result {
        case .success(.status(let status)): statusReply(id: id, status)
        case .success(let data): success(id: id, data)
        case .failure(let error): failure(id: id, error)
        }
    }

    /// `{"data":…,"id":…,"ok":true}` and a newline.
    public static func success<Payload: Encodable>(id: JSONValue?, _ data: Payload) -> String {
        line(SuccessLine(id: id, data: data))
    }

    /// `{"error":{"code":…,"message":…},"id":…,"ok":false}` and a newline.
    public static func failure(id: JSONValue?, _ error: ProtocolError) -> String {
        line(FailureLine(id: id, error: error))
    }

    /// `{"event":"tick","state":…,"track":…,"position":…,"duration":…,"error":…}` and a newline.
    public static func event(_ name: EventName, _ status: StatusPayload) -> String {
        var writer = JSONWriter()
        StatusPayload.wireFields.write(status, to: &writer, adding: "event") { $0.string(name.rawValue) }
        return writer.text + "\n"
    }

    /// An event line written through `JSONEncoder`: what ``event(_:_:)`` writes directly.
    static func encodedEvent(_ name: EventName, _ status: StatusPayload) -> String {
        line(EventLine(event: name, status: status))
    }

    /// A successful reply carrying the status, written directly (the same bytes as
    /// ``success(id:_:)``): the line `status`, `play`, `seek` and the other player commands answer with.
    static func statusReply(id: JSONValue?, _ status: StatusPayload) -> String {
        var writer = JSONWriter()
        writer.object { writer in
            writer.key("data")
            status.write(to: &writer)
            if let id {
                writer.key("id")
                writer.value(id)
            }
            writer.key("ok")
            writer.bool(true)
        }
        return writer.text + "\n"
    }

    private static func line<T: Encodable>(_ value: T) -> String {
        guard let data = try? encoder().encode(value) else {
            return #"{"error":{"code":"internal_error","message":"The reply could not be encoded."},"ok":false}"# + "\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
