import Foundation
import LuaBehaviors
import PropertyChecking
import ScrollTargets

/// A test script written to its own temporary directory, removed with the object.
final class ScriptFile {
  let directory: URL
  let path: String

  /// Writes `source` to `<tmp>/lua-tests-<uuid>/<name>`.
  init(_ source: String, name: String = "script.lua", subdirectory: String? = nil) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("lua-tests-\(UUID().uuidString)")
    var folder = directory
    if let subdirectory { folder = folder.appendingPathComponent(subdirectory) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent(name).path
    try Data(source.utf8).write(to: URL(fileURLWithPath: path))
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// `path:line`, as failures locate a line of this script.
  func line(_ line: Int) -> String { "\(path):\(line)" }

  /// Loads the script.
  func load(limits: BehaviorLimits = .default) throws(BehaviorFailure) -> LuaScrollTargetBehavior {
    try LuaScrollTargetBehavior.load(path, limits: limits)
  }

  /// The failure loading gives, or `nil` when it loads.
  func loadFailure(limits: BehaviorLimits = .default) -> BehaviorFailure? {
    do {
      _ = try load(limits: limits)
      return nil
    } catch {
      return error
    }
  }
}

/// The scroll view most tests use: a 390 × 844 pt container over ten pages of
/// horizontal content, a gesture that began at 780 pt and proposes 600 pt.
enum Fixture {
  static let container = CGSize(width: 390, height: 844)
  static let content = CGSize(width: 3900, height: 844)
  /// Three page-sized children.
  static let children = (0..<3).map { CGRect(x: CGFloat($0) * 390, y: 0, width: 390, height: 844) }

  static func target(x: CGFloat = 600, anchor: UnitPoint? = nil) -> ScrollTarget {
    ScrollTarget(rect: CGRect(origin: CGPoint(x: x, y: 0), size: container), anchor: anchor)
  }

  static func context(
    original: CGFloat = 780, velocity: CGVector = CGVector(dx: -800, dy: 0), targets: [CGRect] = children,
    axes: Axis.Set = .horizontal, environment: EnvironmentValues = EnvironmentValues()
  ) -> ScrollTargetBehaviorContext {
    ScrollTargetBehaviorContext(
      originalTarget: target(x: original), velocity: velocity, contentSize: content, containerSize: container,
      axes: axes, environment: environment, targets: targets)
  }

  /// Runs `updateTarget` once on the standard target and context.
  static func run(_ behavior: LuaScrollTargetBehavior, context: ScrollTargetBehaviorContext = context())
    throws(BehaviorFailure) -> ScrollTarget
  {
    var target = target()
    try behavior.tryUpdateTarget(&target, context: context)
    return target
  }

  /// The failure of one `updateTarget` call, or `nil` when it succeeds.
  static func failure(_ behavior: LuaScrollTargetBehavior, context: ScrollTargetBehaviorContext = context())
    -> BehaviorFailure?
  {
    do {
      _ = try run(behavior, context: context)
      return nil
    } catch {
      return error
    }
  }
}

/// Whether `a` and `b` differ by at most `tolerance` (default 1e-9 pt).
func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// The numbers a script printed on its last log line (`print(a, b, c)`).
func printedNumbers(_ behavior: LuaScrollTargetBehavior) -> [Double] {
  (behavior.log.last ?? "").split(separator: "\t").compactMap { Double($0) }
}

extension LuaScrollTargetBehavior {
  /// Loads a script file the tests wrote, through the tools' bounded reader;
  /// such a file is always readable, so only the script's own failures remain.
  static func load(_ path: String, limits: BehaviorLimits = .default) throws(BehaviorFailure) -> LuaScrollTargetBehavior
  {
    let source: Data
    do {
      source = try readScript(path, limits: limits)
    } catch {
      preconditionFailure("a test's own script cannot be read: \(error)")
    }
    return try LuaScrollTargetBehavior(source: source, path: path, limits: limits)
  }
}
