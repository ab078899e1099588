import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A loopback Icecast-like live stream: every request gets `200` without a length, the audio
/// (looped) from wherever the stream is now, and, when the request says `Icy-MetaData: 1`, an
/// `icy-metaint` header and a metadata block after every `metadataInterval` audio bytes.
///
/// The audio position is shared by all connections, so a reconnection continues the stream
/// where the dropped connection left it (as a radio does, give or take what was in flight).
public final class LiveICYServer: Sendable {
    /// How the stream is served.
    public struct Stream: Sendable {
        public var audio: [UInt8]
        public var contentType = "audio/mpeg"
        public var metadataInterval = 8192
        /// Metadata block texts; the stream moves to the next one every `blocksPerTitle` blocks.
        public var titles: [String] = []
        public var blocksPerTitle = 4
        /// Audio bytes sent at once on connecting, then `bytesPerSecond`.
        public var burst = 64 << 10
        public var bytesPerSecond = 32_000
        /// The first connection closes after this many audio bytes.
        public var dropFirstConnectionAfter: Int?

        public init(audio: [UInt8]) {
            self.audio = audio
        }
    }

    /// A request as the server saw it: its header lines, lower-cased names.
    public struct Received: Sendable {
        public var headers: [String: String]
    }

    struct State {
        var stream: Stream
        var position = 0
        var blocksSent = 0
        var connections = 0
        var received: [Received] = []
    }

    private let group: MultiThreadedEventLoopGroup
    private let channel: Channel
    private let state: NIOLockedValueBox<State>
    public let port: Int

    public init(_ stream: Stream) throws {
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let state = NIOLockedValueBox(State(stream: stream))
        self.state = state
        channel = try ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(LiveICYHandler(state: state))
                }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        port = channel.localAddress?.port ?? 0
    }

    public func url(_ path: String = "/live") -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    public var received: [Received] {
        state.withLockedValue { $0.received }
    }

    /// The stripped audio the stream sends from stream offset `offset`, `count` bytes.
    public func audio(from offset: Int, count: Int) -> [UInt8] {
        let audio = state.withLockedValue { $0.stream.audio }
        return (offset..<offset + count).map { audio[$0 % audio.count] }
    }

    public func shutdown() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}

/// Serves one connection of a `LiveICYServer`.
final class LiveICYHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let state: NIOLockedValueBox<LiveICYServer.State>
    private var request = [UInt8]()
    private var started = false
    private var withMetadata = false
    private var audioSinceBlock = 0
    private var sentOnThisConnection = 0
    private var dropAfter: Int?

    init(state: NIOLockedValueBox<LiveICYServer.State>) {
        self.state = state
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !started else { return }
        var buffer = unwrapInboundIn(data)
        request += buffer.readBytes(length: buffer.readableBytes) ?? []
        guard let text = String(bytes: request, encoding: .utf8), text.contains("\r\n\r\n") else { return }
        started = true
        var headers: [String: String] = [:]
        for line in text.components(separatedBy: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        withMetadata = headers["icy-metadata"] == "1"
        let (stream, first) = state.withLockedValue { s -> (LiveICYServer.Stream, Bool) in
            s.received.append(.init(headers: headers))
            s.connections += 1
            return (s.stream, s.connections == 1)
        }
        dropAfter = first ? stream.dropFirstConnectionAfter : nil
        var head = "HTTP/1.0 200 OK\r\nContent-Type: \(stream.contentType)\r\nicy-name: Loopback Radio\r\nCache-Control: no-cache\r\n"
        if withMetadata { head += "icy-metaint: \(stream.metadataInterval)\r\n" }
        head += "\r\n"
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: head)), promise: nil)
        send(stream.burst, context: context)
    }

    /// Sends `count` audio bytes (with metadata blocks where they fall), then schedules the next tick.
    private func send(_ count: Int, context: ChannelHandlerContext) {
        var count = count
        if let dropAfter { count = min(count, dropAfter - sentOnThisConnection) }
        var out = ByteBuffer()
        let stream = state.withLockedValue { s -> LiveICYServer.Stream in s.stream }
        var left = count
        while left > 0 {
            let room = withMetadata ? stream.metadataInterval - audioSinceBlock : left
            let take = min(left, room)
            let start = state.withLockedValue { s -> Int in
                defer { s.position += take }
                return s.position
            }
            out.writeBytes((start..<start + take).map { stream.audio[$0 % stream.audio.count] })
            left -= take
            audioSinceBlock += take
            sentOnThisConnection += take
            if withMetadata, audioSinceBlock == stream.metadataInterval {
                audioSinceBlock = 0
                let index = state.withLockedValue { s -> Int in
                    defer { s.blocksSent += 1 }
                    return s.blocksSent
                }
                let text = stream.titles.isEmpty ? "" : stream.titles[(index / max(1, stream.blocksPerTitle)) % stream.titles.count]
                let bytes = Array(text.utf8)
                let blocks = (bytes.count + 15) / 16
                out.writeInteger(UInt8(blocks))
                out.writeBytes(bytes + [UInt8](repeating: 0, count: blocks * 16 - bytes.count))
            }
        }
        let loop = context.eventLoop.assumeIsolated()
        context.writeAndFlush(wrapOutboundOut(out)).assumeIsolated().whenComplete { result in
            guard case .success = result else { return }
            if let dropAfter = self.dropAfter, self.sentOnThisConnection >= dropAfter {
                context.close(promise: nil)
                return
            }
            let tick = 0.05
            loop.scheduleTask(in: .milliseconds(50)) {
                self.send(max(1, Int(Double(stream.bytesPerSecond) * tick)), context: context)
            }
        }
    }
}
