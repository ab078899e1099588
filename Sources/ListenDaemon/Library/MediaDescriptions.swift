#if canImport(Glibc)
import Glibc
#endif
import ListenEngine
import Synchronization

/// The container and codec of local files, for `list`: read once per file and kept while the
/// file's size and modification time stay the same.
final class MediaDescriptions: Sendable {
    private struct Known {
        var size: Int64
        var modified: timespec
        var media: MediaInfo?
    }

    private let known = Mutex<[String: Known]>([:])

    /// What `path` holds, or nil when it cannot be read as audio.
    func describe(_ path: String, sources: any AudioSources, decoders: any AudioDecoders) -> MediaInfo? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let size = Int64(info.st_size), modified = info.st_mtim
        if let cached = known.withLock({ $0[path] }), cached.size == size,
           cached.modified.tv_sec == modified.tv_sec, cached.modified.tv_nsec == modified.tv_nsec {
            return cached.media
        }
        var media: MediaInfo?
        do throws(AudioError) {
            let source = try sources.openFile(path)
            defer { source.close() }
            media = try decoders.describe(source)
        } catch {
            media = nil
        }
        known.withLock { $0[path] = Known(size: size, modified: modified, media: media) }
        return media
    }
}
