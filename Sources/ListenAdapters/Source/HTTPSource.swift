import AsyncHTTPClient
import Dispatch
import Foundation
import NIOCore
import ListenEngine

/// An HTTP(S) resource read with `Range` requests: a background download fills a read-ahead
/// window while the decoder reads, on the player's thread, blocking only for bytes not yet here.
///
/// A read outside the window starts a new range request at that offset; a dropped connection is
/// resumed from the last byte received, with back-off; a server that sends nothing for the read
/// timeout fails the read. A server without range support is read from the start, skipping to the
/// offset wanted.
public final class HTTPSource: AudioSource, @unchecked Sendable {
    public let name: String
    let http: HTTPSourceClient
    var options: HTTPSourceOptions { http.options }

    /// Everything below is guarded by `condition`.
    let condition = NSCondition()
    var window = HTTPByteWindow()
    /// Bumped for each new download; a download of an older generation stops.
    var generation = 0
    /// The request in flight, cancelled when the download is replaced or stopped.
    var request: HTTPClient.Task<Void>?
    var streaming = false
    /// The current download reached the end of the resource.
    var finished = false
    /// Why the current download stopped for good.
    var failure: AudioError?
    /// The first response's facts; nil until the server has answered.
    var head: HTTPResponseHead?
    var knownLength: Int64?
    /// Where the reader last asked for bytes.
    var readPosition: Int64 = 0
    /// The last ICY `StreamTitle` of a live stream.
    var announcedTitle: String?
    /// Completed when the reader has made room; the connection is not read until then.
    var roomPromise: EventLoopPromise<Void>?
    var closed = false
    /// The most bytes the window has held at once; tests check that skipping stays bounded.
    var peakRetained = 0

    /// Starts downloading `url` and waits until the server has answered with audio.
    ///
    /// `inFlight` takes the source under watch before the wait, so that closing it from another
    /// thread (a new load, shutdown) ends the wait at once.
    init(url: String, client: HTTPSourceClient, inFlight: InFlightSource? = nil) throws(AudioError) {
        name = url
        http = client
        let lower = url.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else {
            throw AudioError("Cannot play \(url): only http and https URLs are supported.")
        }
        condition.lock()
        startDownload(at: 0)
        condition.unlock()
        try inFlight?.adopt(self)
        condition.lock()
        let deadline = Date(timeIntervalSinceNow: options.connectTimeout + options.readTimeout + 1)
        while head == nil, failure == nil, !closed, condition.wait(until: deadline) {}
        let outcome: AudioError?
        if closed {
            outcome = InFlightSource.cancellation(url)
        } else if head == nil {
            outcome = failure ?? AudioError("Cannot play \(url): the server did not answer in time.")
        } else {
            outcome = nil
        }
        condition.unlock()
        if let outcome {
            close()
            throw outcome
        }
    }

    public var length: Int64? {
        condition.lock()
        defer { condition.unlock() }
        return knownLength
    }

    public var isRemote: Bool { true }

    public var isLive: Bool {
        locked { head?.isLive ?? false }
    }

    public var streamTitle: String? {
        locked { announcedTitle }
    }

    /// True when the server honours range requests, so seeking costs one new request.
    public var acceptsRanges: Bool {
        condition.lock()
        defer { condition.unlock() }
        return head?.acceptsRanges ?? false
    }

    public func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(AudioError) -> Int {
        guard buffer.count > 0 else { return 0 }
        condition.lock()
        var waiter: EventLoopPromise<Void>?
        defer {
            condition.unlock()
            waiter?.succeed()
        }
        var progress = window.end
        var deadline = Date(timeIntervalSinceNow: options.readTimeout)
        while true {
            if closed { throw AudioError("Cannot read \(name): the source is closed.") }
            if let knownLength, offset >= knownLength { return 0 }
            readPosition = offset
            if window.contains(offset) {
                let count = window.copy(from: offset, into: buffer)
                window.trim(before: offset, keeping: options.keepBehind)
                readPosition = offset + Int64(count)
                if !downloadIsFull {
                    waiter = roomPromise
                    roomPromise = nil
                    condition.broadcast()
                }
                return count
            }
            // Without range support a new request starts from the beginning anyway: wait for the
            // download to pass the offset (it discards what it passes, see `append`).
            let reach = head?.acceptsRanges == false ? Int64.max : options.skipAhead
            let onTheWay = offset >= window.start && offset - window.end <= reach
            if streaming, onTheWay {
                if let room = roomPromise {
                    roomPromise = nil
                    condition.broadcast()
                    condition.unlock()
                    room.succeed()
                    condition.lock()
                    continue
                }
                if !condition.wait(until: deadline) {
                    if window.end == progress {
                        let stalled = AudioError("Cannot play \(name): the server sent nothing for \(HTTPFailure.seconds(options.readTimeout)) (read timeout).")
                        stopDownload(failing: stalled)
                        throw stalled
                    }
                }
                if window.end != progress {
                    progress = window.end
                    deadline = Date(timeIntervalSinceNow: options.readTimeout)
                }
                continue
            }
            if let failure, offset >= window.start { throw failure }
            if finished, knownLength == nil, offset >= window.end, offset >= window.start { return 0 }
            startDownload(at: offset)
            progress = window.end
            deadline = Date(timeIntervalSinceNow: options.readTimeout)
        }
    }

    public func close() {
        condition.lock()
        closed = true
        stopDownloadLocked()
        let room = roomPromise
        roomPromise = nil
        condition.broadcast()
        condition.unlock()
        room?.fail(CancellationError())
    }

    deinit {
        request?.cancel()
    }

    /// True when enough is downloaded ahead of the reader; the download waits.
    var downloadIsFull: Bool {
        window.end - max(readPosition, window.start) >= Int64(options.readAhead)
    }

    /// Replaces any download by one starting at `offset`. Call with the lock held.
    func startDownload(at offset: Int64) {
        stopDownloadLocked()
        generation += 1
        window.reset(at: offset)
        streaming = true
        finished = false
        failure = nil
        let mine = generation
        let thread = Thread { [self] in download(generation: mine) }
        thread.name = "listend-http"
        thread.start()
    }

    /// Stops the download and records why. Call with the lock held.
    func stopDownload(failing error: AudioError) {
        stopDownloadLocked()
        failure = error
    }

    private func stopDownloadLocked() {
        request?.cancel()
        request = nil
        generation += 1
        streaming = false
        roomPromise?.fail(CancellationError())
        roomPromise = nil
        condition.broadcast()
    }
}
