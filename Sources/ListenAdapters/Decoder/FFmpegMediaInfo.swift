import CFFmpeg
import ListenEngine

/// The container, codec and chapters of a file libavformat opened, named as listeners know them.
enum FFmpegMediaInfo {
    static func read(_ context: UnsafeMutablePointer<AVFormatContext>, stream: FFmpegAudioStream, head: [UInt8],
                     duration: Double?) -> MediaInfo {
        MediaInfo(container: container(context, head: head), codec: codec(stream.codecName),
                  chapters: chapters(context, origin: stream.originSeconds, duration: duration))
    }

    /// "M4A", "M4B", "MP4", "MOV", "WebM", "Matroska", "WMA", "AVI" …, from the demuxer and the file's brand.
    static func container(_ context: UnsafeMutablePointer<AVFormatContext>, head: [UInt8]) -> String {
        let demuxer = String(cString: context.pointee.iformat.pointee.name)
        let hasVideo = (0..<Int(context.pointee.nb_streams)).contains { i in
            let stream = context.pointee.streams[i]!.pointee
            return stream.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO
                && (stream.disposition & AV_DISPOSITION_ATTACHED_PIC) == 0
        }
        let brand = head.count >= 12 && Array(head[4..<8]) == Array("ftyp".utf8)
            ? String(decoding: head[8..<12], as: UTF8.self) : ""
        switch demuxer.split(separator: ",").first ?? "" {
        case "mov":
            if brand == "qt  " { return "MOV" }
            if brand.hasPrefix("M4B") { return "M4B" }
            return hasVideo ? "MP4" : "M4A"
        case "matroska":
            return head.contains(subsequence: Array("webm".utf8)) ? "WebM" : "Matroska"
        case "asf": return hasVideo ? "WMV" : "WMA"
        case "avi": return "AVI"
        case "aac": return "AAC (ADTS)"
        case "flv": return "FLV"
        case "mpegts": return "MPEG-TS"
        default: return demuxer.split(separator: ",").first.map { $0.uppercased() } ?? demuxer
        }
    }

    /// "AAC", "Opus", "ALAC", "WMA" …, from libavcodec's short codec name.
    static func codec(_ name: String) -> String {
        switch name {
        case "aac": return "AAC"
        case "opus": return "Opus"
        case "vorbis": return "Vorbis"
        case "alac": return "ALAC"
        case "flac": return "FLAC"
        case "mp3", "mp3float": return "MP3"
        case "wmav1", "wmav2": return "WMA"
        case "wmapro": return "WMA Pro"
        case "wmalossless": return "WMA Lossless"
        case "ac3": return "AC-3"
        case "eac3": return "E-AC-3"
        case "dts": return "DTS"
        default: return name.hasPrefix("pcm_") ? "PCM" : name.uppercased()
        }
    }

    /// The container's chapters in order of start, times from the first sample of the audio,
    /// each ending where the next starts (the last at `duration`).
    static func chapters(_ context: UnsafeMutablePointer<AVFormatContext>, origin: Double, duration: Double?) -> [MediaChapter] {
        var found: [MediaChapter] = []
        for i in 0..<Int(context.pointee.nb_chapters) {
            guard let chapter = context.pointee.chapters[i]?.pointee else { continue }
            let base = chapter.time_base
            guard base.num > 0, base.den > 0 else { continue }
            let start = Double(chapter.start) * Double(base.num) / Double(base.den) - origin
            let end = Double(chapter.end) * Double(base.num) / Double(base.den) - origin
            guard start.isFinite, end.isFinite else { continue }
            var title = ""
            if let entry = ff.av_dict_get(chapter.metadata, "title", nil, 0), let value = entry.pointee.value {
                title = ICYMetadataReader.withoutControlCharacters(String(cString: value))
            }
            found.append(MediaChapter(title: title, start: max(0, start), end: end))
        }
        found.sort { $0.start < $1.start }
        for i in found.indices {
            let next = i + 1 < found.count ? found[i + 1].start : (duration ?? found[i].end)
            found[i].end = max(found[i].start, next)
        }
        if let duration { found.removeAll { $0.start >= duration } }
        return found
    }
}

private extension Array where Element == UInt8 {
    func contains(subsequence: [UInt8]) -> Bool {
        guard subsequence.count <= count else { return false }
        return (0...(count - subsequence.count)).contains { Array(self[$0..<$0 + subsequence.count]) == subsequence }
    }
}
