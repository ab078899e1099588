import NIOHTTP1
import ListenEngine

/// What a response's status line and headers say about the bytes that follow, checked for audio.
struct HTTPResponseHead: Equatable {
    /// The offset in the resource of the body's first byte.
    var firstByte: Int64
    /// The resource's total length, when the server says it.
    var totalLength: Int64?
    /// True for a 206 answer: the server honours `Range`.
    var acceptsRanges: Bool
    /// Audio bytes between two ICY metadata blocks (`icy-metaint`), when the server sends them.
    var metadataInterval: Int? = nil
    /// A live stream (Icecast, Shoutcast, a radio): see `isLiveStream`.
    var isLive = false

    /// Content types that can hold audio the decoders read; a missing type is accepted too.
    static let audioTypes: Set<String> = [
        "application/ogg", "application/x-ogg", "application/octet-stream", "binary/octet-stream",
        "application/x-flac", "video/ogg",
    ]

    /// Checks a response to a request for bytes from `requested` of `url`.
    init(status: HTTPResponseStatus, headers: HTTPHeaders, requested: Int64, url: String) throws(AudioError) {
        switch status.code {
        case 206:
            guard let range = headers.first(name: "content-range").flatMap(Self.parseContentRange) else {
                throw AudioError("Cannot play \(url): the server sent part of the file without a valid Content-Range.")
            }
            guard range.first == requested else {
                throw AudioError("Cannot play \(url): asked for bytes from \(requested), the server sent them from \(range.first).")
            }
            firstByte = range.first
            totalLength = range.total
            acceptsRanges = true
        case 200:
            firstByte = 0
            totalLength = headers.first(name: "content-length").flatMap { Int64($0.trimmingSpaces) }
            acceptsRanges = false
        case 416:
            throw AudioError("Cannot play \(url): the server has no bytes from offset \(requested) (416 Range Not Satisfiable).")
        default:
            throw AudioError("Cannot play \(url): the server answered \(status.code) \(status.reasonPhrase)\(Self.hint(for: status.code)).")
        }
        var essence = ""
        if let type = headers.first(name: "content-type") {
            essence = type.split(separator: ";").first.map { String($0).trimmingSpaces.lowercased() } ?? ""
            guard essence.hasPrefix("audio/") || Self.audioTypes.contains(essence) else {
                throw AudioError("Cannot play \(url): the server sent \(essence.isEmpty ? "an empty content type" : essence), not audio.")
            }
        }
        if status.code == 200 {
            metadataInterval = headers.first(name: "icy-metaint").flatMap { Int($0.trimmingSpaces) }.flatMap { $0 > 0 ? $0 : nil }
            let rangesAdvertised = headers[canonicalForm: "accept-ranges"].contains { $0.lowercased() == "bytes" }
            isLive = Self.isLiveStream(length: totalLength, metadataInterval: metadataInterval,
                                       contentType: essence, advertisesRanges: rangesAdvertised)
        }
    }

    /// The rule for a live stream: a 200 answer without a length that either carries ICY
    /// metadata (`icy-metaint`), or has an `audio/*` (or Ogg) content type and does not
    /// advertise range support. Such a stream is played as it comes: no duration, no seeking,
    /// and a dropped connection continues with a new request (without `Range`).
    static func isLiveStream(length: Int64?, metadataInterval: Int?, contentType: String, advertisesRanges: Bool) -> Bool {
        guard length == nil else { return false }
        if metadataInterval != nil { return true }
        let audio = contentType.hasPrefix("audio/") || contentType == "application/ogg" || contentType == "video/ogg"
        return audio && !advertisesRanges
    }

    private static func hint(for code: UInt) -> String {
        switch code {
        case 401, 403: " (access denied)"
        case 404, 410: " (no such file on the server)"
        case 500..<600: " (a server error)"
        default: ""
        }
    }

    /// Reads `bytes FIRST-LAST/TOTAL` (TOTAL may be `*`).
    static func parseContentRange(_ value: String) -> (first: Int64, last: Int64, total: Int64?)? {
        let text = value.trimmingSpaces
        guard text.lowercased().hasPrefix("bytes ") else { return nil }
        let spec = text.dropFirst(6).split(separator: "/", maxSplits: 1)
        guard spec.count == 2 else { return nil }
        let bounds = spec[0].split(separator: "-", maxSplits: 1)
        guard bounds.count == 2, let first = Int64(bounds[0].trimmingSpaces), let last = Int64(bounds[1].trimmingSpaces),
              first >= 0, last >= first else { return nil }
        let total = Int64(spec[1].trimmingSpaces)
        if spec[1].trimmingSpaces != "*", total == nil { return nil }
        return (first, last, total)
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
