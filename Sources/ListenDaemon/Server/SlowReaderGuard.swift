import NIOCore

/// Keeps a client that does not read its replies from filling the daemon's memory.
///
/// While the connection's unsent output is above the high-water mark (the channel is not
/// writable), lines already received wait here instead of being answered, and the socket is not
/// read from. A connection that stays that way for `stalledTimeout`, or whose unsent output
/// reaches `outputHardCap` (events keep coming to a subscriber that does not read), is closed.
final class SlowReaderGuard: ChannelDuplexHandler {
    typealias InboundIn = InboundLine
    typealias InboundOut = InboundLine
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let limits: ConnectionLimits
    /// Lines received but not yet answered because the client is behind.
    private var waitingLines = CircularBuffer<InboundLine>()
    /// The client's end of input, passed on once the waiting lines are answered.
    private var waitingInputClosed: Any?
    private var readHeld = false
    private var stallTimer: Scheduled<Void>?
    private var closed = false

    init(limits: ConnectionLimits) {
        self.limits = limits
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        waitingLines.append(unwrapInboundIn(data))
        passWaitingLines(context: context)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed = event, !waitingLines.isEmpty {
            waitingInputClosed = event
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stallTimer?.cancel()
            stallTimer = nil
            passWaitingLines(context: context)
        } else if stallTimer == nil {
            let channel = context.channel
            let timeout = TimeAmount.nanoseconds(Int64(limits.stalledTimeout * 1e9))
            stallTimer = context.eventLoop.scheduleTask(in: timeout) {
                guard !channel.isWritable else { return }
                channel.close(promise: nil)
            }
        }
        context.fireChannelWritabilityChanged()
    }

    func read(context: ChannelHandlerContext) {
        if context.channel.isWritable, waitingLines.isEmpty {
            context.read()
        } else {
            readHeld = true
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !closed else {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        let unsent = (try? context.channel.syncOptions?.getOption(.bufferedWritableBytes)) ?? 0
        if unsent + unwrapOutboundIn(data).readableBytes > limits.outputHardCap {
            closed = true
            promise?.fail(ChannelError.outputClosed)
            context.close(promise: nil)
            return
        }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        closed = true
        stallTimer?.cancel()
        stallTimer = nil
        waitingLines.removeAll()
        context.fireChannelInactive()
    }

    /// Answers waiting lines while the client keeps up, then reads on if a read was held.
    private func passWaitingLines(context: ChannelHandlerContext) {
        while context.channel.isWritable, !closed, let line = waitingLines.popFirst() {
            context.fireChannelRead(wrapInboundOut(line))
        }
        guard waitingLines.isEmpty, context.channel.isWritable else { return }
        if let event = waitingInputClosed {
            waitingInputClosed = nil
            context.fireUserInboundEventTriggered(event)
        }
        if readHeld {
            readHeld = false
            context.read()
        }
    }
}
