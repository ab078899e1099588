#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ListenProtocol
import Suggestions

/// Everything `list` shows and `play` can name: the bundled recordings and the user's library.
public struct Catalog: Sendable {
    public var bundled: [CatalogEntry]
    public var user: [CatalogEntry]
    /// The bundled recordings' comprehension questions, by recording id.
    public var questions: [String: [ComprehensionQuestion]]

    public init(bundled: [CatalogEntry], user: [CatalogEntry] = [], questions: [String: [ComprehensionQuestion]] = [:]) {
        self.bundled = bundled
        self.user = user
        self.questions = questions
    }

    public var entries: [CatalogEntry] { bundled + user }

    /// The entry with this id, or whose title matches case-insensitively.
    public func find(_ name: String) -> CatalogEntry? {
        let wanted = String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()).lowercased()
        return entries.first { $0.id.lowercased() == wanted } ?? entries.first { $0.title.lowercased() == wanted }
    }

    /// Resolves what `play` names, or explains why it cannot be played.
    public func resolve(_ target: PlayTarget) throws(ProtocolError) -> CatalogEntry {
        switch target {
        case .track(let name):
            if let entry = find(name) { return entry }
            throw ProtocolError.unknownTrack(name, among: entries.map(\.title))
        case .file(let path):
            guard FileManager.default.fileExists(atPath: path) else {
                throw ProtocolError(.fileNotFound, "No such file: \(path).", reason: .noSuchFile, ["path": path])
            }
            return entries.first { $0.location == .file(path) } ?? .adHoc(.file(path))
        case .url(let url):
            return entries.first { $0.location == .url(url) } ?? .adHoc(.url(url))
        }
    }
}
