import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// The WAV files listend records from the microphone for speaking attempts
/// (`…/listend/recordings/take-*.wav`): deleted with the last attempt that points to one. Any
/// other file an attempt names (a learner's own recording scored with `--file`) is never deleted.
public enum SpeakingTakes {
    /// Whether `path` names one of listend's takes.
    public static func isTake(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let name = url.lastPathComponent
        return name.hasPrefix("take-") && name.hasSuffix(".wav") && url.deletingLastPathComponent().path.hasSuffix("/listend/recordings")
    }

    /// Deletes the take at `path` (a regular file, never what a link points to); anything else is left alone.
    public static func delete(_ path: String) {
        guard isTake(path), (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeRegular
        else { return }
        unlink(path)
    }

    /// Deletes the takes among `paths` that no attempt of any account points to any more.
    static func deleteUnreferenced(_ paths: [String], in database: LearnDatabase) {
        let takes = Set(paths.filter(isTake))
        guard !takes.isEmpty else { return }
        let column = SpeakingAttempt.Columns.recordingPath
        let referenced = (try? database.read { db in
            try SpeakingAttempt.select([column], as: String.self).filter(takes.contains(column)).fetchSet(db)
        }) ?? takes
        for path in takes.subtracting(referenced) { delete(path) }
    }
}
