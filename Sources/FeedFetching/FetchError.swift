/// Why a feed could not be fetched; its description names the URL.
public enum FetchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL is not an http or https URL.
    case notHTTP(url: String)
    /// No connection: refused, host not found, TLS refused, or closed before an answer.
    case cannotConnect(url: String, reason: String)
    /// No connection, or no byte from the server, within the fetcher's timeout.
    case timedOut(url: String, after: Duration)
    /// The server answered with an error status (404, 500 …) or a redirect without a location.
    case httpStatus(url: String, code: Int)
    /// The body is larger than the fetcher accepts.
    case tooLarge(url: String, limit: Int)
    /// More redirects than the fetcher follows.
    case tooManyRedirects(url: String, limit: Int)
    /// A redirect leads back to a URL already visited.
    case redirectLoop(url: String)
    /// The connection broke while the body was arriving.
    case interrupted(url: String, reason: String)
    /// The task was cancelled.
    case cancelled(url: String)

    /// The URL the failure concerns.
    public var url: String {
        switch self {
        case .notHTTP(let url), .cannotConnect(let url, _), .timedOut(let url, _), .httpStatus(let url, _),
             .tooLarge(let url, _), .tooManyRedirects(let url, _), .redirectLoop(let url), .interrupted(let url, _),
             .cancelled(let url):
            url
        }
    }

    public var description: String {
        switch self {
        case .notHTTP(let url):
            "Cannot fetch \(url): not an http or https URL."
        case .cannotConnect(let url, let reason):
            "Cannot fetch \(url): cannot connect to the server (\(reason))."
        case .timedOut(let url, let after):
            "Cannot fetch \(url): the server did not answer within \(after.secondsText) (timeout)."
        case .httpStatus(let url, let code):
            "Cannot fetch \(url): the server answered HTTP \(code)."
        case .tooLarge(let url, let limit):
            "Cannot fetch \(url): the body is larger than \(limit) bytes."
        case .tooManyRedirects(let url, let limit):
            "Cannot fetch \(url): more than \(limit) redirects."
        case .redirectLoop(let url):
            "Cannot fetch \(url): the redirects go round in a loop."
        case .interrupted(let url, let reason):
            "Cannot fetch \(url): the connection broke during the transfer (\(reason))."
        case .cancelled(let url):
            "Fetching \(url) was cancelled."
        }
    }
}
