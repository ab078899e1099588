import Logging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Keeps `SavedState` in one JSON file (mode 0600), replaced atomically and written off the
/// caller's thread (see `StateWriter`).
///
/// A file that cannot be read as state — corrupt, or written by a newer listend — is logged and
/// kept beside it as `state.json.bad-<UTC time>`, and the daemon starts fresh.
public struct StateStore: Sendable {
    public let path: String
    private let logger: Logger?
    private let writer: StateWriter

    public init(directory: String, logger: Logger? = nil) {
        path = "\(directory)/state.json"
        self.logger = logger
        writer = StateWriter(file: AtomicFile(path: path), logger: logger)
    }

    /// The saved state, or nil when there is none or it cannot be read (then it is set aside).
    public func load() -> SavedState? {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            guard access(path, F_OK) == 0 else { return nil }
            setAside(because: "it cannot be read (\(error))")
            return nil
        }
        let decoder = JSONDecoder()
        guard let probe = try? decoder.decode(StateDocument.VersionProbe.self, from: data) else {
            setAside(because: "it is not a JSON object")
            return nil
        }
        let version = probe.version ?? 1
        guard version <= StateDocument.currentVersion else {
            setAside(because: "it has version \(version), newer than this listend reads (\(StateDocument.currentVersion))")
            return nil
        }
        do {
            return try decoder.decode(StateDocument.self, from: data).state
        } catch {
            setAside(because: "it is not valid saved state (\(error))")
            return nil
        }
    }

    /// Encodes `state` and hands it to the writer; the latest state handed over is the one written.
    public func save(_ state: SavedState) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        writer.submit(try encoder.encode(StateDocument(state)))
    }

    /// Returns once the last state handed to `save` is on disk.
    public func flush() {
        writer.flush()
    }

    /// Renames the unreadable file to `state.json.bad-<UTC time>` and logs where it went.
    private func setAside(because reason: String) {
        var keptAs = "\(path).bad-\(Self.timestamp())"
        var number = 2
        while access(keptAs, F_OK) == 0 {
            keptAs = "\(path).bad-\(Self.timestamp())-\(number)"
            number += 1
        }
        if rename(path, keptAs) == 0 {
            logger?.error("\(path) was not used: \(reason). It is kept as \(keptAs); starting without a saved state.")
        } else {
            logger?.error("\(path) was not used: \(reason), and it could not be kept aside (\(String(cString: strerror(errno)))); starting without a saved state.")
        }
    }

    /// The current UTC time as `YYYYMMDDTHHMMSSZ`.
    private static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var text = [CChar](repeating: 0, count: 32)
        let length = strftime(&text, text.count, "%Y%m%dT%H%M%SZ", &parts)
        return String(decoding: text[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
