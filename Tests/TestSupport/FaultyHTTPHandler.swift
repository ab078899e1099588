import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1

/// Serves one connection of a `FaultyHTTPServer`.
final class FaultyHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let state: NIOLockedValueBox<FaultyHTTPServer.State>
    private var head: HTTPRequestHead?
    private static let chunkSize = 16 * 1024

    init(state: NIOLockedValueBox<FaultyHTTPServer.State>) {
        self.state = state
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request): head = request
        case .body: break
        case .end:
            if let head { respond(to: head, context: context) }
            head = nil
        }
    }

    private func respond(to request: HTTPRequestHead, context: ChannelHandlerContext) {
        let path = String(request.uri.split(separator: "?", maxSplits: 1).first ?? "")
        let rangeHeader = request.headers.first(name: "range")
        let fields = request.headers
        let received = FaultyHTTPServer.Received(
            path: path, range: rangeHeader, ifRange: fields.first(name: "if-range"),
            ifNoneMatch: fields.first(name: "if-none-match"), ifModifiedSince: fields.first(name: "if-modified-since"),
            userAgent: fields.first(name: "user-agent"), acceptEncoding: fields.first(name: "accept-encoding"))
        let route = state.withLockedValue { s -> FaultyHTTPServer.Route? in
            s.received.append(received)
            return s.routes[path]
        }
        guard let route else {
            sendEmpty(.notFound, context: context)
            return
        }
        if let location = route.redirect {
            var headers = HTTPHeaders([("Location", location), ("Content-Length", "0")])
            headers.add(name: "Connection", value: "keep-alive")
            context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: route.redirectStatus, headers: headers))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            return
        }
        guard route.status == .ok else {
            sendEmpty(route.status, context: context)
            return
        }
        var validators = HTTPHeaders()
        if let etag = route.etag { validators.add(name: "ETag", value: etag) }
        if let lastModified = route.lastModified { validators.add(name: "Last-Modified", value: lastModified) }
        if Self.isNotModified(route, request: fields) {
            validators.add(name: "Content-Length", value: "0")
            context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .notModified, headers: validators))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            return
        }
        let total = Int64(route.body.count)
        var first: Int64 = 0
        var status = HTTPResponseStatus.ok
        var headers = validators
        if let type = route.contentType { headers.add(name: "Content-Type", value: type) }
        if let encoding = route.contentEncoding { headers.add(name: "Content-Encoding", value: encoding) }
        if route.supportsRanges {
            headers.add(name: "Accept-Ranges", value: "bytes")
            // A range whose If-Range names another version of the resource gets the whole body.
            let sameVersion = fields.first(name: "if-range").map { $0 == route.etag || $0 == route.lastModified } ?? true
            if sameVersion, let start = rangeHeader.flatMap(Self.rangeStart) {
                guard start < total else {
                    headers.add(name: "Content-Range", value: "bytes */\(total)")
                    headers.add(name: "Content-Length", value: "0")
                    context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .rangeNotSatisfiable, headers: headers))), promise: nil)
                    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
                    return
                }
                first = start
                status = .partialContent
                headers.add(name: "Content-Range", value: "bytes \(start)-\(total - 1)/\(total)")
            }
        }
        headers.add(name: "Content-Length", value: "\(total - first)")
        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        send(route, from: first, dropAt: route.dropAt.flatMap { $0 >= first && first >= route.dropOnlyFrom ? $0 : nil },
             path: path, context: context)
    }

    /// Sends the body from `offset` in chunks, applying the route's throttle, drop and stall.
    private func send(_ route: FaultyHTTPServer.Route, from offset: Int64, dropAt: Int64?, path: String, context: ChannelHandlerContext) {
        let total = Int64(route.body.count)
        if offset >= total {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            return
        }
        var limit = total
        if let dropAt, dropAt >= offset { limit = min(limit, dropAt) }
        if let stallAt = route.stallAt, stallAt >= offset { limit = min(limit, stallAt) }
        if offset >= limit {
            if let stallAt = route.stallAt, stallAt == limit {
                state.withLockedValue { $0.stalled.append(context.channel) }
                return
            }
            let drop = state.withLockedValue { s -> Bool in
                let drops = s.drops[path, default: 0]
                guard drops < route.dropCount else { return false }
                s.drops[path] = drops + 1
                return true
            }
            if drop {
                context.close(promise: nil)
            } else {
                send(route, from: offset, dropAt: nil, path: path, context: context)
            }
            return
        }
        let end = min(limit, offset + Int64(Self.chunkSize))
        var buffer = context.channel.allocator.buffer(capacity: Int(end - offset))
        buffer.writeBytes(route.body[Int(offset)..<Int(end)])
        let loop = context.eventLoop.assumeIsolated()
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(buffer)))).assumeIsolated().whenComplete { result in
            guard case .success = result else { return }
            if end == total {
                context.writeAndFlush(self.wrapOutboundOut(.end(nil)), promise: nil)
                return
            }
            if let rate = route.bytesPerSecond {
                let delay = Double(end - offset) / Double(rate)
                loop.scheduleTask(in: .nanoseconds(Int64(delay * 1e9))) {
                    self.send(route, from: end, dropAt: dropAt, path: path, context: context)
                }
            } else {
                self.send(route, from: end, dropAt: dropAt, path: path, context: context)
            }
        }
    }

    private func sendEmpty(_ status: HTTPResponseStatus, context: ChannelHandlerContext) {
        let headers = HTTPHeaders([("Content-Length", "0"), ("Content-Type", "text/plain")])
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }

    /// Whether `request`'s validators match `route`'s: `If-None-Match` lists its ETag (or `*`),
    /// or, without `If-None-Match`, `If-Modified-Since` is its `Last-Modified` text.
    static func isNotModified(_ route: FaultyHTTPServer.Route, request: HTTPHeaders) -> Bool {
        if let tags = request.first(name: "if-none-match") {
            guard let etag = route.etag else { return false }
            let listed = tags.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return listed.contains { $0 == "*" || $0 == etag || $0 == "W/" + etag }
        }
        if let since = request.first(name: "if-modified-since") {
            return since == route.lastModified
        }
        return false
    }

    /// The start of `bytes=N-` or `bytes=N-M`.
    static func rangeStart(_ header: String) -> Int64? {
        guard header.hasPrefix("bytes=") else { return nil }
        let spec = header.dropFirst(6)
        guard let dash = spec.firstIndex(of: "-") else { return nil }
        return Int64(spec[..<dash])
    }
}
