import NIOCore
import Logging
import ListenProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Serves one client connection: checks the peer's uid, answers each line in order, and keeps
/// the connection alive after any bad line except an oversized one.
///
/// A command that can block runs on its area's queue (see ``CommandRouter``); meanwhile this
/// connection's later lines wait their turn (and the socket is not read), while every other
/// connection is served as usual. Nothing here waits on the sound server, the disk or a process.
final class ConnectionHandler: ChannelDuplexHandler, @unchecked Sendable {
    typealias InboundIn = InboundLine
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let daemon: Daemon
    private let router: CommandRouter
    private var subscriber: Subscriber?
    private var trusted = false
    private var closing = false
    /// Lines that arrived before the peer's uid was known, or while a command was carried out
    /// on its area's queue.
    private var waiting = [InboundLine]()
    /// A command of this connection is being carried out on its area's queue.
    private var busy = false
    /// A read the channel asked for while busy, passed on when the command is done.
    private var heldRead = false
    /// The client finished sending: close once the replies are out (unless it subscribed).
    private var inputClosed = false

    init(daemon: Daemon) {
        self.daemon = daemon
        self.router = CommandRouter(daemon: daemon)
    }

    func channelActive(context: ChannelHandlerContext) {
        let channel = context.channel
        let loopBound = NIOLoopBound(self, eventLoop: context.eventLoop)
        PeerCredentials.uid(of: channel).whenSuccess { uid in
            let handler = loopBound.value
            if uid == getuid() {
                handler.trusted = true
                if let context = try? channel.pipeline.syncOperations.context(handler: handler) {
                    handler.serveWaiting(context: context)
                }
            } else {
                handler.daemon.logger.warning("refused a connection from uid \(uid.map(String.init) ?? "unknown")")
                handler.closing = true
                handler.waiting = []
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
        guard !closing else { return }
        guard trusted, !busy else {
            waiting.append(line)
            return
        }
        serve(line, context: context)
    }

    /// Holds reads while a command is carried out, so that a client cannot queue lines without end.
    func read(context: ChannelHandlerContext) {
        if busy || !trusted {
            heldRead = true
        } else {
            context.read()
        }
    }

    /// Serves the lines that waited, until one of them goes to an area's queue.
    private func serveWaiting(context: ChannelHandlerContext) {
        while trusted, !busy, !closing, !waiting.isEmpty {
            serve(waiting.removeFirst(), context: context)
        }
        guard !busy else { return }
        if heldRead {
            heldRead = false
            context.read()
        }
        closeIfFinished(context: context)
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
            switch RequestParser.parse(text) {
            case .success(let request):
                carryOut(request, context: context)
            case .failure(let failure):
                write(Wire.failure(id: failure.id, failure.error), context: context)
            }
        }
    }

    private func carryOut(_ request: Request, context: ChannelHandlerContext) {
        let id = request.id
        switch request.command {
        case .connection(let command):
            write(Wire.reply(id: id, carryOut(command, context: context)), context: context)
        case .daemon(let command):
            let route = router.route(command)
            guard route.queue != nil else {
                write(Wire.reply(id: id, route.run()), context: context)
                return
            }
            busy = true
            let channel = context.channel
            let loopBound = NIOLoopBound(self, eventLoop: context.eventLoop)
            route.run { result in
                let line = Wire.reply(id: id, result)
                channel.eventLoop.execute {
                    let handler = loopBound.value
                    handler.busy = false
                    guard let context = try? channel.pipeline.syncOperations.context(handler: handler) else { return }
                    handler.write(line, context: context)
                    handler.serveWaiting(context: context)
                }
            }
        }
    }

    private func carryOut(_ command: ConnectionCommand, context: ChannelHandlerContext) -> Result<Reply, ProtocolError> {
        switch command {
        case .subscribe(let interval):
            let subscriber = self.subscriber ?? Subscriber(channel: context.channel)
            self.subscriber = subscriber
            daemon.hub.add(subscriber)
            subscriber.startTicks(every: interval) { [daemon] in daemon.status() }
            return .success(.status(daemon.status()))
        case .unsubscribe:
            if let subscriber { daemon.hub.remove(subscriber) }
            subscriber = nil
            return .success(.empty)
        }
    }

    private func write(_ line: String, context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: line)), promise: nil)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed = event {
            // The client finished sending (`echo status | socat …`): close once replies are out,
            // unless it subscribed and is waiting for events.
            inputClosed = true
            closeIfFinished(context: context)
        }
        context.fireUserInboundEventTriggered(event)
    }

    private func closeIfFinished(context: ChannelHandlerContext) {
        guard inputClosed, !busy, waiting.isEmpty || closing, subscriber == nil || closing else { return }
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(ByteBuffer())).whenComplete { _ in channel.close(promise: nil) }
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
