import Foundation

/// The redirects met by one request: where the next hop goes (a relative `Location` resolved
/// against the current URL), the hop limit, loops, and how far the chain stayed permanent.
///
/// A redirect from https to http is followed: podcast hosts and their CDNs do this, and a feed
/// or an episode carries no credentials to protect.
struct RedirectChain {
    /// Why a redirect is not followed.
    enum Refusal: Error {
        case tooMany, loop, unusableLocation
    }

    let limit: Int
    /// The URL to request next: the requested one until a redirect is followed.
    private(set) var current: String
    /// The URL reached by the permanent redirects (301, 308) at the start of the chain.
    private(set) var permanentURL: String?
    private var stillPermanent = true
    private var visited: Set<String>
    private var hops = 0

    init(from url: String, limit: Int) {
        self.limit = limit
        current = url
        visited = [url]
    }

    /// Whether `code` is a redirect status that carries a `Location`.
    static func isRedirect(_ code: Int) -> Bool {
        [301, 302, 303, 307, 308].contains(code)
    }

    /// Moves on to `location`, which a response with status `code` gave.
    /// Follows a redirect answer whose `Location` may be missing (then it is unusable).
    mutating func follow(status code: Int, location: String?) throws(Refusal) {
        guard let location else { throw .unusableLocation }
        try follow(status: code, location: location)
    }

    mutating func follow(status code: Int, location: String) throws(Refusal) {
        guard let next = Self.resolve(location, against: current) else { throw .unusableLocation }
        guard hops < limit else { throw .tooMany }
        guard !visited.contains(next) else { throw .loop }
        hops += 1
        visited.insert(next)
        if stillPermanent, code == 301 || code == 308 {
            permanentURL = next
        } else {
            stillPermanent = false
        }
        current = next
    }

    /// `location` made absolute against `base`, when the result is an http(s) URL.
    static func resolve(_ location: String, against base: String) -> String? {
        guard let baseURL = URL(string: base),
              let resolved = URL(string: location.trimmingCharacters(in: .whitespaces), relativeTo: baseURL)?.absoluteString,
              isHTTP(resolved) else { return nil }
        return resolved
    }

    /// Whether `url` is an absolute http or https URL with a host.
    static func isHTTP(_ url: String) -> Bool {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = parsed.host, !host.isEmpty else { return false }
        return true
    }
}
