import AsyncHTTPClient
import Foundation
import NIOCore

/// The background half of `HTTPSource`: one download task per generation fills the window.
extension HTTPSource {
    /// The body ended before the resource's last byte.
    private struct EndedEarly: Error {}

    /// What a download does after a failed request.
    private enum NextStep {
        case stop, retry(after: Double)
    }

    /// Runs `body` with the lock held (usable from async code, which must not hold it across a suspension).
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    /// Downloads from the window's end until the resource ends, reconnecting after drops.
    func download(generation mine: Int) async {
        var attempts = 0
        while true {
            guard let start = locked({ generation == mine && !closed ? window.end : nil }) else { return }
            do {
                try await fetch(from: start, generation: mine)
                locked {
                    guard generation == mine else { return }
                    streaming = false
                    finished = true
                    if knownLength == nil { knownLength = window.end }
                    condition.broadcast()
                }
                return
            } catch {
                let cancelled = Task.isCancelled
                let step = locked { () -> NextStep in
                    guard generation == mine, !cancelled else { return .stop }
                    if window.end > start { attempts = 0 }
                    attempts += 1
                    if error is AudioError || head == nil || attempts > options.retries {
                        failure = describe(error, startedAt: start)
                        streaming = false
                        condition.broadcast()
                        return .stop
                    }
                    return .retry(after: options.firstRetryDelay * Double(1 << min(attempts - 1, 6)))
                }
                guard case .retry(let delay) = step else { return }
                try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            }
        }
    }

    /// The message for a download that gave up. Call with the lock held.
    private func describe(_ error: any Error, startedAt start: Int64) -> AudioError {
        var failed = HTTPFailure.message(for: error, url: name, options: options)
        if error is EndedEarly {
            failed = AudioError("Cannot play \(name): the connection kept dropping (last at byte \(window.end)).")
        }
        if start > 0, head?.acceptsRanges == false {
            failed = AudioError(failed.message + " The server does not support range requests, so seeking re-reads the file from the start.")
        }
        return failed
    }

    /// One request for the bytes from `start`; returns at the end of the resource.
    private func fetch(from start: Int64, generation mine: Int) async throws {
        var request = HTTPClientRequest(url: name)
        request.headers.add(name: "Range", value: "bytes=\(start)-")
        request.headers.add(name: "Accept-Encoding", value: "identity")
        let response = try await http.client.execute(
            request, deadline: .now() + HTTPSourceClient.amount(options.connectTimeout + options.readTimeout))
        let answer = try HTTPResponseHead(status: response.status, headers: response.headers, requested: start, url: name)
        let current = locked { () -> Bool in
            guard generation == mine else { return false }
            if head == nil || knownLength == nil {
                head = answer
                knownLength = answer.totalLength
            }
            condition.broadcast()
            return true
        }
        guard current else { return }

        var skip = start - answer.firstByte
        for try await chunk in response.body {
            var bytes = chunk.readableBytesView[...]
            if skip > 0 {
                let dropped = min(Int64(bytes.count), skip)
                bytes = bytes.dropFirst(Int(dropped))
                skip -= dropped
                if bytes.isEmpty { continue }
            }
            let outcome = locked { () -> (current: Bool, full: Bool) in
                guard generation == mine else { return (false, false) }
                window.append(bytes)
                condition.broadcast()
                return (true, downloadIsFull)
            }
            guard outcome.current else { return }
            if outcome.full { await waitForRoom(generation: mine) }
        }
        if locked({ knownLength.map { window.end < $0 } ?? false }) { throw EndedEarly() }
    }

    /// Suspends (without blocking a thread) until the reader has consumed enough.
    private func waitForRoom(generation mine: Int) async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let wait = locked { () -> Bool in
                guard generation == mine, !closed, downloadIsFull else { return false }
                spaceWaiter = waiter
                return true
            }
            if !wait { waiter.resume() }
        }
    }
}
