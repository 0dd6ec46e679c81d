import ArgumentParser
import BehaviorLoading
import CPlatform
import CommandOptions
import Foundation
import PlaygroundServer
import PropertyChecking
import ScrollFormats
import ScrollPlayground
import ScrollTargets
import SwiftBehaviors

/// `scrollscript play`, a program of its own so that the server (Hummingbird)
/// stays out of the main tool's build; `scrollscript play` runs it.
@main
struct Play: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scrollscript play",
    abstract: "Drag and fling a behavior in the browser: a live playground on 127.0.0.1.",
    discussion: """
      Prints the page's address and serves it until Ctrl-C. The page sends the pointer's samples; this \
      process estimates the release velocity, asks the behavior and runs the simulator, and the page draws \
      the frames it gets back. A log shows each updateTarget call (with a built-in's why), what the script \
      prints, and any property of its expect: header (or --expect) that a call breaks. A saved edit of \
      the behavior's file is in use from the next gesture; a broken one shows its error on the page. \
      Record (R) saves the gestures as play-N.json in --record-to (default: .scrollscript/recordings, made at \
      the first recording, which git ignores), which simulate replays to the same rest; the terminal says \
      where each went. \
      Keys: R record, M landing map of the scene, O rotate.
      """)

  @Argument(
    help:
      "The behavior: a built-in name, a .lua script or a .swift file; a .swift file of views (a ScrollView) is the scene, with its .scrollTargetBehavior; with --scene, 'view' is the view's .scrollTargetBehavior."
  )
  var behavior: String

  @Option(
    name: .customLong("with"), help: ArgumentHelp("A second behavior on a phone beside it.", valueName: "behavior"))
  var other: String?

  @OptionGroup(title: "Scene")
  var scene: SceneOptions

  @Option(help: ArgumentHelp("Properties to judge each call by, as in an expect: line.", valueName: "list"))
  var expect: String?

  @Option(help: ArgumentHelp("The port to listen on (default: a free one).", valueName: "port"))
  var port: UInt16?

  @Option(
    help: ArgumentHelp(
      "The folder recordings are saved in, which must exist (default: .scrollscript/recordings, made when needed).",
      valueName: "folder"))
  var recordTo: String?

  @OptionGroup(title: "Script limits")
  var limits: LimitOptions

  static func main() {
    runMain(program: "scrollscript play")
  }

  func run() throws {
    // A file of views with a ScrollView is the scene, and its .scrollTargetBehavior the behavior.
    var sceneOptions = self.scene
    var behavior = self.behavior
    if sceneOptions.viewFile == nil, SwiftViewFile.holdsScrollView(behavior) {
      sceneOptions.viewFile = behavior
      behavior = SceneOptions.viewBehavior
    }
    // Laid out on the screen turned too, for the page's Rotate.
    let memory = limits.memory << 20
    let (laidOut, view) = try sceneOptions.resolvedScene(steps: [.rotate(to: nil)], memoryBytes: memory)
    let scene = PlayScene(laidOut)
    _ = try scene.scenario()
    var extra: [any BehaviorProperty] = []
    if let expect {
      do {
        extra = try PropertyList.parse(expect)
      } catch {
        throw ValidationError("--expect, column \(error.column): \(error.message)")
      }
    }
    let named = try SceneOptions.behavior(behavior, view: view)
    let behaviors = try ([named] + (other.map { [$0] } ?? [])).map { spec in
      let watch = try ScriptWatch(spec: spec, limits: limits.limits)
      var promises =
        BehaviorSpec.isScript(spec) || BehaviorSpec.isSwiftFile(spec)
        ? (try? Promises.read(BehaviorHeader(file: spec), path: spec)) : BuiltInPromises.promises(for: spec)
      if promises?.declared != true { promises = nil }
      let properties = (promises?.properties ?? []) + extra
      return PlayHub.Behavior(spec: spec, watch: watch, properties: properties)
    }
    if let port, port != 0, !Self.isFree(port) {
      throw InputError("--port", "\(port) is in use on 127.0.0.1: choose another, or leave --port out for a free one")
    }
    var recordings = PlayRecordings(defaultIn: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    if let recordTo {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: recordTo, isDirectory: &isFolder), isFolder.boolValue else {
        throw InputError(recordTo, "--record-to: no such folder")
      }
      recordings = PlayRecordings(folder: URL(fileURLWithPath: recordTo))
    }
    let options = UncheckedOptions(sceneOptions)
    let viewFile = sceneOptions.viewFile.map { file in
      PlayHub.View(path: SwiftBehaviorBuild.split(file).path) {
        PlayScene(try options.value.resolvedScene(steps: [.rotate(to: nil)], memoryBytes: memory).scene)
      }
    }
    let hub = PlayHub(
      behaviors: behaviors, scene: scene, view: viewFile, recordings: recordings,
      report: { line in
        print("play: \(line)")
        fflush(nil)
      })
    let server = PlayServer(hub: hub)
    let started = Started()
    let port = port ?? 0
    Task {
      do {
        started.finish(.success(try await server.start(port: port)))
      } catch {
        started.finish(.failure(error))
      }
    }
    let access = try started.wait()
    print("playground: \(access.pageAddress)  (Ctrl-C to stop; the page answers only this address, with its token)")
    print(
      "open it, drag a phone's screen and let go; recordings (R) go to \(recordTo ?? PlayRecordings.defaultFolder + "/")"
    )
    for behavior in behaviors where !behavior.properties.isEmpty {
      print("judging each call of \(behavior.spec) by " + behavior.properties.map(\.name).joined(separator: ", "))
    }
    fflush(nil)
    unblockStopSignals()
    while true { sleep(3600) }
  }
}

extension Play {
  /// Whether nothing listens on `port` of 127.0.0.1: a socket can bind it.
  /// (The server's own error for a busy port comes only after its timeout.)
  static func isFree(_ port: UInt16) -> Bool {
    let probe = scp_socket_stream(AF_INET)
    guard probe >= 0 else { return true }
    defer { close(probe) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = port.bigEndian
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }
}

/// The server's address once it listens, handed from its task to the command's thread.
private final class Started: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<PlayAccess, any Error>?

  func finish(_ result: Result<PlayAccess, any Error>) {
    self.result = result
    done.signal()
  }

  func wait() throws -> PlayAccess {
    done.wait()
    return try result!.get()
  }
}

/// The scene options, read only, handed to the server's task that lays a view file out again.
private struct UncheckedOptions: @unchecked Sendable {
  let value: SceneOptions
  init(_ value: SceneOptions) { self.value = value }
}
