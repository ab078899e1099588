import Foundation
import ListenEngine

/// Splits an Icecast/Shoutcast body into audio and metadata: after every `interval` audio bytes
/// comes one length byte (×16) and that many bytes of metadata (`StreamTitle='…';…`).
struct ICYMetadataReader {
    let interval: Int
    /// Audio bytes left before the next length byte.
    private var audioLeft: Int
    /// Metadata bytes still to collect for the block being read; nil while reading audio.
    private var metadataLeft: Int?
    private var block: [UInt8] = []

    init(interval: Int) {
        self.interval = interval
        audioLeft = interval
    }

    /// Consumes body bytes; returns the audio among them and the titles of the metadata blocks
    /// completed (control characters removed).
    mutating func consume(_ bytes: some Collection<UInt8>) -> (audio: [UInt8], titles: [String]) {
        var audio: [UInt8] = []
        audio.reserveCapacity(bytes.count)
        var titles: [String] = []
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if let left = metadataLeft {
                let take = min(left, bytes.distance(from: index, to: bytes.endIndex))
                let next = bytes.index(index, offsetBy: take)
                block.append(contentsOf: bytes[index..<next])
                index = next
                metadataLeft = left - take
                if metadataLeft == 0 {
                    if let title = Self.streamTitle(in: block) { titles.append(title) }
                    block.removeAll(keepingCapacity: true)
                    metadataLeft = nil
                    audioLeft = interval
                }
            } else if audioLeft == 0 {
                let length = Int(bytes[index]) * 16
                index = bytes.index(after: index)
                if length == 0 {
                    audioLeft = interval
                } else {
                    metadataLeft = length
                }
            } else {
                let take = min(audioLeft, bytes.distance(from: index, to: bytes.endIndex))
                let next = bytes.index(index, offsetBy: take)
                audio.append(contentsOf: bytes[index..<next])
                index = next
                audioLeft -= take
            }
        }
        return (audio, titles)
    }

    /// The `StreamTitle='…';` value of a metadata block, without control characters.
    static func streamTitle(in block: [UInt8]) -> String? {
        let end = block.firstIndex(of: 0) ?? block.endIndex
        let bytes = Array(block[..<end])
        let text = String(validating: bytes, as: UTF8.self)
            ?? String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        guard let start = text.range(of: "StreamTitle='") else { return nil }
        let rest = text[start.upperBound...]
        let value = rest.range(of: "';").map { rest[..<$0.lowerBound] } ?? rest.dropLast(rest.hasSuffix("'") ? 1 : 0)
        return withoutControlCharacters(value)
    }

    /// `text` without C0 and C1 control characters and DEL, trimmed of spaces.
    static func withoutControlCharacters(_ text: some StringProtocol) -> String {
        let kept = text.unicodeScalars.filter { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }
        return String(String.UnicodeScalarView(kept)).trimmingSpaces
    }
}
