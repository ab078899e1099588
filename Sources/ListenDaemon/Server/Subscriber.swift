import NIOCore
import ListenProtocol

/// One connection's subscription: events as they happen and ticks at its interval while playing.
final class Subscriber: @unchecked Sendable {
    let channel: Channel
    // Touched only on the channel's event loop.
    private var ticker: RepeatedTask?

    init(channel: Channel) {
        self.channel = channel
    }

    /// Starts (or restarts) ticks every `interval` milliseconds, each carrying `status()`.
    func startTicks(every interval: Int, status: @escaping @Sendable () -> StatusPayload) {
        channel.eventLoop.execute { [self] in
            ticker?.cancel()
            let period = TimeAmount.milliseconds(Int64(interval))
            ticker = channel.eventLoop.scheduleRepeatedTask(initialDelay: period, delay: period) { [channel] _ in
                let current = status()
                guard current.state == .playing, channel.isWritable else { return }
                channel.writeAndFlush(ByteBuffer(string: Wire.event(.tick, current)), promise: nil)
            }
        }
    }

    func stopTicks() {
        channel.eventLoop.execute { [self] in
            ticker?.cancel()
            ticker = nil
        }
    }

    func send(_ line: String) {
        channel.writeAndFlush(ByteBuffer(string: line), promise: nil)
    }
}
