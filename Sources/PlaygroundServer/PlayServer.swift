import BehaviorLoading
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import PropertyChecking
import ScrollFormats
import ScrollPlayground
import ScrollTargets

/// The playground's server: the page on `GET /`, and a WebSocket on
/// `/socket` for each open page, each with a ``PlaySession`` of its own.
///
/// It listens on 127.0.0.1 only, on a free port unless one is given, and
/// answers only the page it printed (``PlayAccess``: the Host, the Origin and
/// the run's token). One actor owns every session and every behavior, so no
/// behavior is ever called by two threads at once; a landing map is drawn
/// off the actor, on behaviors of its own (``PlayMap``). It polls the
/// behaviors' files and puts a version that loads in use in every session;
/// one that does not is shown on every page (and the terminal) with its
/// `path:line` error, and the last good one stays.
///
/// What a page may send is bounded: a frame or a message over
/// ``maximumMessageBytes`` ends its connection, and so do more than
/// ``PlayOutbox/defaultLimit`` bytes of answers left unread.
public actor PlayServer {
  /// A behavior as the command line named it, with its properties.
  public struct Behavior: Sendable {
    public var spec: String
    public var watch: ScriptWatch
    public var properties: [any BehaviorProperty]

    public init(spec: String, watch: ScriptWatch, properties: [any BehaviorProperty]) {
      self.spec = spec
      self.watch = watch
      self.properties = properties
    }
  }

  /// The largest frame, and the largest message, a page may send (bytes): 64 KiB.
  /// The page's largest message, a scene, takes under 1 KiB.
  public static let maximumMessageBytes = 1 << 16

  private let behaviors: [Behavior]
  private var scene: PlayScene
  /// A view file that is the scene, and how to lay it out again after a saved edit.
  private let view: View?
  private var viewWatcher: FileWatcher?
  private var layingOut = false

  /// A view file as the playground's scene: its path, and the layout of it
  /// on the scene's screen (slow: it compiles), made again when it is saved.
  public struct View: Sendable {
    public var path: String
    public var layOut: @Sendable () throws -> PlayScene

    public init(path: String, layOut: @escaping @Sendable () throws -> PlayScene) {
      self.path = path
      self.layOut = layOut
    }
  }
  /// Where recordings are saved.
  private let recordings: PlayRecordings
  /// Where edits and their errors are reported besides the pages (the terminal).
  private let report: @Sendable (String) -> Void
  private var access: PlayAccess?
  private var running: Task<Void, any Error>?
  private var connections: [UUID: Connection] = [:]
  private var watchers: [FileWatcher]
  /// The recordings this run saved.
  private var saved = 0
  /// Draws the maps, one at a time, away from the sessions.
  private let mapQueue = DispatchQueue(label: "scrollscript-play.maps")

  private struct Connection {
    var session: PlaySession
    var outbox: PlayOutbox
    var map: PlayMap?
  }

  /// A server for `behaviors` (one, or two side by side) starting on `scene`,
  /// saving recordings in `recordings`; edits and recordings are reported to `report` too.
  public init(
    behaviors: [Behavior], scene: PlayScene, view: View? = nil, recordings: PlayRecordings,
    report: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.behaviors = behaviors
    self.scene = scene
    self.view = view
    self.recordings = recordings
    self.report = report
    watchers = behaviors.map { FileWatcher(paths: $0.watch.watchedFiles) }
    viewWatcher = view.map { FileWatcher(paths: [$0.path]) }
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
    for connection in connections.values {
      connection.outbox.close()
      connection.map?.cancel()
    }
    connections = [:]
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
    open(id, outbox: outbox)
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
            await self.receive(text, from: id)
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
      close(id)
    }
  }

  private func open(_ id: UUID, outbox: PlayOutbox) {
    do {
      let sides = try behaviors.map {
        PlaySession.Side(name: $0.spec, behavior: try $0.watch.behavior(), properties: $0.properties)
      }
      let session = try PlaySession(scene: scene, sides: sides)
      connections[id] = Connection(session: session, outbox: outbox)
      send([.scene(session.sceneMessage)], to: id)
    } catch {
      outbox.send(PlayOutput.problem(ProblemMessage(source: "play", text: "\(error)")).json)
      outbox.close()
    }
  }

  private func close(_ id: UUID) {
    guard let connection = connections.removeValue(forKey: id) else { return }
    connection.outbox.close()
    connection.map?.cancel()
  }

  private func receive(_ text: String, from id: UUID) {
    guard let session = connections[id]?.session else { return }
    do {
      let input = try PlayInput(json: text)
      switch input {
      case .record: send([save(session)], to: id)
      case .map: startMap(for: id)
      default: send(session.handle(input), to: id)
      }
    } catch {
      send([.problem(ProblemMessage(source: "message", text: error.description))], to: id)
    }
  }

  private func send(_ messages: [PlayOutput], to id: UUID) {
    guard let outbox = connections[id]?.outbox else { return }
    for message in messages where !outbox.send(message.json) { break }
  }

  // MARK: - Recording and maps

  /// The most recordings one run saves: a page that records without end fills no disk.
  public static let maximumRecordings = 100

  /// Saves the session's recording as the first free `play-N.json` in the
  /// folder (made when it is the default) and says where in the terminal; a
  /// full recording is saved as far as it goes, and says so.
  private func save(_ session: PlaySession) -> PlayOutput {
    guard saved < Self.maximumRecordings else {
      return .problem(
        ProblemMessage(
          source: "record",
          text: "this run saved \(saved) recordings, its most: restart scrollscript play to record more"))
    }
    let file = recordings.nextFile()
    do {
      try recordings.prepare()
      try session.recordedScenario().json.write(to: file)
    } catch {
      let text = "\(file.path): \(error.localizedDescription)"
      report("record: " + ScriptText.escaped(text))
      return .problem(ProblemMessage(source: "record", text: text))
    }
    saved += 1
    var command = behaviors.map {
      "scrollscript simulate \(Reproduction.shellQuoted($0.spec)) \(Reproduction.shellQuoted(file.path))"
    }.joined(separator: "\n")
    report("recorded the gestures to \(ScriptText.escaped(file.path))")
    for line in command.split(separator: "\n") { report("  replay: \(ScriptText.escaped(String(line)))") }
    if session.recordingIsFull {
      command +=
        "\n(the recording filled up: the gestures after its limit are not in it; change the scene to start anew)"
    }
    return .saved(SavedMessage(path: file.path, command: command))
  }

  /// Starts the landing map of the session's scene now, one panel per
  /// behavior, on the map queue; a map the page asked for before is dropped.
  private func startMap(for id: UUID) {
    guard let connection = connections[id], let scene = connection.session.mapScene else {
      send([.problem(ProblemMessage(source: "map", text: "no scene to map"))], to: id)
      return
    }
    connection.map?.cancel()
    let sides: [(name: String, behavior: any ScrollTargetBehavior)]
    do {
      sides = try behaviors.map { ($0.spec, try $0.watch.separateBehavior()) }
    } catch {
      send([.problem(ProblemMessage(source: "map", text: "\(error)"))], to: id)
      return
    }
    let map = PlayMap()
    connections[id]?.map = map
    let outbox = connection.outbox
    let work = UnsafeSendable(sides)
    mapQueue.async {
      if let answer = map.draw(work.value, scene: scene) { outbox.send(answer.json) }
    }
  }

  // MARK: - Edits

  /// Polls the behaviors' files four times a second while the server runs.
  private func watchFiles() async {
    while running != nil, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(250))
      for index in behaviors.indices where !watchers[index].changes().isEmpty {
        reload(index)
      }
      if let view, viewWatcher?.changes().isEmpty == false, !layingOut {
        // Off the actor: the layout compiles the file (seconds), and the pages go on meanwhile.
        layingOut = true
        Task.detached {
          let result = Result { try view.layOut() }
          await self.laidOut(result, path: view.path)
        }
      }
    }
  }

  /// A saved edit of the view file, laid out again: every page starts anew on
  /// it; one that does not lay out is shown with its error, and the last good layout stays.
  private func laidOut(_ result: Result<PlayScene, any Error>, path: String) {
    layingOut = false
    switch result {
    case .success(let next):
      scene = next
      report("\(path): laid out again")
      for id in connections.keys {
        guard let session = connections[id]?.session else { continue }
        send(session.handle(.scene(next)) + [.reloaded(ReloadMessage(behavior: path))], to: id)
      }
    case .failure(let error):
      let text = "\(error)"
      report(ScriptText.escaped(text))
      for id in connections.keys { send([.problem(ProblemMessage(source: path, text: text))], to: id) }
    }
  }

  private func reload(_ index: Int) {
    let behavior = behaviors[index]
    var messages: [PlayOutput]
    if let failure = behavior.watch.reload() {
      messages = [.problem(ProblemMessage(source: behavior.spec, text: "\(failure)"))]
    } else {
      messages = [.reloaded(ReloadMessage(behavior: behavior.spec))]
      for id in connections.keys {
        do {
          connections[id]?.session.replace(side: index, with: try behavior.watch.behavior())
        } catch {
          messages = [.problem(ProblemMessage(source: behavior.spec, text: "\(error)"))]
        }
      }
    }
    for message in messages {
      switch message {
      // An error's text is the script's own: shown, not obeyed, by the terminal.
      case .problem(let problem): report(ScriptText.escaped(problem.text))
      case .reloaded: report("\(behavior.spec): reloaded")
      default: break
      }
    }
    // The edit may require other modules, or drop some.
    let files = behavior.watch.watchedFiles
    if files != watchers[index].paths { watchers[index] = watchers[index].watching(files) }
    for id in connections.keys { send(messages, to: id) }
  }
}

/// Behaviors handed to the map queue: made for it, and called by it alone.
private struct UnsafeSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
