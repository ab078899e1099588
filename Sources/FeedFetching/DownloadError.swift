/// Why a download did not finish; its description names the URL or the file.
///
/// Every failure but `lengthMismatch` keeps the `.part` file, so that the next attempt resumes.
public enum DownloadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL is not an http or https URL.
    case notHTTP(url: String)
    /// No connection: refused, host not found, TLS refused, or closed before an answer.
    case cannotConnect(url: String, reason: String)
    /// No connection, or no answer from the server, within the downloader's timeout.
    case timedOut(url: String, after: Duration)
    /// The server answered with an error status, or one that does not fit the request.
    case httpStatus(url: String, code: Int)
    /// More redirects than the downloader follows.
    case tooManyRedirects(url: String, limit: Int)
    /// A redirect leads back to a URL already visited.
    case redirectLoop(url: String)
    /// The body stopped short (a dropped connection, a stall past the timeout): `received`
    /// bytes are in the `.part` file, of `expected` when the server said how many.
    case interrupted(url: String, received: Int64, expected: Int64?)
    /// More bytes arrived than the server announced; the `.part` file is removed.
    case lengthMismatch(url: String, received: Int64, expected: Int64)
    /// The file could not be written.
    case file(path: String, reason: String)
    /// The task was cancelled.
    case cancelled(url: String)

    public var description: String {
        switch self {
        case .notHTTP(let url):
            "Cannot download \(url): not an http or https URL."
        case .cannotConnect(let url, let reason):
            "Cannot download \(url): cannot connect to the server (\(reason))."
        case .timedOut(let url, let after):
            "Cannot download \(url): the server did not answer within \(after.secondsText) (timeout)."
        case .httpStatus(let url, let code):
            "Cannot download \(url): the server answered HTTP \(code)."
        case .tooManyRedirects(let url, let limit):
            "Cannot download \(url): more than \(limit) redirects."
        case .redirectLoop(let url):
            "Cannot download \(url): the redirects go round in a loop."
        case .interrupted(let url, let received, let expected):
            "Download of \(url) interrupted after \(received) bytes" + (expected.map { " of \($0)" } ?? "") + "; it resumes from there next time."
        case .lengthMismatch(let url, let received, let expected):
            "Cannot download \(url): \(received) bytes arrived where the server announced \(expected)."
        case .file(let path, let reason):
            "Cannot write \(path): \(reason)."
        case .cancelled(let url):
            "Download of \(url) cancelled; it resumes from there next time."
        }
    }
}
