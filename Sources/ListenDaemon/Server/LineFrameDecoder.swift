import NIOCore
import ListenProtocol

/// One inbound protocol line, or the news that a line exceeded the limit.
enum InboundLine: Sendable {
    case line(String)
    case tooLong
}

/// Splits the byte stream into newline-terminated lines of at most `maximumLength` bytes.
/// A line left without a newline when the peer stops sending counts as a line too.
struct LineFrameDecoder: ByteToMessageDecoder {
    typealias InboundOut = InboundLine
    let maximumLength: Int
    private var overflowed = false

    init(maximumLength: Int = ProtocolInfo.maximumLineLength) {
        self.maximumLength = maximumLength
    }

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard !overflowed else {
            buffer.moveReaderIndex(to: buffer.writerIndex)
            return .needMoreData
        }
        if let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) {
            let length = newline - buffer.readerIndex
            if length > maximumLength {
                return overflow(context, &buffer)
            }
            let text = buffer.readString(length: length) ?? ""
            buffer.moveReaderIndex(forwardBy: 1)
            context.fireChannelRead(wrapInboundOut(.line(text)))
            return .continue
        }
        if buffer.readableBytes > maximumLength {
            return overflow(context, &buffer)
        }
        return .needMoreData
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        if !overflowed, buffer.readableBytes > 0, let text = buffer.readString(length: buffer.readableBytes) {
            context.fireChannelRead(wrapInboundOut(.line(text)))
        }
        return .needMoreData
    }

    private mutating func overflow(_ context: ChannelHandlerContext, _ buffer: inout ByteBuffer) -> DecodingState {
        overflowed = true
        buffer.moveReaderIndex(to: buffer.writerIndex)
        context.fireChannelRead(wrapInboundOut(.tooLong))
        return .needMoreData
    }
}
