import NIOCore
import ListenProtocol

/// Answers a connection the daemon will not serve with one error line, then closes it.
final class ConnectionRefusalHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let line: String

    init(_ error: ProtocolError) {
        line = Wire.failure(id: nil, error)
    }

    func channelActive(context: ChannelHandlerContext) {
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: line))).whenComplete { _ in
            channel.close(promise: nil)
        }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // Whatever the client sends is not read.
    }
}
