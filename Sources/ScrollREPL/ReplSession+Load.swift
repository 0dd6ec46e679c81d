import BehaviorLoading
import Foundation
import LuaBehaviors
import ScrollTargets
import SwiftBehaviors

extension ReplSession {
  /// Loads `spec`, keeping the current behavior when it fails; returns the message to print.
  func load(_ spec: String) -> String {
    if BehaviorSpec.isSwiftFile(spec) {
      do {
        let (file, how) = try buildSwiftFile(spec)
        loaded = .swiftFile(file)
        behaviorName = spec
        let twin = Twin.reference(forFile: spec).map { "; twin: \($0)" } ?? ""
        return "loaded \(spec) (type \(file.product.typeName), \(how)\(twin))"
      } catch {
        return Self.message(for: error)
      }
    }
    guard let path = Self.scriptPath(for: spec, in: behaviorsDirectory) else {
      do {
        loaded = .builtIn(try BuiltInBehaviors.behavior(named: spec))
      } catch {
        return "error: \(error)"
      }
      behaviorName = spec
      return "loaded the built-in \(spec) (no Lua state: :load a script to evaluate Lua)"
    }
    do {
      let loaded = try LuaScrollTargetBehavior(path: path, limits: limits)
      install(loaded, path: path)
      behaviorName = spec
      let twin = Twin.reference(forFile: path)
      return "loaded \(path)" + (twin.map { " (twin: \($0))" } ?? "")
    } catch {
      return "error: \(error)"
    }
  }

  /// Replays the steps with the behavior just loaded; a note when Ctrl-C
  /// stopped it (the strip then still shows the last replay), else `nil`.
  func replayAfterLoad() -> String? {
    guard let replayed = simulate(steps) else {
      return "interrupted (Ctrl-C): the replay stopped; the next gesture replays the \(Self.count(stepCount, "step"))"
    }
    timeline = replayed
    return nil
  }

  /// Makes `loaded` the session's script.
  func install(_ loaded: LuaScrollTargetBehavior, path: String) {
    loaded.isInterruptible = true
    // What a script prints is its own text: shown with its control characters escaped.
    loaded.printHandler = { [weak self] line in self?.printed.append(ScriptText.escaped(line)) }
    self.loaded = .script(loaded, path: path)
    tweaks = GlobalTweaks()
  }

  /// The script file for `spec`: itself when it ends in `.lua`, else the
  /// script twin of a built-in name in `directory` (`horizontalPaging` is
  /// `horizontal_paging.lua`), else `nil` (a built-in).
  static func scriptPath(for spec: String, in directory: String) -> String? {
    if BehaviorSpec.isScript(spec) { return spec }
    guard BuiltInBehaviors.names.contains(spec) else { return nil }
    let snake = spec.reduce(into: "") { name, character in
      name += character.isUppercase ? "_" + character.lowercased() : String(character)
    }
    for name in [snake, spec] {
      let path = (directory as NSString).appendingPathComponent(name + ".lua")
      if FileManager.default.fileExists(atPath: path) { return path }
    }
    return nil
  }

  /// Reads the script or Swift file again; a version that fails to load or to
  /// compile leaves the last good one in place.
  func reload() -> String {
    let how: String
    switch loaded {
    case .script(_, let path):
      do {
        install(try LuaScrollTargetBehavior(path: path, limits: limits), path: path)
      } catch {
        return "error: \(error)\n(kept the last good version)"
      }
      how = ""
    case .swiftFile:
      // The cache compiles again only when the file changed.
      do {
        let (file, built) = try buildSwiftFile(behaviorName)
        loaded = .swiftFile(file)
        how = " (\(built))"
      } catch {
        return Self.message(for: error) + "\n(kept the last good version)"
      }
    case .builtIn, nil:
      return "nothing to reload: the behavior is the built-in \(behaviorName)"
    }
    if let note = replayAfterLoad() { return "reloaded \(scriptPath ?? behaviorName)\(how)\n" + note }
    return
      "reloaded \(scriptPath ?? behaviorName)\(how); replayed \(Self.count(stepCount, "step")): rest at \(position(restingOffset))\n"
      + strip
  }

  /// Compiles the Swift file `spec` (or finds it in the cache), announcing it
  /// first: it takes seconds. Returns the behavior and how it was built
  /// (`compiled in 1.6 s`, or `from the cache`).
  func buildSwiftFile(_ spec: String) throws(SwiftBehaviorError) -> (SwiftFileBehavior, String) {
    announce("building \(spec) …")
    let start = Date()
    var build: SwiftBehaviorBuild
    if let swiftBuild { build = swiftBuild } else { build = try SwiftBehaviorBuild() }
    // Said above, on the session's output.
    build.announcesCompiles = false
    let file = try SwiftFileBehavior(
      spec, build: build, callSeconds: limits.callSeconds, memoryBytes: limits.memoryBytes)
    guard file.product.compiled else { return (file, "from the cache") }
    return (file, "compiled in \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
  }

  /// The behavior `spec` names, to compare with: a built-in, a `.lua` script
  /// or a `.swift` file (built as for `:load`).
  func resolve(_ spec: String) throws -> any ScrollTargetBehavior {
    if BehaviorSpec.isSwiftFile(spec) { return try buildSwiftFile(spec).0 }
    return try BehaviorSpec.resolve(spec, limits: limits)
  }

  /// Why Lua input cannot run: the behavior has no Lua state.
  var noLuaReason: String {
    if case .swiftFile = loaded {
      return "the behavior is the Swift file \(behaviorName) (edit it and :reload; :load a .lua script to evaluate Lua)"
    }
    return "the behavior is the built-in \(behaviorName) (:load a script first)"
  }

  /// What the session calls its behavior in `:scene`: the script's path, the
  /// Swift file with its type, or the built-in's name.
  var behaviorSummary: String {
    switch loaded {
    case .script(_, let path): path
    case .swiftFile(let file): "\(behaviorName) (Swift, type \(file.product.typeName))"
    case .builtIn, nil: behaviorName
    }
  }

  /// An error as the REPL prints it: a Swift file's diagnostics as the
  /// compiler gave them (`Pager.swift:12:5: error: …`), anything else after `error: `.
  static func message(for error: any Error) -> String {
    if let error = error as? SwiftBehaviorError { return error.description }
    return "error: \(error)"
  }
}
