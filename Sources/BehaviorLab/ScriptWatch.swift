import Foundation
import LuaBehaviors
import ScrollSimulation
import ScrollTargets

/// Keeps the last good version of a behavior while its script is being edited.
///
/// A built-in never changes. A script is read into memory when it loads; a
/// later ``reload()`` replaces that copy only when the edited file loads too,
/// so a broken edit reports its error and everything goes on with the last
/// version that worked.
public final class ScriptWatch: @unchecked Sendable {
  public let spec: String
  public let limits: LuaLimits
  /// The bytes of the last version that loaded (any encoding Lua reads); `nil` for a built-in.
  public private(set) var source: Data?
  /// When that version was loaded.
  public private(set) var loadedAt = Date()

  /// Loads `spec`; the first version must load.
  public init(spec: String, limits: LuaLimits = .default) throws {
    self.spec = spec
    self.limits = limits
    if BehaviorSpec.isScript(spec) {
      let text = try Self.read(spec, limits: limits)
      _ = try LuaScrollTargetBehavior(source: text, path: spec, limits: limits)
      source = text
    } else {
      _ = try BuiltInBehaviors.behavior(named: spec)
    }
  }

  /// Reads the script again. Returns `nil` when the new version loaded (and is
  /// now the one in use), or why it did not (the last good version stays).
  public func reload() -> BehaviorFailure? {
    guard source != nil else { return nil }
    let text: Data
    do {
      text = try Self.read(spec, limits: limits)
      _ = try LuaScrollTargetBehavior(source: text, path: spec, limits: limits)
    } catch {
      return error
    }
    source = text
    loadedAt = Date()
    return nil
  }

  /// The script's bytes through the bounded reader: at most the size limit and a
  /// byte (the load then refuses a longer one), a FIFO or a device refused at once.
  private static func read(_ path: String, limits: LuaLimits) throws(BehaviorFailure) -> Data {
    do {
      return try InputFile.read(path, limit: limits.sourceBytes)
    } catch {
      throw BehaviorFailure(.invalidCase, "cannot read the script \(path): \(error.reason)")
    }
  }

  /// A fresh instance of the version in use.
  public func behavior() throws -> any ScrollTargetBehavior {
    guard let source else { return try BuiltInBehaviors.behavior(named: spec) }
    return try LuaScrollTargetBehavior(source: source, path: spec, limits: limits)
  }

  /// Fresh instances of the version in use, one per worker.
  public var factory: BehaviorFactory {
    let (spec, source, limits) = (spec, source, limits)
    return {
      guard let source else { return try BuiltInBehaviors.behavior(named: spec) }
      return try LuaScrollTargetBehavior(source: source, path: spec, limits: limits)
    }
  }
}

/// Notices when files change, by polling their modification times and sizes.
public struct FileWatcher: Sendable {
  public let paths: [String]
  private var stamps: [String: String]

  public init(paths: [String]) {
    self.paths = paths
    stamps = Self.stamps(paths)
  }

  /// The paths that changed (or appeared, or vanished) since the last call.
  public mutating func changes() -> [String] {
    let now = Self.stamps(paths)
    defer { stamps = now }
    return paths.filter { now[$0] != stamps[$0] }
  }

  private static func stamps(_ paths: [String]) -> [String: String] {
    var result: [String: String] = [:]
    for path in paths {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
      let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
      result[path] = "\(date)/\(size)"
    }
    return result
  }
}

/// Runs some work again whenever the script or its input files change.
public enum WatchLoop {
  /// Runs `perform` now and after every change of the script or `inputs`,
  /// polling every `interval` seconds until `stop` returns true (never, by
  /// default: Ctrl-C ends it). A broken edit of the script is reported
  /// through `report` and the work goes on with the last good version; an
  /// error of the work itself is reported and the loop goes on.
  public static func run(
    _ watch: ScriptWatch, inputs: [String], interval: Double = 0.25, stop: () -> Bool = { false },
    report: (String) -> Void, perform: (ScriptWatch) throws -> Void
  ) {
    // A parent that spawned us from a thread with these signals blocked passes
    // that mask on; the loop only ends by them, so make sure they get through.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    func attempt() {
      do {
        try perform(watch)
      } catch {
        report("error: \(error)")
      }
      fflush(nil)  // flush every output stream: results show as they come, also through a pipe
    }
    attempt()
    let script = BehaviorSpec.isScript(watch.spec) ? [watch.spec] : []
    var watcher = FileWatcher(paths: script + inputs)
    report("watching \((script + inputs).joined(separator: ", ")); Ctrl-C to stop")
    while !stop() {
      Thread.sleep(forTimeInterval: interval)
      let changed = watcher.changes()
      guard !changed.isEmpty else { continue }
      if changed.contains(watch.spec), let failure = watch.reload() {
        let time = DateFormatter.localizedString(from: watch.loadedAt, dateStyle: .none, timeStyle: .medium)
        report("\(failure) (keeping the last good version, loaded at \(time))")
        if changed == [watch.spec] { continue }
      }
      report("--- \(changed.joined(separator: ", ")) changed ---")
      attempt()
    }
  }
}
