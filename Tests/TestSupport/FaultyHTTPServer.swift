import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// An HTTP/1.1 server on 127.0.0.1 (a port the OS picks) that serves byte arrays with `Range`
/// support and injects faults: no range support, a dropped connection at a chosen byte, a stall,
/// a throttled rate, a status code, a content type, redirects; and validators (`ETag`,
/// `Last-Modified`) answered with `304 Not Modified` when a request carries a matching one.
public final class FaultyHTTPServer: Sendable {
    /// How one path is served.
    public struct Route: Sendable {
        public var body: [UInt8]
        public var contentType: String?
        public var status: HTTPResponseStatus = .ok
        public var supportsRanges = true
        /// Closes the connection when it reaches this absolute byte offset (also right after the
        /// head, for a response that starts there), the first `dropCount` times it is reached.
        public var dropAt: Int64?
        public var dropCount = 1
        /// Drops only responses that start at or after this offset: a player's first request,
        /// abandoned by a seek, may otherwise reach `dropAt` in the socket's buffers and use the drop up.
        public var dropOnlyFrom: Int64 = 0
        /// Stops sending (keeping the connection open) once this absolute byte offset is reached.
        public var stallAt: Int64?
        /// Bytes per second; nil sends as fast as the connection takes them.
        public var bytesPerSecond: Int?
        /// Answers `redirectStatus` with this location instead of the body.
        public var redirect: String?
        /// The status of a redirect: 302 unless a test picks 301, 303, 307 or 308.
        public var redirectStatus: HTTPResponseStatus = .found
        /// Sent as `ETag`; a request whose `If-None-Match` lists it gets `304` with no body.
        public var etag: String?
        /// Sent as `Last-Modified`; a request whose `If-Modified-Since` is this very text gets `304`.
        public var lastModified: String?
        /// Sent as `Content-Encoding` (the body is then already encoded, e.g. gzip bytes).
        public var contentEncoding: String?

        public init(body: [UInt8], contentType: String? = "audio/mpeg") {
            self.body = body
            self.contentType = contentType
        }

        /// A redirect to `location` (absolute, or relative to the request's URL) with `status`.
        public static func redirect(to location: String, status: HTTPResponseStatus = .found) -> Route {
            var route = Route(body: [], contentType: nil)
            route.redirect = location
            route.redirectStatus = status
            return route
        }

        /// A file's bytes, with a content type from its extension.
        public static func file(_ path: String) throws -> Route {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let type: String
            switch URL(fileURLWithPath: path).pathExtension {
            case "ogg": type = "audio/ogg"
            case "wav": type = "audio/wav"
            case "flac": type = "audio/flac"
            default: type = "audio/mpeg"
            }
            return Route(body: [UInt8](data), contentType: type)
        }
    }

    /// A request as the server saw it.
    public struct Received: Sendable, Equatable {
        public var path: String
        public var range: String?
        public var ifRange: String?
        public var ifNoneMatch: String?
        public var ifModifiedSince: String?
        public var userAgent: String?
        public var acceptEncoding: String?
    }

    private let group: MultiThreadedEventLoopGroup
    private let channel: Channel
    private let state: NIOLockedValueBox<State>
    public let port: Int

    struct State {
        var routes: [String: Route] = [:]
        var received: [Received] = []
        var drops: [String: Int] = [:]
        var stalled: [Channel] = []
    }

    public init() throws {
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let state = NIOLockedValueBox(State())
        self.state = state
        channel = try ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(FaultyHTTPHandler(state: state))
                }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        port = channel.localAddress?.port ?? 0
    }

    /// Serves `route` at `path` (which starts with a slash), replacing the route served there
    /// before, if any: a test may change a resource between two requests.
    public func serve(_ path: String, _ route: Route) {
        state.withLockedValue { $0.routes[path] = route }
    }

    public func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    /// Every request so far, in order.
    public var received: [Received] {
        state.withLockedValue { $0.received }
    }

    public func shutdown() {
        let stalled = state.withLockedValue { $0.stalled }
        for channel in stalled { channel.close(promise: nil) }
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}
