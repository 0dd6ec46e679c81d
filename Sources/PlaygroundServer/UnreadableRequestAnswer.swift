import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// The playground's HTTP channel: Hummingbird's, which upgrades to a
/// WebSocket, with an answer for a request whose head cannot be read.
///
/// Until a request's head is read, the upgrading channel waits for it and
/// nothing answers a decoding error: a head over the decoder's limit (a 100 KB
/// query, say) held its connection open for good. Here such a request is
/// answered `431 Request Header Fields Too Large` (any other malformed head:
/// `400 Bad Request`), and its connection closed.
struct AnsweringUpgradeChannel<Inner: ServerChildChannel>: ServerChildChannel {
  let inner: Inner

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Inner.Value> {
    inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
      try channel.pipeline.syncOperations.addHandler(UnreadableRequestAnswer(), position: .last)
      return value
    }
  }

  func handle(value: Inner.Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}

/// Answers a decoding error before the first head, then leaves the pipeline.
/// Whatever first passes it (a request part, or once upgraded a WebSocket's
/// bytes) comes after a head was read, and from then on Hummingbird's own
/// handlers answer. It never reads what passes: after an upgrade that is no
/// request part.
final class UnreadableRequestAnswer: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = Never
  typealias OutboundOut = HTTPServerResponsePart

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    context.fireChannelRead(data)
    context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard let parsing = error as? HTTPParserError else {
      context.fireErrorCaught(error)
      return
    }
    let tooLarge = parsing == .headerOverflow
    let status: HTTPResponseStatus = tooLarge ? .requestHeaderFieldsTooLarge : .badRequest
    let reason =
      tooLarge
      ? "the request's address and headers are longer than the server reads"
      : "the request does not read as HTTP/1.1"
    var body = context.channel.allocator.buffer(capacity: 80)
    body.writeString("scrollscript play: \(reason)\n")
    var headers = HTTPHeaders()
    headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
    headers.add(name: "Content-Length", value: "\(body.readableBytes)")
    headers.add(name: "Connection", value: "close")
    let head = HTTPResponseHead(version: .http1_1, status: status, headers: headers)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
      context.close(promise: nil)
    }
  }
}
