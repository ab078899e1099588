import CFFmpeg
import Logging

/// FFmpeg's own messages, sent to swift-log (label `listend.ffmpeg`) instead of stderr.
///
/// Warnings and errors only: a damaged packet FFmpeg skips is worth a line in the journal, the
/// rest of its chatter is not.
enum FFmpegLog {
    static let logger = Logger(label: "listend.ffmpeg")

    /// Routes the log; called once, when FFmpeg is loaded.
    static func route(_ functions: shim_ffmpeg) {
        functions.av_log_set_level(AV_LOG_WARNING)
        functions.av_log_set_callback(ffmpegLogCallback)
    }

    static func level(_ ffmpegLevel: Int32) -> Logger.Level {
        switch ffmpegLevel {
        case ...AV_LOG_ERROR: return .error
        case ...AV_LOG_WARNING: return .warning
        case ...AV_LOG_INFO: return .info
        default: return .debug
        }
    }
}

/// Formats one FFmpeg message (it comes as printf format and arguments) and logs it.
private func ffmpegLogCallback(_ context: UnsafeMutableRawPointer?, _ level: Int32,
                               _ format: UnsafePointer<CChar>?, _ arguments: CVaListPointer?) {
    guard level <= ff.av_log_get_level(), let format, let arguments else { return }
    var line = [CChar](repeating: 0, count: 1024)
    var printPrefix: Int32 = 1
    ff.av_log_format_line2(context, level, format, arguments, &line, Int32(line.count), &printPrefix)
    var text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    while text.last?.isNewline == true { text.removeLast() }
    guard !text.isEmpty else { return }
    FFmpegLog.logger.log(level: FFmpegLog.level(level), "\(ICYMetadataReader.withoutControlCharacters(text))")
}
