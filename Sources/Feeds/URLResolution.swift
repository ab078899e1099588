import Foundation

/// URLs as feeds write them, made absolute: relative ones resolved against a base (the
/// feed's URL, or an `xml:base`), spaces and other characters a URL cannot hold percent-encoded.
enum URLResolution {
    /// `reference` resolved against `base`; nil when `reference` is empty. A reference that
    /// cannot be read as a URL is returned as written, trimmed.
    static func resolve(_ reference: String, against base: String?) -> String? {
        let trimmed = ControlCharacters.removed(from: reference).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        guard let base, let baseURL = URL(string: base), let url = URL(string: trimmed, relativeTo: baseURL) else {
            return trimmed
        }
        return url.absoluteString
    }
}
