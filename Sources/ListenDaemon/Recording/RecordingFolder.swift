#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Where `record` keeps its takes: `$XDG_CACHE_HOME/listend/recordings/` (mode 0700), one WAV
/// file (mode 0600) per take, the newest ``kept`` of them.
public struct RecordingFolder: Sendable {
    /// How many takes are kept; older ones are removed as new ones are written.
    public static let kept = 100

    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// `$XDG_CACHE_HOME/listend/recordings`, else `~/.cache/listend/recordings`.
    public static func defaultPath(environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty { return "\(cache)/listend/recordings" }
        return "\(environment["HOME"] ?? "/tmp")/.cache/listend/recordings"
    }

    /// The file for take `take`, named by the time it started (UTC) so that names sort by age
    /// and do not repeat across daemon runs.
    func file(for take: Int, startedAt time: time_t = time(nil)) -> String {
        var moment = tm()
        var seconds = time
        gmtime_r(&seconds, &moment)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let stamp = "\(moment.tm_year + 1900)\(two(moment.tm_mon + 1))\(two(moment.tm_mday))-"
            + "\(two(moment.tm_hour))\(two(moment.tm_min))\(two(moment.tm_sec))"
        return "\(path)/take-\(stamp)-\(getpid())-\(take).wav"
    }

    /// Writes the take's samples to `file`, then removes all but the newest ``kept`` takes.
    func write(_ samples: [Int16], sampleRate: Int, to file: String) throws(DaemonError) {
        try AtomicFile(path: file).write(WAVData.encode(samples, sampleRate: sampleRate))
        prune()
    }

    private func prune() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        let takes = names.filter { $0.hasPrefix("take-") && $0.hasSuffix(".wav") }
        guard takes.count > Self.kept else { return }
        let dated = takes.map { name -> (String, Double) in
            var info = stat()
            let modified = stat("\(path)/\(name)", &info) == 0 ? Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9 : 0
            return (name, modified)
        }
        for (name, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.kept) {
            unlink("\(path)/\(name)")
        }
    }
}
