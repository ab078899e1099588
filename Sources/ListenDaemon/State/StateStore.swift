#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Keeps `SavedState` in one JSON file, replaced atomically (write, then rename) so a crash at
/// any moment leaves either the old or the new state.
public struct StateStore: Sendable {
    public let path: String

    public init(directory: String) {
        path = "\(directory)/state.json"
    }

    /// The saved state, or nil when there is none or it cannot be read.
    public func load() -> SavedState? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(SavedState.self, from: data)
    }

    public func save(_ state: SavedState) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(state)
        try AtomicFile(path: path).write(data)
    }
}
