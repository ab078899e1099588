import Foundation
import ListenProtocol
import Localization
import Transcription

/// Where a made transcript is written: the file `--output` names; beside a local file
/// (`talk.mp3` → `talk.vtt`) when its folder can be written; the episode's cache file for a
/// podcast episode; else listend's folder of transcribed transcripts (URLs, read-only folders,
/// bundled recordings).
struct TranscriptDestination: Equatable {
    enum Kind: String, Encodable {
        case chosen, beside, cache, episode
    }

    let path: String
    let kind: Kind

    static func choose(for target: TranscriptionTarget, audio: String, output: String?,
                       environment: [String: String] = ProcessInfo.processInfo.environment) throws -> TranscriptDestination {
        if let output { return TranscriptDestination(path: LocalPath.absolute(output), kind: .chosen) }
        let cache = TranscriptDestination(path: TranscribedTranscripts.path(forLocation: audio, environment: environment), kind: .cache)
        switch target {
        case .episode(let episode, _, _):
            return TranscriptDestination(path: try PodcastFolders.fromEnvironment(environment).cacheFile(for: episode, kind: "words.vtt"),
                                         kind: .episode)
        case .url: return cache
        case .track(let track, _) where track.bundled == true || track.source == .url: return cache
        case .track, .file:
            let folder = (audio as NSString).deletingLastPathComponent
            guard access(folder, W_OK) == 0 else { return cache }
            let name = (audio as NSString).lastPathComponent
            let base = name.contains(".") ? (name as NSString).deletingPathExtension : name
            let beside = "\(folder)/\(base).vtt"
            if FileManager.default.fileExists(atPath: beside), !Self.isMade(beside) {
                throw TranscriptDestinationError.occupied(beside)
            }
            return TranscriptDestination(path: beside, kind: .beside)
        }
    }

    /// Whether the file at `path` is a transcript `learnctl transcribe` made (and may replace).
    static func isMade(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 512)) ?? Data()
        return String(decoding: head, as: UTF8.self).contains(WebVTTWriter.marker)
    }

    /// Writes `text` to the destination all at once: to a `.part` file first, renamed into place,
    /// so that an interrupted write never leaves half a transcript. Folders are made (0700).
    func write(_ text: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let part = path + ".part"
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: part))
            guard rename(part, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(atPath: part)
            throw TranscriptDestinationError.unwritable(path, "\(error)")
        }
    }
}

/// Why a transcript could not be written where it belongs.
enum TranscriptDestinationError: Error, CustomStringConvertible {
    /// A subtitle file that `learnctl transcribe` did not make is already there.
    case occupied(String)
    case unwritable(String, String)

    var description: String {
        switch self {
        case .occupied(let path):
            tr("%s is already there, and listend reads it for this recording; give --output FILE to write the new transcript elsewhere.", path)
        case .unwritable(let path, let reason):
            tr("The transcript could not be written to %1$s: %2$s", path, reason)
        }
    }
}
