import NIOCore
import Logging
import ListenProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Serves one client connection: checks the peer's uid, answers each line, and keeps the
/// connection alive after any bad line except an oversized one.
final class ConnectionHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = InboundLine
    typealias OutboundOut = ByteBuffer

    private let daemon: Daemon
    private var subscriber: Subscriber?
    private var trusted = false
    private var closing = false
    /// Lines that arrived before the peer's uid was known.
    private var waiting = [InboundLine]()

    init(daemon: Daemon) {
        self.daemon = daemon
    }

    func channelActive(context: ChannelHandlerContext) {
        let channel = context.channel
        let loopBound = NIOLoopBound(self, eventLoop: context.eventLoop)
        PeerCredentials.uid(of: channel).whenSuccess { uid in
            let handler = loopBound.value
            if uid == getuid() {
                handler.trusted = true
                let early = handler.waiting
                handler.waiting = []
                if let context = try? channel.pipeline.syncOperations.context(handler: handler) {
                    for line in early { handler.serve(line, context: context) }
                }
            } else {
                handler.daemon.logger.warning("refused a connection from uid \(uid.map(String.init) ?? "unknown")")
                handler.closing = true
                let line = Wire.failure(id: nil, ProtocolError(.permissionDenied, "listend serves only the user who runs it."))
                // Finish our side and let the peer read the reply; its input is ignored.
                channel.writeAndFlush(ByteBuffer(string: line)).whenComplete { _ in
                    channel.close(mode: .output, promise: nil)
                    channel.eventLoop.scheduleTask(in: .seconds(2)) { channel.close(promise: nil) }
                }
            }
        }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let line = unwrapInboundIn(data)
        guard trusted else {
            if !closing { waiting.append(line) }
            return
        }
        serve(line, context: context)
    }

    private func serve(_ line: InboundLine, context: ChannelHandlerContext) {
        guard !closing else { return }
        switch line {
        case .tooLong:
            closing = true
            let line = Wire.failure(id: nil, ProtocolError(.lineTooLong, "The line is longer than \(ProtocolInfo.maximumLineLength) bytes; closing the connection."))
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: line))).whenComplete { _ in channel.close(promise: nil) }
        case .line(let text):
            guard !text.allSatisfy(\.isWhitespace) else { return }
            let reply: String
            switch RequestParser.parse(text) {
            case .success(let request):
                reply = Wire.reply(id: request.id, carryOut(request.command, context: context))
            case .failure(let failure):
                reply = Wire.failure(id: failure.id, failure.error)
            }
            context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: reply)), promise: nil)
        }
    }

    private func carryOut(_ command: Command, context: ChannelHandlerContext) -> Result<Reply, ProtocolError> {
        switch command {
        case .daemon(let command):
            return Result { () throws(ProtocolError) in try daemon.execute(command) }
        case .connection(.subscribe(let interval)):
            let subscriber = self.subscriber ?? Subscriber(channel: context.channel)
            self.subscriber = subscriber
            daemon.hub.add(subscriber)
            subscriber.startTicks(every: interval) { [daemon] in daemon.status() }
            return .success(.status(daemon.status()))
        case .connection(.unsubscribe):
            if let subscriber { daemon.hub.remove(subscriber) }
            subscriber = nil
            return .success(.empty)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed = event {
            // The client finished sending (`echo status | socat …`): close once replies are out,
            // unless it subscribed and is waiting for events.
            if subscriber == nil || closing {
                let channel = context.channel
                context.writeAndFlush(wrapOutboundOut(ByteBuffer())).whenComplete { _ in channel.close(promise: nil) }
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let subscriber { daemon.hub.remove(subscriber) }
        subscriber = nil
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        daemon.logger.debug("connection error: \(error)")
        context.close(promise: nil)
    }
}
