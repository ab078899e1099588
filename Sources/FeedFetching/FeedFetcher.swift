import AsyncHTTPClient
import NIOCore
import NIOHTTP1

/// Fetches podcast feeds over HTTP(S) as a good citizen: conditional requests with the last
/// validators, gzip, redirects followed one by one so that permanent ones are reported,
/// `410 Gone` reported, timeouts, and a cap on the body's size.
///
/// Call `shutdown()` once done with it.
public final class FeedFetcher: Sendable {
    /// The most redirects followed for one fetch.
    public static let redirectLimit = 10

    public let userAgent: String
    /// Allowed for connecting, and then between two reads from the server.
    public let timeout: Duration
    /// The largest body accepted, after decompression.
    public let maxBodyBytes: Int
    private let client: HTTPClient

    public init(userAgent: String = "learnctl/1 (+podcasts)", timeout: Duration = .seconds(30), maxBodyBytes: Int = 50_000_000) {
        self.userAgent = userAgent
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: timeout.timeAmount, read: timeout.timeAmount),
            decompression: .enabled(limit: .size(maxBodyBytes)))
        // A refused connection fails the fetch at once rather than being retried until the timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    /// Closes the client's connections; fetches fail afterwards.
    public func shutdown() async throws {
        try await client.shutdown()
    }

    /// Fetches the feed at `url`, sending `validators` so that an unchanged feed costs no body.
    public func fetch(_ url: String, validators: FeedValidators = .none) async throws(FetchError) -> FetchOutcome {
        guard RedirectChain.isHTTP(url) else { throw .notHTTP(url: url) }
        var chain = RedirectChain(from: url, limit: Self.redirectLimit)
        while true {
            let target = chain.current
            let response = try await send(target, validators: validators)
            let code = Int(response.status.code)
            if RedirectChain.isRedirect(code) {
                await response.body.discard()
                do {
                    try chain.follow(status: code, location: response.headers.first(name: "location"))
                } catch {
                    throw Self.error(error, url: url, target: target, code: code)
                }
                continue
            }
            switch code {
            case 304:
                await response.body.discard()
                return .notModified(permanentURL: chain.permanentURL)
            case 410:
                await response.body.discard()
                return .gone(permanentURL: chain.permanentURL)
            case 200..<300:
                let body = try await read(response, from: target)
                return .fetched(FetchedFeed(
                    body: body, finalURL: target, permanentURL: chain.permanentURL,
                    etag: response.headers.first(name: "etag"), lastModified: response.headers.first(name: "last-modified"),
                    contentType: response.headers.first(name: "content-type")))
            default:
                await response.body.discard()
                throw .httpStatus(url: target, code: code)
            }
        }
    }

    /// One request for `url`, answered with a response head.
    private func send(_ url: String, validators: FeedValidators) async throws(FetchError) -> HTTPClientResponse {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "User-Agent", value: userAgent)
        // The client's decompressor inflates a gzip body (see the configuration).
        request.headers.add(name: "Accept-Encoding", value: "gzip")
        if let etag = validators.etag { request.headers.add(name: "If-None-Match", value: etag) }
        if let lastModified = validators.lastModified { request.headers.add(name: "If-Modified-Since", value: lastModified) }
        do {
            return try await client.execute(request, deadline: .distantFuture)
        } catch {
            throw failure(error, at: url, whileReading: false)
        }
    }

    /// The body of `response`, read as it streams and refused once past `maxBodyBytes`.
    private func read(_ response: HTTPClientResponse, from url: String) async throws(FetchError) -> [UInt8] {
        if let declared = response.headers.first(name: "content-length").flatMap(Int.init), declared > maxBodyBytes {
            throw .tooLarge(url: url, limit: maxBodyBytes)
        }
        var body: [UInt8] = []
        do {
            for try await part in response.body {
                guard body.count + part.readableBytes <= maxBodyBytes else { throw FetchError.tooLarge(url: url, limit: maxBodyBytes) }
                body += part.readableBytesView
            }
        } catch let error as FetchError {
            throw error
        } catch {
            throw failure(error, at: url, whileReading: true)
        }
        if Task.isCancelled { throw .cancelled(url: url) }
        return body
    }

    private func failure(_ error: any Error, at url: String, whileReading: Bool) -> FetchError {
        switch TransportFailure(error) {
        case .timedOut: .timedOut(url: url, after: timeout)
        case .cancelled: .cancelled(url: url)
        case .decompressedTooLarge: .tooLarge(url: url, limit: maxBodyBytes)
        case .failed(let reason): whileReading ? .interrupted(url: url, reason: reason) : .cannotConnect(url: url, reason: reason)
        }
    }

    /// The error for a redirect that cannot be followed.
    private static func error(_ refusal: RedirectChain.Refusal, url: String, target: String, code: Int) -> FetchError {
        switch refusal {
        case .tooMany: .tooManyRedirects(url: url, limit: redirectLimit)
        case .loop: .redirectLoop(url: url)
        case .unusableLocation: .httpStatus(url: target, code: code)
        }
    }
}
