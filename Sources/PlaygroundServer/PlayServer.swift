import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import ScrollFormats
import ScrollPlayground

/// The playground's server: the page on `GET /`, and a WebSocket on
/// `/socket` for each open page, handed to the ``PlayHub`` that holds the
/// pages' sessions, recordings, maps and reloads.
///
/// It listens on 127.0.0.1 only, on a free port unless one is given, and
/// answers only the page it printed (``PlayAccess``: the Host, the Origin and
/// the run's token). It polls the behaviors' files, through the hub, four
/// times a second.
///
/// What a page may send is bounded: a frame or a message over
/// ``maximumMessageBytes`` ends its connection, and so do more than
/// ``PlayOutbox/defaultLimit`` bytes of answers left unread.
public actor PlayServer {
  /// The largest frame, and the largest message, a page may send (bytes): 64 KiB.
  /// The page's largest message, a scene, takes under 1 KiB.
  public static let maximumMessageBytes = 1 << 16

  /// The pages and behaviors.
  public let hub: PlayHub
  private var access: PlayAccess?
  private var running: Task<Void, any Error>?

  /// A server for the pages of `hub`.
  public init(hub: PlayHub) {
    self.hub = hub
  }

  /// Starts listening on 127.0.0.1 at `port` (0: a free one) and returns who
  /// may connect: the page's address, with the run's token.
  public func start(port: UInt16 = 0) async throws -> PlayAccess {
    let token = PlayAccess.randomToken()
    let router = Router(context: BasicWebSocketRequestContext.self)
    router.get("/") { [weak self] request, _ -> Response in
      if let refusal = await self?.refusal(request) { return Self.forbidden(refusal) }
      return Response(
        status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(string: PlayPage.html)))
    }
    // A socket refused at the upgrade comes here, for its reason.
    router.get("/socket") { [weak self] request, _ -> Response in
      Self.forbidden(await self?.refusal(request) ?? "this address takes a WebSocket")
    }
    let sockets = Router(context: BasicWebSocketRequestContext.self)
    sockets.ws("/socket") { [weak self] request, _ in
      await self?.refusal(request) == nil ? .upgrade([:]) : .dontUpgrade
    } onUpgrade: { [weak self] inbound, outbound, _ in
      await self?.serve(inbound, outbound)
    }
    var logger = Logger(label: "scrollscript-play")
    logger.logLevel = .critical
    let listening = AsyncStream<Int>.makeStream()
    let application = Application(
      router: router,
      server: HTTPServerBuilder { [webSocket = sockets.buildResponder()] responder in
        AnsweringUpgradeChannel(
          inner: HTTP1WebSocketUpgradeChannel(
            responder: responder, webSocketResponder: webSocket,
            configuration: .init(ws: .init(maxFrameSize: Self.maximumMessageBytes, autoPing: .disabled))))
      },
      configuration: .init(address: .hostname("127.0.0.1", port: Int(port)), serverName: nil),
      onServerRunning: { channel in
        listening.continuation.yield(channel.localAddress?.port ?? 0)
        listening.continuation.finish()
      },
      logger: logger)
    running = Task {
      defer { listening.continuation.finish() }
      try await application.run()
    }
    var ports = listening.stream.makeAsyncIterator()
    guard let bound = await ports.next(), bound != 0 else {
      // The server ended before it listened: its error says why.
      try await running?.value
      throw InputError("play", "the server did not report its address")
    }
    let access = PlayAccess(port: bound, token: token)
    self.access = access
    Task { await watchFiles() }
    return access
  }

  /// Stops listening and closes every page's connection.
  public func stop() async {
    await hub.closeAll()
    running?.cancel()
    _ = try? await running?.value
    running = nil
  }

  /// A refusal, in words a person reading the answer understands.
  private static func forbidden(_ reason: String) -> Response {
    Response(
      status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: "scrollscript play: \(reason)\n")))
  }

  /// Why `request` may not have the page or the socket, or `nil`.
  private func refusal(_ request: Request) -> String? {
    guard let access else { return "not listening yet" }
    return access.refusal(
      host: request.head.authority, origin: request.headers[.origin],
      token: request.uri.queryParameters["token"].map(String.init))
  }

  // MARK: - Connections

  /// One page's WebSocket, until either side ends it: its messages go to
  /// its session, its answers come back through its outbox.
  private func serve(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) async {
    let id = UUID()
    let outbox = PlayOutbox()
    let hub = hub
    await hub.open(id, outbox: outbox)
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await text in outbox.messages {
          do {
            try await outbound.writeTextMessage(text)
          } catch {
            break
          }
          outbox.wrote(text.utf8.count)
        }
      }
      group.addTask {
        do {
          for try await message in inbound.messages(maxSize: Self.maximumMessageBytes) {
            guard case .text(let text) = message else { continue }
            await hub.receive(text, from: id)
            // A page that leaves its answers unread is let go.
            if outbox.isClosed { break }
          }
        } catch {
          // A frame or message past the limit, or a broken frame: the connection ends.
        }
      }
      // Whichever ends first ends the other.
      await group.next()
      group.cancelAll()
      await hub.close(id)
    }
  }

  /// Polls the files four times a second while the server runs.
  private func watchFiles() async {
    while running != nil, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(250))
      await hub.pollFiles()
    }
  }
}
