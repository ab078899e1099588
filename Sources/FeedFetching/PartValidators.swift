import Foundation

/// The `ETag` and `Last-Modified` of the response a `.part` file came from, kept beside it
/// (`<file>.part.json`) so that resuming asks with `If-Range` for the same version only.
struct PartValidators: Codable, Equatable {
    var etag: String?
    var lastModified: String?

    /// The `If-Range` value: a strong ETag, else the date (a weak ETag may not be used there).
    var ifRange: String? {
        if let etag, !etag.hasPrefix("W/") { return etag }
        return lastModified
    }

    var isEmpty: Bool { etag == nil && lastModified == nil }

    /// The validators saved at `path`, if any are and they can be read.
    static func load(from path: String) -> PartValidators? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(PartValidators.self, from: data)
    }

    /// Writes these validators to `path`, or removes the file when there are none.
    func save(to path: String) throws {
        if isEmpty {
            try? FileManager.default.removeItem(atPath: path)
        } else {
            try JSONEncoder().encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }
}
