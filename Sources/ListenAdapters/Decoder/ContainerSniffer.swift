import ListenEngine
/// Recognises an audio container from its first bytes, whatever the file is called.
public enum ContainerSniffer {
    /// The decoder family that reads a container.
    public enum Kind: Equatable, Sendable {
        /// MPEG audio (MP3), read by libmpg123.
        case mpeg
        /// WAV, FLAC, Ogg (Vorbis, Opus), AIFF and other formats read by libsndfile.
        case sndfile
        /// Everything else FFmpeg recognises: MP4/M4A/M4B, WebM/Matroska, MOV, AVI, ASF (WMA) …
        case ffmpeg
    }

    /// How many leading bytes FFmpeg's prober sees when the other libraries do not take a file.
    static let probeSize = 4096

    /// How many leading bytes `sniff` wants to see.
    public static let headerSize = 10

    /// The container kind of a source, or an error saying it is not audio.
    public static func kind(of source: AudioSource) throws(AudioError) -> Kind {
        let head = try source.bytes(at: 0, count: headerSize)
        if head.isEmpty {
            throw AudioError("Cannot play \(source.name): the file is empty.")
        }
        if let kind = containerKind(head) { return kind }
        if head.count >= 3, head[0] == 0x49, head[1] == 0x44, head[2] == 0x33 {
            // "ID3": an ID3v2 tag; MPEG frames follow it.
            guard head.count == headerSize else {
                throw AudioError("Cannot play \(source.name): the file is truncated inside its ID3 tag.")
            }
            let tagSize = (Int64(head[6] & 0x7F) << 21) | (Int64(head[7] & 0x7F) << 14)
                | (Int64(head[8] & 0x7F) << 7) | Int64(head[9] & 0x7F)
            let footer: Int64 = (head[5] & 0x10) != 0 ? 10 : 0
            if try hasMPEGFrames(source, at: 10 + tagSize + footer) { return .mpeg }
            if try recognisedByFFmpeg(source) { return .ffmpeg }
            throw AudioError("Cannot play \(source.name): it has an ID3 tag but no MPEG audio after it.")
        }
        if try hasMPEGFrames(source, at: 0) { return .mpeg }
        if try recognisedByFFmpeg(source) { return .ffmpeg }
        throw AudioError("Cannot play \(source.name): not a recognised audio format (MP3, M4A/AAC, WAV, FLAC, Ogg Vorbis, Opus, WebM, Matroska, MP4 or another audio or video file).")
    }

    /// Whether FFmpeg's prober is sure of the container that starts `source`.
    static func recognisedByFFmpeg(_ source: AudioSource) throws(AudioError) -> Bool {
        let head = try source.bytes(at: 0, count: probeSize)
        do throws(AudioError) {
            return try FFmpegInput.probe(head) != nil
        } catch {
            throw AudioError("Cannot play \(source.name): it is not MP3, WAV, FLAC or Ogg, and \(error.message)")
        }
    }

    static func containerKind(_ head: [UInt8]) -> Kind? {
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            let bytes = Array(text.utf8)
            return head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        // RIFF holds WAV (libsndfile) and AVI (FFmpeg).
        if starts("RIFF"), starts("AVI ", at: 8) { return .ffmpeg }
        if starts("RIFF") || starts("RF64") || starts("FORM") || starts("fLaC") || starts("OggS")
            || starts(".snd") || starts("caff") {
            return .sndfile
        }
        return nil
    }

    /// True when two MPEG audio frame headers follow each other at `offset`.
    static func hasMPEGFrames(_ source: AudioSource, at offset: Int64) throws(AudioError) -> Bool {
        guard let first = try frameLength(source, at: offset) else { return false }
        guard let total = source.length, offset + Int64(first) < total else {
            return true // a single frame that ends the file
        }
        return try frameLength(source, at: offset + Int64(first)) != nil
    }

    /// The byte length of the MPEG audio frame whose header is at `offset`, if one is there.
    static func frameLength(_ source: AudioSource, at offset: Int64) throws(AudioError) -> Int? {
        let h = try source.bytes(at: offset, count: 4)
        guard h.count == 4, h[0] == 0xFF, (h[1] & 0xE0) == 0xE0 else { return nil }
        let version = (h[1] >> 3) & 0x03        // 0: MPEG 2.5, 2: MPEG 2, 3: MPEG 1
        let layer = (h[1] >> 1) & 0x03          // 1: III, 2: II, 3: I
        let bitrateIndex = Int(h[2] >> 4)
        let rateIndex = Int((h[2] >> 2) & 0x03)
        let padding = Int((h[2] >> 1) & 0x01)
        guard version != 1, layer != 0, bitrateIndex != 0, bitrateIndex != 15, rateIndex != 3 else { return nil }
        let mpeg1 = version == 3
        let bitrates: [Int]
        switch (mpeg1, layer) {
        case (true, 3): bitrates = [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448]
        case (true, 2): bitrates = [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384]
        case (true, _): bitrates = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
        case (false, 3): bitrates = [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256]
        default: bitrates = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
        }
        let baseRates = [44100, 48000, 32000]
        let sampleRate = baseRates[rateIndex] / (version == 3 ? 1 : version == 2 ? 2 : 4)
        let bitrate = bitrates[bitrateIndex] * 1000
        if layer == 3 {
            return (12 * bitrate / sampleRate + padding) * 4
        }
        let samplesPerFrame = (layer == 1 && !mpeg1) ? 576 : 1152
        return samplesPerFrame / 8 * bitrate / sampleRate + padding
    }
}
