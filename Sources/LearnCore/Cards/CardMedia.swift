import Crypto
import Foundation

/// The sound files of an account's cards: a folder of its own beside the database
/// (`card-media/<account id>/`, mode 0700), the files named as they came, made unique.
public struct CardMedia: Sendable {
    public let folder: URL

    public init(database: LearnDatabase, accountId: Int64) {
        folder = database.url.deletingLastPathComponent()
            .appendingPathComponent("card-media", isDirectory: true)
            .appendingPathComponent(String(accountId), isDirectory: true)
    }

    /// The file a card's ``Card/audio`` names.
    public func url(of name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    /// Keeps `data` under a name made from `suggestedName` (its last path component, without
    /// control characters or a leading dot) and returns that name. The same bytes under the same
    /// name are kept once; a different file of that name gets `-2`, `-3` … before its extension.
    public func store(_ data: Data, suggestedName: String) throws -> String {
        try PrivateFiles.createDirectory(folder)
        let base = Self.safeName(suggestedName)
        let stem = (base as NSString).deletingPathExtension
        let ext = (base as NSString).pathExtension
        var candidate = base
        var number = 1
        while true {
            let url = url(of: candidate)
            if let existing = FileManager.default.contents(atPath: url.path) {
                if SHA256.hash(data: existing) == SHA256.hash(data: data) { return candidate }
            } else {
                try PrivateFiles.writeAtomically(data, to: url)
                return candidate
            }
            number += 1
            candidate = ext.isEmpty ? "\(stem)-\(number)" : "\(stem)-\(number).\(ext)"
        }
    }

    /// Removes the files `names` (after an import that failed).
    public func remove(_ names: [String]) {
        for name in names { try? PrivateFiles.remove(url(of: name)) }
    }

    /// Removes the folder with every file in it (the account is deleted).
    public func removeAll() {
        try? FileManager.default.removeItem(at: folder)
    }

    static func safeName(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? ""
        var cleaned = String(last.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && $0 != "\\" })
        while cleaned.hasPrefix(".") { cleaned.removeFirst() }
        return cleaned.isEmpty ? "sound" : cleaned
    }
}
