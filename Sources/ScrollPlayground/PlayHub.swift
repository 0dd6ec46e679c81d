import BehaviorLoading
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollTargets

/// The playground's pages and behaviors, with no network: what the server
/// (`PlaygroundServer`) hands each page's socket to, and what the tests and
/// the fuzzer drive directly.
///
/// Each open page is a connection with a ``PlaySession`` of its own and an
/// outbox (``PlayOutbox``) its answers go to. One actor owns every session
/// and every behavior, so no behavior is ever called by two threads at once;
/// a landing map is drawn off the actor, on behaviors of its own
/// (``PlayMap``). ``pollFiles()`` looks at the behaviors' files and the view
/// file: a version that loads is put in use in every session; one that does
/// not is shown on every page (and reported) with its `path:line` error, and
/// the last good one stays.
public actor PlayHub {
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

  /// The most recordings one run saves: a page that records without end fills no disk.
  public static let maximumRecordings = 100

  private let behaviors: [Behavior]
  private var scene: PlayScene
  private let view: View?
  private var viewWatcher: FileWatcher?
  private var layingOut = false
  /// Where recordings are saved.
  private let recordings: PlayRecordings
  /// Where edits and recordings are reported besides the pages (the terminal).
  private let report: @Sendable (String) -> Void
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

  /// A hub for `behaviors` (one, or two side by side) starting on `scene`,
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

  // MARK: - Pages

  /// Opens page `id`, whose answers go to `outbox`: it gets its scene, or a
  /// problem and a closed outbox when the behaviors cannot start a session.
  public func open(_ id: UUID, outbox: PlayOutbox) {
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

  /// Closes page `id`: its outbox, and its map if one is being drawn.
  public func close(_ id: UUID) {
    guard let connection = connections.removeValue(forKey: id) else { return }
    connection.outbox.close()
    connection.map?.cancel()
  }

  /// Closes every page.
  public func closeAll() {
    for id in Array(connections.keys) { close(id) }
  }

  /// The number of open pages.
  public var pages: Int { connections.count }

  /// Handles one message of page `id`; its answers go to the page's outbox.
  public func receive(_ text: String, from id: UUID) {
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

  /// Looks at the behaviors' files and the view file once: a behavior whose
  /// file changed (and has held still since the last look) is reloaded in
  /// every session; a changed view file is laid out again off the actor, by
  /// the task returned (the pages go on meanwhile).
  @discardableResult
  public func pollFiles() -> Task<Void, Never>? {
    for index in behaviors.indices where !watchers[index].changes().isEmpty {
      reload(index)
    }
    guard let view, viewWatcher?.changes().isEmpty == false, !layingOut else { return nil }
    layingOut = true
    return Task.detached {
      let result = Result { try view.layOut() }
      await self.laidOut(result, path: view.path)
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
