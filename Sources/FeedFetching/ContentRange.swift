/// A `Content-Range` header: `bytes first-last/total`, or `bytes */total` in a `416` answer.
struct ContentRange: Equatable {
    /// The first byte sent; nil in `bytes */total`.
    var first: Int64?
    /// The resource's whole length; nil when the server wrote `*`.
    var total: Int64?

    init?(_ header: String) {
        let trimmed = header.trimmingPrefix(while: \.isWhitespace)
        guard trimmed.lowercased().hasPrefix("bytes ") else { return nil }
        let spec = trimmed.dropFirst(6).filter { !$0.isWhitespace }
        let parts = spec.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        if parts[1] == "*" {
            total = nil
        } else {
            guard let value = Int64(parts[1]) else { return nil }
            total = value
        }
        if parts[0] == "*" {
            first = nil
        } else {
            let bounds = parts[0].split(separator: "-", omittingEmptySubsequences: false)
            guard bounds.count == 2, let start = Int64(bounds[0]), let end = Int64(bounds[1]), start <= end else { return nil }
            first = start
        }
        if first == nil, total == nil { return nil }
    }
}
