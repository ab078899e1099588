import AsyncHTTPClient
import NIOCore
import NIOHTTP1

/// Downloads podcast episodes to files, resuming an interrupted download where it stopped.
///
/// The bytes go to `<file>.part` (with the response's validators in `<file>.part.json`); a
/// later call resumes from the part's end with `Range` and `If-Range`, and starts over when the
/// server sends the whole file instead. The length is checked against the server's before the
/// part is renamed to the file. Any failure but a length mismatch keeps the part.
///
/// Call `shutdown()` once done with it.
public final class EpisodeDownloader: Sendable {
    /// The most redirects followed for one download.
    public static let redirectLimit = 10

    public let userAgent: String
    /// Allowed for connecting, and then between two reads from the server.
    public let timeout: Duration
    private let client: HTTPClient

    public init(userAgent: String = "learnctl/1 (+podcasts)", timeout: Duration = .seconds(30)) {
        self.userAgent = userAgent
        self.timeout = timeout
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: timeout.timeAmount, read: timeout.timeAmount),
            decompression: .disabled)
        configuration.connectionPool.retryConnectionEstablishment = false
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    /// Closes the client's connections; downloads fail afterwards.
    public func shutdown() async throws {
        try await client.shutdown()
    }

    /// Downloads `url` to `path` (in a folder that exists), reporting progress at most about
    /// ten times a second and once at the end.
    public func download(_ url: String, to path: String,
                         progress: @Sendable (DownloadProgress) -> Void = { _ in }) async throws(DownloadError) -> DownloadResult {
        guard RedirectChain.isHTTP(url) else { throw .notHTTP(url: url) }
        let partPath = path + ".part"
        let validatorsPath = path + ".part.json"
        var chain = RedirectChain(from: url, limit: Self.redirectLimit)
        var resumeFrom = PartFile.existingLength(at: partPath)
        let ifRange = resumeFrom > 0 ? PartValidators.load(from: validatorsPath)?.ifRange : nil
        while true {
            let target = chain.current
            let response = try await send(target, from: resumeFrom, ifRange: ifRange)
            let code = Int(response.status.code)
            let total: Int64?
            let truncating: Bool
            switch code {
            case _ where RedirectChain.isRedirect(code):
                await response.body.discard()
                do {
                    try chain.follow(status: code, location: response.headers.first(name: "location"))
                } catch {
                    throw Self.error(error, url: url, target: target, code: code)
                }
                continue
            case 206:
                let range = response.headers.first(name: "content-range").flatMap(ContentRange.init)
                guard resumeFrom > 0, let range, range.first != nil else { throw .httpStatus(url: target, code: code) }
                guard range.first == resumeFrom else {
                    // Other bytes than those asked for: start over from the beginning.
                    await response.body.discard()
                    resumeFrom = 0
                    continue
                }
                total = range.total
                truncating = false
            case 200..<300:
                // The whole file (a server without ranges, or another version of it): start over.
                total = response.headers.first(name: "content-length").flatMap(Int64.init)
                truncating = true
            case 416 where resumeFrom > 0:
                await response.body.discard()
                let whole = response.headers.first(name: "content-range").flatMap(ContentRange.init)?.total
                if whole == resumeFrom {
                    // The part already holds the whole file.
                    progress(DownloadProgress(received: resumeFrom, total: whole))
                    try Self.finish(partPath, to: path, validators: validatorsPath)
                    return DownloadResult(bytes: resumeFrom, resumedFrom: resumeFrom)
                }
                resumeFrom = 0
                continue
            default:
                await response.body.discard()
                throw .httpStatus(url: target, code: code)
            }

            let validators = PartValidators(etag: response.headers.first(name: "etag"),
                                            lastModified: response.headers.first(name: "last-modified"))
            do {
                try validators.save(to: validatorsPath)
            } catch {
                throw .file(path: validatorsPath, reason: "\(error)")
            }
            let part = try PartFile(path: partPath, truncating: truncating)
            let resumedFrom = part.length
            try await receive(response.body, into: part, total: total, from: target, progress: progress)
            try part.close()
            if let total, part.length != total {
                guard part.length < total else {
                    PartFile.remove(partPath)
                    PartFile.remove(validatorsPath)
                    throw .lengthMismatch(url: target, received: part.length, expected: total)
                }
                throw .interrupted(url: target, received: part.length, expected: total)
            }
            try Self.finish(partPath, to: path, validators: validatorsPath)
            return DownloadResult(bytes: part.length, resumedFrom: resumedFrom)
        }
    }

    /// One request for `url`, from byte `start` when it is past 0.
    private func send(_ url: String, from start: Int64, ifRange: String?) async throws(DownloadError) -> HTTPClientResponse {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "User-Agent", value: userAgent)
        request.headers.add(name: "Accept-Encoding", value: "identity")
        if start > 0 {
            request.headers.add(name: "Range", value: "bytes=\(start)-")
            if let ifRange { request.headers.add(name: "If-Range", value: ifRange) }
        }
        do {
            return try await client.execute(request, deadline: .distantFuture)
        } catch {
            switch TransportFailure(error) {
            case .timedOut: throw .timedOut(url: url, after: timeout)
            case .cancelled: throw .cancelled(url: url)
            case .failed(let reason): throw .cannotConnect(url: url, reason: reason)
            case .decompressedTooLarge: throw .cannotConnect(url: url, reason: "an encoded body")
            }
        }
    }

    /// Appends `body` to `part` as it streams, reporting progress; a broken transfer throws
    /// `interrupted`, a cancelled one `cancelled`.
    private func receive(_ body: HTTPClientResponse.Body, into part: PartFile, total: Int64?, from url: String,
                         progress: @Sendable (DownloadProgress) -> Void) async throws(DownloadError) {
        var throttle = ProgressThrottle()
        if throttle.isDue() { progress(DownloadProgress(received: part.length, total: total)) }
        do {
            for try await buffer in body {
                try part.append(buffer)
                if Task.isCancelled { break }
                if throttle.isDue() { progress(DownloadProgress(received: part.length, total: total)) }
            }
        } catch let error as DownloadError {
            throw error
        } catch {
            if Task.isCancelled || TransportFailure(error) == .cancelled { throw .cancelled(url: url) }
            throw .interrupted(url: url, received: part.length, expected: total)
        }
        if Task.isCancelled { throw .cancelled(url: url) }
        progress(DownloadProgress(received: part.length, total: total))
    }

    /// Renames the part to the file and removes its validators.
    private static func finish(_ partPath: String, to path: String, validators: String) throws(DownloadError) {
        try PartFile.promote(partPath, to: path)
        PartFile.remove(validators)
    }

    /// The error for a redirect that cannot be followed.
    private static func error(_ refusal: RedirectChain.Refusal, url: String, target: String, code: Int) -> DownloadError {
        switch refusal {
        case .tooMany: .tooManyRedirects(url: url, limit: redirectLimit)
        case .loop: .redirectLoop(url: url)
        case .unusableLocation: .httpStatus(url: target, code: code)
        }
    }
}
