import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import ListenEngine

/// The background half of `HTTPSource`: one download thread per generation fills the window,
/// with the response delivered on the HTTP client's event loop.
///
/// Nothing here runs on Swift's cooperative thread pool, so a caller blocked in `read` (or in
/// the initialiser) can never starve the download it waits for.
extension HTTPSource {
    /// What a download does after a failed request.
    private enum NextStep {
        case stop, retry(after: Double)
    }

    /// Downloads from the window's end until the resource ends, reconnecting after drops.
    func download(generation mine: Int) {
        var attempts = 0
        while true {
            condition.lock()
            while generation == mine, !closed, downloadIsFull { condition.wait() }
            guard generation == mine, !closed else {
                condition.unlock()
                return
            }
            let start = window.end
            condition.unlock()

            var outcome = fetch(from: start, generation: mine)

            condition.lock()
            guard generation == mine else {
                condition.unlock()
                return
            }
            // An ICY stream never ends by itself: an end is a drop, and the stream continues
            // with a new request.
            if case .success = outcome, head?.isLive == true, head?.metadataInterval != nil {
                outcome = .failure(RangeResponse.LiveStreamEnded())
            }
            let step: NextStep
            switch outcome {
            case .success:
                streaming = false
                finished = true
                if knownLength == nil, head?.isLive != true { knownLength = window.end }
                step = .stop
            case .failure(let error):
                let timedOut = (error as? HTTPClientError) == .readTimeout
                if window.end > start || (timedOut && downloadIsFull) { attempts = 0 }
                attempts += 1
                // A read timeout while the window is full is our own pause, not a stalled server.
                let stalled = timedOut && !downloadIsFull
                if error is AudioError || head == nil || stalled || attempts > options.retries {
                    failure = describe(error, startedAt: start)
                    streaming = false
                    step = .stop
                } else {
                    step = .retry(after: options.firstRetryDelay * Double(1 << min(attempts - 1, 6)))
                }
            }
            condition.broadcast()
            if case .retry(let delay) = step {
                let until = Date(timeIntervalSinceNow: delay)
                while generation == mine, !closed, condition.wait(until: until) {}
            }
            condition.unlock()
            if case .stop = step { return }
        }
    }

    /// The message for a download that gave up. Call with the lock held.
    private func describe(_ error: any Error, startedAt start: Int64) -> AudioError {
        var failed = HTTPFailure.message(for: error, url: name, options: options)
        if error is RangeResponse.EndedEarly {
            failed = AudioError("Cannot play \(name): the connection kept dropping (last at byte \(window.end)).")
        }
        if error is RangeResponse.LiveStreamEnded {
            failed = AudioError("Cannot play \(name): the live stream ended and did not come back.")
        }
        if start > 0, head?.acceptsRanges == false, head?.isLive != true {
            failed = AudioError(failed.message + " The server does not support range requests, so seeking re-reads the file from the start.")
        }
        return failed
    }

    /// One request for the bytes from `start`, waited for on the calling (download) thread.
    private func fetch(from start: Int64, generation mine: Int) -> Result<Void, any Error> {
        let request: HTTPClient.Request
        var headers: HTTPHeaders = ["Accept-Encoding": "identity", "Icy-MetaData": "1"]
        // A live stream is continued from wherever it is now: a range means nothing there.
        if locked({ head?.isLive != true }) { headers.add(name: "Range", value: "bytes=\(start)-") }
        do {
            request = try HTTPClient.Request(url: name, headers: headers)
        } catch {
            return .failure(error)
        }
        let delegate = RangeResponse(source: self, generation: mine, start: start)
        let task = http.client.execute(request: request, delegate: delegate)
        let current = locked { () -> Bool in
            guard generation == mine else { return false }
            self.request = task
            return true
        }
        if !current { task.cancel() }
        let result = Result { try task.futureResult.wait() }
        locked {
            if self.request === task { self.request = nil }
        }
        if case .failure = result, let rejection = delegate.rejection { return .failure(rejection) }
        return result
    }

    /// Runs `body` with the lock held.
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    /// The server answered a request of generation `mine`; records what it said.
    func received(_ answer: HTTPResponseHead, generation mine: Int) -> Bool {
        locked {
            guard generation == mine else { return false }
            if head == nil || knownLength == nil {
                head = answer
                knownLength = answer.totalLength
            }
            condition.broadcast()
            return true
        }
    }

    /// Records the title a live stream announced in a response of generation `mine`.
    func announce(title: String, generation mine: Int) {
        locked {
            if generation == mine { announcedTitle = title }
        }
    }

    /// Appends body bytes of generation `mine`; returns a future that completes when the
    /// window has room again (back-pressure on the connection), or nil when it has room now.
    func append(_ bytes: some Collection<UInt8>, generation mine: Int, on eventLoop: any EventLoop) -> EventLoopFuture<Void> {
        locked {
            guard generation == mine else {
                return eventLoop.makeFailedFuture(CancellationError())
            }
            window.append(bytes)
            // A reader waiting far ahead (a server without ranges, a forward skip) keeps only
            // `keepBehind` before its position: bytes the download passes are discarded.
            if readPosition > window.start {
                window.trim(before: readPosition, keeping: options.keepBehind)
            }
            peakRetained = max(peakRetained, window.retainedCount)
            condition.broadcast()
            guard downloadIsFull else { return eventLoop.makeSucceededFuture(()) }
            let promise = eventLoop.makePromise(of: Void.self)
            roomPromise = promise
            return promise.futureResult
        }
    }
}

/// Receives one ranged response into an `HTTPSource`.
final class RangeResponse: HTTPClientResponseDelegate, @unchecked Sendable {
    typealias Response = Void

    /// The body ended before the resource's last byte.
    struct EndedEarly: Error {}
    /// The body of a live ICY stream ended (the server or the network dropped it).
    struct LiveStreamEnded: Error {}

    private let source: HTTPSource
    private let generation: Int
    private let start: Int64
    /// Bytes at the start of the body to drop (a server that ignored `Range`).
    private var skip: Int64 = 0
    /// Strips the ICY metadata blocks of a live stream from its body.
    private var metadata: ICYMetadataReader?
    /// Why the response was refused, when it was.
    private(set) var rejection: (any Error)?

    init(source: HTTPSource, generation: Int, start: Int64) {
        self.source = source
        self.generation = generation
        self.start = start
    }

    func didReceiveHead(task: HTTPClient.Task<Void>, _ head: NIOHTTP1.HTTPResponseHead) -> EventLoopFuture<Void> {
        do {
            let answer = try HTTPResponseHead(status: head.status, headers: head.headers, requested: start, url: source.name)
            skip = answer.isLive ? 0 : start - answer.firstByte
            metadata = answer.metadataInterval.map { ICYMetadataReader(interval: $0) }
            guard source.received(answer, generation: generation) else {
                return task.eventLoop.makeFailedFuture(CancellationError())
            }
            return task.eventLoop.makeSucceededVoidFuture()
        } catch {
            rejection = error
            return task.eventLoop.makeFailedFuture(error)
        }
    }

    func didReceiveBodyPart(task: HTTPClient.Task<Void>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
        var bytes = buffer.readableBytesView[...]
        if skip > 0 {
            let dropped = min(Int64(bytes.count), skip)
            bytes = bytes.dropFirst(Int(dropped))
            skip -= dropped
            if bytes.isEmpty { return task.eventLoop.makeSucceededVoidFuture() }
        }
        if metadata != nil {
            let (audio, titles) = metadata!.consume(bytes)
            if let title = titles.last { source.announce(title: title, generation: generation) }
            if audio.isEmpty { return task.eventLoop.makeSucceededVoidFuture() }
            return source.append(audio, generation: generation, on: task.eventLoop)
        }
        return source.append(bytes, generation: generation, on: task.eventLoop)
    }

    func didFinishRequest(task: HTTPClient.Task<Void>) throws {
        if source.locked({ source.knownLength.map { source.window.end < $0 } ?? false }) {
            throw EndedEarly()
        }
    }
}
