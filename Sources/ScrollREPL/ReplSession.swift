import BehaviorRunning
import Foundation
import LuaBehaviors
import PropertyChecking
import ScrollSimulation
import ScrollTargets
import SwiftBehaviors

/// A REPL session: one behavior, one scene, and the gestures thrown at it so far.
///
/// Input arrives one line at a time through ``handle(_:)``, which returns what
/// to print (no trailing newline; empty when there is nothing to say). Lines
/// are colon commands (`:load`, `:reload`, …), scene and gesture commands
/// (`container 390x844`, `fling 2400`, …), or Lua evaluated in the loaded
/// script's state (a built-in or a `.swift` file has none). A Lua block that is not finished yet continues on the next
/// line (``prompt`` then reads `>> `), as in the standalone `lua` interpreter.
///
/// Gestures run through the ``Simulator``: the session's ``LiveSession`` keeps
/// the scene and the steps, which are its gestures; each new one is appended
/// once the whole scenario with it has run again (``LiveSession/replay(_:behavior:prepare:)``),
/// and the session reports what the new step did from the replay's records. Before a gesture or a `wait` the
/// view settles (a hidden `wait` step is added, which no count of steps includes) unless the previous step was
/// an explicit `wait`: `wait S` counts from the rest, `wait S in-flight` from the last gesture's release.
/// `:save` writes that scenario, so `scrollscript simulate` replays it exactly.
///
/// ```swift
/// let session = ReplSession(behavior: "behaviors/paging.lua")
/// session.handle("fling 2400")
/// // fling 2400 pt/s: proposed 1198 (page 3.07) -> chosen 390 (page 1), +390 pt
/// // [0][=1=][2][3][4][5][6][7][8][9]
/// ```
public final class ReplSession {
  /// The scene gestures start from (changing it restarts the gesture log).
  public var scene: ReplScene { ReplScene(scene: live.scene, start: live.start) }
  /// The session's gestures so far, with the settling waits between them.
  public var steps: [Scenario.Step] { live.steps }
  /// The steps the user gave: ``steps`` less the settling waits the session inserted.
  public var stepCount: Int { steps.count - settlingWaits }
  /// The simulation of ``scene`` with ``steps`` as of the last command.
  public internal(set) var timeline = Timeline()
  /// The script's path when the behavior is a script; its Lua state evaluates input.
  public var scriptPath: String? {
    if case .script(_, let path) = loaded { path } else { nil }
  }
  /// What the behavior was loaded as: a path (`Pager.swift:Pager` for a type
  /// of a Swift file) or a built-in name.
  public internal(set) var behaviorName = ""

  /// The scene, its start and the steps recorded on it; their replays.
  let live: LiveSession
  /// The behavior as loaded; `nil` only while the first one loads.
  var loaded: LoadedBehavior?
  /// Where names without `.lua` are looked up as scripts first.
  let behaviorsDirectory: String
  let limits: BehaviorLimits
  /// The build of `.swift` files; `nil`: the compiler and cache the environment names.
  let swiftBuild: SwiftBehaviorBuild?
  /// Prints a notice at once, before a slow step (a compile) has finished.
  let notice: ((String) -> Void)?
  /// How many of ``steps`` are waits the session inserted to let the view settle.
  var settlingWaits = 0
  /// The offset `at` chose (zero without one): where `:reset` starts, whatever offset a scene change kept.
  var chosenStart = CGPoint.zero
  /// Lines of a Lua block waiting for its end.
  var pending: [String] = []
  /// Lines the script printed during the current command.
  var printed: [String] = []
  /// The globals Lua input set since the script loaded, for `:save`.
  var tweaks = GlobalTweaks()
  /// The files `:save` wrote in this session, which it may write again.
  var savedPaths: Set<String> = []
  /// Lays the scene's view out on more screens, for a scene from a view file
  /// (`--scene FILE.swift`): a resize, rotation or device the session has
  /// not laid the view out on yet takes that layout. Without it, such a
  /// screen is refused, since the view's layout there is unknown.
  public var layOutView: (([Screen]) throws -> [Scene.ViewScreen])?
  /// Whether the user asked to leave (`:quit`, `quit`, `exit`); the line loop stops.
  public internal(set) var isFinished = false
  /// Whether the last line asked to clear the screen (`clear`, which prints
  /// nothing); a terminal's line loop clears it.
  public internal(set) var clearsScreen = false

  /// Starts a session with `behavior`: a `.lua` path, a `.swift` file
  /// (`Pager.swift`, or `Pager.swift:Type` to pick a type) or a built-in name.
  /// A built-in whose script twin exists in `behaviorsDirectory`, such as
  /// `paging` for `behaviors/paging.lua`, loads the script so Lua works.
  /// When it fails to load, ``startupMessage`` says why and the session runs
  /// `paging` (its script when there is one) until a `:load` succeeds;
  /// ``starting(behavior:behaviorsDirectory:limits:swiftBuild:scene:notice:)`` refuses instead.
  ///
  /// A Swift file is compiled by `swiftBuild` (by default with the compiler
  /// and the cache the environment names). Compiling takes seconds, so a
  /// `building Pager.swift …` line is passed to `notice` first, to be shown
  /// at once; without `notice` it opens the command's output instead.
  public convenience init(
    behavior: String = "paging", behaviorsDirectory: String = "behaviors", limits: BehaviorLimits = .default,
    swiftBuild: SwiftBehaviorBuild? = nil, scene: Scene = Scene(), notice: ((String) -> Void)? = nil
  ) {
    self.init(
      loading: behavior, behaviorsDirectory: behaviorsDirectory, limits: limits, swiftBuild: swiftBuild,
      scene: scene, notice: notice, fallBack: true)
  }

  /// Starts a session with `behavior` as ``init(behavior:behaviorsDirectory:limits:swiftBuild:scene:notice:)``
  /// does, but throws when it does not load (a missing file, a script without
  /// `updateTarget`, a Swift file that does not compile, an unknown name)
  /// instead of falling back to `paging`: the command line's way.
  public static func starting(
    behavior: String, behaviorsDirectory: String = "behaviors", limits: BehaviorLimits = .default,
    swiftBuild: SwiftBehaviorBuild? = nil, scene: Scene = Scene(), notice: ((String) -> Void)? = nil
  ) throws(StartFailure) -> ReplSession {
    let session = ReplSession(
      loading: behavior, behaviorsDirectory: behaviorsDirectory, limits: limits, swiftBuild: swiftBuild,
      scene: scene, notice: notice, fallBack: false)
    guard session.loaded != nil else { throw StartFailure(message: session.startupMessage) }
    return session
  }

  /// Why the first behavior did not load: what loading it printed.
  public struct StartFailure: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  private init(
    loading behavior: String, behaviorsDirectory: String, limits: BehaviorLimits, swiftBuild: SwiftBehaviorBuild?,
    scene: Scene, notice: ((String) -> Void)?, fallBack: Bool
  ) {
    live = LiveSession(Scenario(scene: scene, steps: []))
    self.behaviorsDirectory = behaviorsDirectory
    self.limits = limits
    self.swiftBuild = swiftBuild
    self.notice = notice
    var message = load(behavior)
    if loaded == nil && fallBack {
      message += "\n" + load("paging") + " instead"
      if loaded == nil {
        loaded = .builtIn(PagingScrollTargetBehavior())
        behaviorName = "paging"
      }
    }
    startupMessage = (printed + [message]).joined(separator: "\n")
    printed = []
    timeline = startTimeline()
  }

  /// What loading the first behavior printed.
  public private(set) var startupMessage = ""

  /// The prompt for the next line: `> `, or `>> ` inside an unfinished Lua block.
  public var prompt: String { pending.isEmpty ? "> " : ">> " }

  /// Whether an unfinished Lua block is waiting for more lines.
  public var isContinuing: Bool { !pending.isEmpty }

  /// Drops an unfinished Lua block (Ctrl-C at the prompt).
  public func cancelInput() {
    pending = []
  }

  /// The behavior gestures run against.
  var behavior: any ScrollTargetBehavior {
    loaded?.behavior ?? FreeScrollTargetBehavior()
  }

  /// The loaded script, whose Lua state evaluates input; `nil` for a built-in or a Swift file.
  var script: LuaScrollTargetBehavior? {
    if case .script(let script, _) = loaded { script } else { nil }
  }

  /// Shows `line` now (through ``notice``), or first in this command's output.
  func announce(_ line: String) {
    if let notice { notice(line) } else { printed.append(line) }
  }

  /// The longest line the REPL takes (bytes): 64 KiB; a longer one is read, then refused unparsed.
  public static let maximumLineBytes = 64 << 10

  /// Processes one line of input and returns what to print.
  public func handle(_ line: String) -> String {
    LuaScrollTargetBehavior.clearInterrupt()
    ReplayInterruption.clear()
    printed = []
    clearsScreen = false
    let output: String
    if line.utf8.count > Self.maximumLineBytes {
      // A pasted megabyte is no command and no line of Lua a person types: said, not parsed.
      output =
        "error: a line of \(line.utf8.count) bytes is over the REPL's \(Self.maximumLineBytes >> 10) KiB; "
        + "put long code in a file and :load it"
    } else if !pending.isEmpty {
      output = evaluate(line)
    } else {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty {
        output = ""
      } else if trimmed.hasPrefix(":") {
        output = command(trimmed)
      } else if let result = sceneOrGesture(trimmed) {
        output = result
      } else if let usage = commandUsage(trimmed) {
        output = usage
      } else {
        output = evaluateOrAnswer(line)
      }
    }
    return (printed + (output.isEmpty ? [] : [output])).joined(separator: "\n")
  }

  /// The scene and gesture commands that take no arguments.
  static let bareCommands: Set<String> = ["release", "rotate"]

  /// For a line that starts with a scene or gesture command's name but is
  /// neither that command nor Lua that runs: the command's usage.
  private func commandUsage(_ line: String) -> String? {
    let words = line.split(whereSeparator: \.isWhitespace)
    guard let name = words.first, let usage = Self.usage(of: String(name)) else { return nil }
    // A command that needs arguments, typed alone, is that command missing them, not Lua's global of that name
    // (which `print(NAME)` shows).
    if words.count == 1, !Self.bareCommands.contains(String(name)) { return "usage: " + usage }
    let result = evaluate(line)
    guard pending.isEmpty, !result.hasPrefix("error:") else {
      pending = []
      return "usage: " + usage
    }
    return result
  }

  // MARK: - Simulation

  /// Runs the scene with `steps`, or `nil` when Ctrl-C stopped the replay
  /// (``ReplayInterruption``); the script's prints are kept only when `keepPrints`
  /// and the replay ran to its end.
  func simulate(_ steps: [Scenario.Step], keepPrints: Bool = true) -> Timeline? {
    let kept = printed
    let replayed = live.replay(steps, behavior: behavior, prepare: ReplayInterruption.guarding)
    let timeline = ReplayInterruption.isRequested ? nil : replayed
    if !keepPrints || timeline == nil { printed = kept }
    return timeline
  }

  /// The scene before any step: no behavior call, so nothing to interrupt.
  func startTimeline() -> Timeline {
    live.replay([], behavior: behavior)
  }

  /// The scenario `:save` writes: the scene and every gesture so far.
  public var scenario: Scenario { live.scenario }
}

extension ReplSession {
  /// Stops the running script call (Ctrl-C): a Lua call, a Swift file's helper
  /// (which runs in a process group of its own, out of the terminal's reach) or
  /// a Swift file's build; async-signal-safe.
  public static func interrupt() {
    ReplayInterruption.request()
    LuaScrollTargetBehavior.interruptRunningCall()
    SwiftFileBehavior.interruptRunningCalls()
  }

  /// Whether Ctrl-C was pressed while no script ran (at the prompt); clears it.
  /// Call it once before installing the SIGINT handler that calls ``interrupt()``.
  public static func takeInterrupt() -> Bool {
    defer {
      SwiftFileBehavior.prepareForInterrupts()
      LuaScrollTargetBehavior.clearInterrupt()
      ReplayInterruption.clear()
    }
    return LuaScrollTargetBehavior.isInterruptPending
  }
}
