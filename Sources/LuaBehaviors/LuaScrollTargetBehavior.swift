import CLuaBridge
import Foundation
import ScrollTargets

/// A scroll target behavior whose rule is a Lua 5.4 script.
///
/// The script defines `updateTarget(target, context)` and may define
/// `properties(context)` and `onScrollGeometryChange(old, new)`; docs/lua-api.md
/// describes what it sees. It runs in its own sandboxed `lua_State` with the
/// memory cap and budgets of ``limits``, so a bad script fails with a
/// ``BehaviorFailure`` and never takes the host down.
///
/// It takes the script's text; reading the script's file is the caller's part
/// (BehaviorLoading's `LuaScrollTargetBehavior(path:limits:)` reads one through the
/// bounded reader). The bridge reads only the modules the script `require`s
/// while it loads, from the script's own folder, under the same limits.
///
/// ```swift
/// let source = "function updateTarget(target, context) target.rect.origin.x = 390 end"
/// let paging = try LuaScrollTargetBehavior(source: source, path: "paging.lua")
/// var target = ScrollTarget(rect: CGRect(x: 600, y: 0, width: 390, height: 844))
/// try paging.tryUpdateTarget(&target, context: context)   // or updateTarget(_:context:), which never throws
/// ```
///
/// - Important: Not thread-safe. One instance owns one Lua state and must be
///   used from one thread at a time; give each worker thread its own instance
///   (loading and closing a state costs about 70 µs plus the script's top-level code). The type is
///   not `Sendable`, so Swift 6 keeps an instance in one isolation domain.
public final class LuaScrollTargetBehavior: ScrollTargetBehavior, HookedScrollTargetBehavior,
  PrintingScrollTargetBehavior, FileBehavior, LineCountingBehavior, SelfJudgingBehavior
{
  public var language: String { "lua" }

  /// The script's path, as locations in failures name it.
  public let path: String
  /// The limits the script runs under.
  public let limits: BehaviorLimits
  /// The failure of the most recent call through any entry point; `nil` after a success.
  ///
  /// ``updateTarget(_:context:)`` and ``properties(context:)`` cannot throw:
  /// they record the failure here and keep the proposed target (default properties).
  public private(set) var lastFailure: BehaviorFailure?

  let host: LuaHost

  /// Loads a script from memory; `path` names it in locations (`path:line`).
  public convenience init(source: String, path: String, limits: BehaviorLimits = .default) throws(BehaviorFailure) {
    try self.init(source: Array(source.utf8), path: path, limits: limits)
  }

  /// Loads a script from bytes in memory (they need not be UTF-8); `path` names it in locations.
  public init(source: some Collection<UInt8>, path: String, limits: BehaviorLimits = .default) throws(BehaviorFailure) {
    guard source.count <= limits.sourceBytes else {
      throw BehaviorFailure(
        .memory, "the script is longer than its limit of \(BehaviorLimits.describe(bytes: limits.sourceBytes))",
        location: "\(path):1")
    }
    self.path = path
    self.limits = limits
    self.host = try LuaHost(source: source, path: path, limits: limits)
  }

  /// Whether the script defines `properties(context)`.
  public var definesProperties: Bool {
    host.defines & Int32(SLB_DEFINES_PROPERTIES) != 0
  }

  /// Whether the script defines `onScrollGeometryChange(old, new)`.
  public var observesGeometry: Bool {
    host.defines & Int32(SLB_DEFINES_GEOMETRY_HOOK) != 0
  }

  /// Whether the script defines `onScrollPhaseChange(old, new)`.
  public var observesPhases: Bool {
    host.defines & Int32(SLB_DEFINES_PHASE_HOOK) != 0
  }

  /// Whether the script defines `expect(target, context, result)`, its own property.
  public var definesExpect: Bool {
    host.defines & Int32(SLB_DEFINES_EXPECT) != 0
  }

  /// The files of the modules the script required (`require('name')` reads
  /// `name.lua` next to the script): the files, besides the script, whose
  /// edits change it.
  public var modulePaths: [String] {
    host.modulePaths
  }

  /// Runs the script's `expect(target, context, result)` on one call: `target`
  /// as proposed, and `result`, where the behavior left it (its resting
  /// offset). `nil` when it returns true or nil, or the script defines none;
  /// else its message ("expect returned false" for false).
  ///
  /// - Throws: the failure of `expect` itself, under the same limits as `updateTarget`.
  public func expectation(_ target: ScrollTarget, context: TargetContext, result: CGPoint) throws(BehaviorFailure)
    -> String?
  {
    try host.expect(target, context: context, result: result)
  }

  /// The lines the script printed, oldest first; at most `limits.logLines`.
  public var log: [String] { host.output.lines }

  /// Forgets the printed lines.
  public func clearLog() {
    host.output.clearLines()
  }

  /// Called with each line the script prints, as it prints it (in addition to ``log``).
  public var printHandler: ((String) -> Void)? {
    get { host.output.printHandler }
    set { host.output.printHandler = newValue }
  }

  /// Whether calls keep what they print, with the `path:line` of each `print`,
  /// for ``takePrintLog()``. Default `false`.
  public var keepsPrintLog: Bool {
    get { host.output.keepsLog }
    set { host.output.keepsLog = newValue }
  }

  /// The lines printed since ``keepsPrintLog`` was set or the last take: the
  /// first `limits.logLines` of them, each cut to 4096 bytes, the rest counted
  /// as dropped. Forgets them.
  public func takePrintLog() -> PrintLog {
    host.output.takeLog()
  }

  /// The bytes the script's state holds now.
  public var memoryUsed: Int { host.memoryUsed }

  /// Frees the garbage of the script's state and returns the bytes it still
  /// holds (what the script keeps reachable, as in its globals).
  @discardableResult
  public func collectGarbage() -> Int { host.collectGarbage() }

  /// Runs the script's `updateTarget`; on failure leaves `target` as proposed
  /// and records the failure in ``lastFailure``.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    try? tryUpdateTarget(&target, context: context)
  }

  /// Runs the script's `updateTarget`, or throws why it failed (leaving `target` unchanged).
  public func tryUpdateTarget(_ target: inout ScrollTarget, context: TargetContext) throws(BehaviorFailure) {
    do {
      try host.updateTarget(&target, context: context)
      lastFailure = nil
    } catch {
      lastFailure = error
      throw error
    }
  }

  /// The script's `properties(context)`, or the defaults when it defines none
  /// or fails (the failure is recorded in ``lastFailure``).
  public func properties(context: PropertiesContext) -> Properties {
    (try? tryProperties(context: context)) ?? Properties()
  }

  /// The script's `properties(context)` (`return { limitsScrolls = true }`),
  /// the defaults when it defines none, or throws why it failed.
  public func tryProperties(context: PropertiesContext) throws(BehaviorFailure) -> Properties {
    do {
      let limitsScrolls = try host.limitsScrolls(context: context)
      lastFailure = nil
      return Properties(limitsScrolls: limitsScrolls)
    } catch {
      lastFailure = error
      throw error
    }
  }

  /// Runs `onScrollGeometryChange(old, new)` and returns the events it emitted
  /// with `emit(name, value)`, in order; none when the script does not define it.
  public func geometryChanged(old: ScrollGeometry, new: ScrollGeometry) throws(BehaviorFailure) -> [(
    name: String, value: String
  )] {
    do {
      let events = try host.geometryChanged(old: old, new: new)
      lastFailure = nil
      return events
    } catch {
      lastFailure = error
      throw error
    }
  }

  /// Runs `onScrollPhaseChange(old, new)`, the phases by name (`"idle"`,
  /// `"tracking"`, …), and returns the events it emitted, in order; none
  /// when the script does not define it.
  public func phaseChanged(from old: ScrollPhase, to new: ScrollPhase) throws(BehaviorFailure) -> [(
    name: String, value: String
  )] {
    do {
      let events = try host.phaseChanged(from: old, to: new)
      lastFailure = nil
      return events
    } catch {
      lastFailure = error
      throw error
    }
  }
}
