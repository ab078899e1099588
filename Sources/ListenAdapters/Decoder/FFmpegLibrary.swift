import CFFmpeg
import ListenEngine

/// FFmpeg's libraries, opened with dlopen the first time a file needs them (see CFFmpeg's shim.h):
/// a daemon that only plays MP3, WAV, FLAC and Ogg never maps them.
enum FFmpegLibrary {
    private struct Functions: @unchecked Sendable {
        let table: shim_ffmpeg
    }

    private static let loading: Result<Functions, AudioError> = {
        let table = UnsafeMutablePointer<shim_ffmpeg>.allocate(capacity: 1)
        if let missing = shim_ffmpeg_load(table) {
            return .failure(AudioError("FFmpeg, which reads M4A, WebM, Matroska, MP4 and the other formats beyond MP3, WAV, FLAC and Ogg, cannot be loaded (\(String(cString: missing)) is missing; on Debian it comes with libavformat59, libavcodec59 and libswresample4)."))
        }
        let functions = Functions(table: table.pointee)
        FFmpegLog.route(functions.table)
        return .success(functions)
    }()

    /// Loads FFmpeg if it is not loaded yet; throws when its libraries cannot be opened.
    static func load() throws(AudioError) {
        _ = try loading.get()
    }

    /// The loaded functions; only after `load()` succeeded.
    static var functions: shim_ffmpeg {
        guard case .success(let loaded) = loading else { preconditionFailure("FFmpeg used before FFmpegLibrary.load()") }
        return loaded.table
    }
}

/// The FFmpeg functions, called as `ff.av_read_frame(…)`; only after `FFmpegLibrary.load()`.
var ff: shim_ffmpeg { FFmpegLibrary.functions }
