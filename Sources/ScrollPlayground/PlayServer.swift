import BehaviorLoading
import BehaviorRunning
import FlyingFox
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollReporting
import ScrollTargets

/// The playground's server: the page on `GET /`, and a WebSocket on
/// `/socket` for each open page, each with a ``PlaySession`` of its own.
///
/// It listens on 127.0.0.1 only, on a free port unless one is given. One
/// actor owns every session and every behavior, so no behavior is ever
/// called by two threads at once. It polls the behaviors' files and puts a
/// version that loads in use in every session; one that does not is shown
/// on every page with its `path:line` error, and the last good one stays.
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

  private let behaviors: [Behavior]
  private let scene: PlayScene
  /// Where recordings are saved.
  private let folder: URL
  private var server: HTTPServer?
  private var connections: [UUID: Connection] = [:]
  private var watchers: [FileWatcher]

  private struct Connection {
    var session: PlaySession
    var output: AsyncStream<WSMessage>.Continuation
  }

  /// A server for `behaviors` (one, or two side by side) starting on `scene`,
  /// saving recordings in `folder`.
  public init(behaviors: [Behavior], scene: PlayScene, folder: URL) {
    self.behaviors = behaviors
    self.scene = scene
    self.folder = folder
    watchers = behaviors.map { FileWatcher(paths: $0.watch.watchedFiles) }
  }

  /// Starts listening on 127.0.0.1 at `port` (0: a free one) and returns the page's address.
  public func start(port: UInt16 = 0) async throws -> String {
    let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
    await server.appendRoute("GET /socket", to: .webSocket(PageSocket(server: self)))
    await server.appendRoute("GET /") { _ in
      HTTPResponse(
        statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(PlayPage.html.utf8))
    }
    self.server = server
    Task { try await server.run() }
    try await server.waitUntilListening()
    guard case .ip4(let host, let port) = await server.listeningAddress else {
      throw InputError("play", "the server did not report its address")
    }
    Task { await watchFiles() }
    return "http://\(host):\(port)/"
  }

  /// Stops listening and closes every page's connection.
  public func stop() async {
    for connection in connections.values { connection.output.finish() }
    connections = [:]
    await server?.stop()
    server = nil
  }

  // MARK: - Connections

  /// One page's WebSocket: its messages go to the server, its answers come back.
  private struct PageSocket: WSMessageHandler {
    let server: PlayServer

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
      let (stream, output) = AsyncStream<WSMessage>.makeStream()
      let id = UUID()
      await server.open(id, output: output)
      Task {
        for await message in client {
          if case .text(let text) = message { await server.receive(text, from: id) }
        }
        await server.close(id)
      }
      return stream
    }
  }

  private func open(_ id: UUID, output: AsyncStream<WSMessage>.Continuation) {
    do {
      let sides = try behaviors.map {
        PlaySession.Side(name: $0.spec, behavior: try $0.watch.behavior(), properties: $0.properties)
      }
      let session = try PlaySession(scene: scene, sides: sides)
      connections[id] = Connection(session: session, output: output)
      send([.scene(session.sceneMessage)], to: id)
    } catch {
      output.yield(.text(PlayOutput.problem(ProblemMessage(source: "play", text: "\(error)")).json))
      output.finish()
    }
  }

  private func close(_ id: UUID) {
    connections.removeValue(forKey: id)?.output.finish()
  }

  private func receive(_ text: String, from id: UUID) {
    guard let session = connections[id]?.session else { return }
    do {
      let input = try PlayInput(json: text)
      switch input {
      case .record: send([save(session)], to: id)
      case .map: send([map(session)], to: id)
      default: send(session.handle(input), to: id)
      }
    } catch {
      send([.problem(ProblemMessage(source: "message", text: error.description))], to: id)
    }
  }

  private func send(_ messages: [PlayOutput], to id: UUID) {
    guard let output = connections[id]?.output else { return }
    for message in messages { output.yield(.text(message.json)) }
  }

  // MARK: - Recording and maps

  /// Saves the session's recording as the first free `play-N.json` in the folder.
  private func save(_ session: PlaySession) -> PlayOutput {
    guard !session.recordingIsFull else {
      return .problem(ProblemMessage(source: "record", text: "the recording is full: change the scene to start anew"))
    }
    let manager = FileManager.default
    var number = 1
    while manager.fileExists(atPath: folder.appendingPathComponent("play-\(number).json").path) { number += 1 }
    let file = folder.appendingPathComponent("play-\(number).json")
    do {
      try session.recordedScenario().json.write(to: file)
    } catch {
      return .problem(ProblemMessage(source: "record", text: "\(file.path): \(error.localizedDescription)"))
    }
    let command = behaviors.map { "scrollscript simulate \($0.spec) \(file.path)" }.joined(separator: "\n")
    return .saved(SavedMessage(path: file.path, command: command))
  }

  /// The most time a map may keep every page waiting (s): one that would
  /// take longer is refused, with the `map` command to run instead.
  static let mapBudget = 3.0

  /// The landing map of the session's scene now, one panel per behavior.
  private func map(_ session: PlaySession) -> PlayOutput {
    guard let scene = session.mapScene else {
      return .problem(ProblemMessage(source: "map", text: "no scene to map"))
    }
    var grid = LandingMap.Grid()
    grid.starts = 160
    grid.velocities = 120
    // The server waits for the map: time a small one first.
    var probe = LandingMap.Grid()
    probe.starts = 8
    probe.velocities = 8
    for side in session.sides {
      let sample = LandingMap(side.behavior, scene: scene, grid: probe)
      let estimate = sample.seconds / 64 * Double(grid.starts * grid.velocities)
      guard estimate <= Self.mapBudget else {
        return .problem(
          ProblemMessage(
            source: "map",
            text:
              "\(side.name): a call takes \(Int(sample.seconds / 64 * 1e6)) µs, so the map would keep the playground waiting \(Int(estimate)) s; run scrollscript map instead"
          ))
      }
    }
    let maps = session.sides.map { (name: $0.name, map: LandingMap($0.behavior, scene: scene, grid: grid)) }
    let picture = LandingMapPicture(maps)
    return .map(MapMessage(svg: picture.svg, summary: picture.summary))
  }

  // MARK: - Edits

  /// Polls the behaviors' files four times a second while the server runs.
  private func watchFiles() async {
    while server != nil, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(250))
      for index in behaviors.indices where !watchers[index].changes().isEmpty {
        reload(index)
      }
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
    // The edit may require other modules, or drop some.
    let files = behavior.watch.watchedFiles
    if files != watchers[index].paths { watchers[index] = FileWatcher(paths: files) }
    for id in connections.keys { send(messages, to: id) }
  }
}
