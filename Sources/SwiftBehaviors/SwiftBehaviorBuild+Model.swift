import Foundation
import ScrollTargets
import Synchronization

/// The model and the modules compiled beside it, once per compiler and tool
/// version, into the cache's `model/` folder (docs/swift-files.md, "Building and the cache").
extension SwiftBehaviorBuild {
  /// The embedded sources of the model module, by file name.
  static var modelSources: [(name: String, text: String)] {
    EmbeddedSources.files.filter { $0.path.hasPrefix("Sources/ScrollTargets/") }.map {
      (String($0.path.split(separator: "/").last!), $0.text)
    }
  }

  /// The embedded wire and serving code of every helper, by file name.
  static var helperSources: [String] {
    EmbeddedSources.files.filter { $0.path.hasPrefix("Sources/SwiftBehaviors/Helper/") }.map {
      String($0.path.split(separator: "/").last!)
    }
  }

  /// The helper's code compiled with each file, in its module: the behavior's own `print`, which must be a
  /// member the behavior's methods find before Swift's. The rest is compiled once, with the model, as the
  /// module `ScrollScriptHelper` (a second or two less for every file).
  static let helperFileSources = ["HelperPrint.swift"]

  /// The imports of a generated entry point: the helper module's internals, and the model.
  static let mainImports = "@testable import ScrollScriptHelper\nimport ScrollTargets\n\n"

  /// The tool's part of every key: the embedded sources and the layout version.
  static let toolKey: String = {
    var key = CacheKey()
    key.update(field: layoutVersion)
    for file in EmbeddedSources.files {
      key.update(field: file.path)
      key.update(field: file.text)
    }
    return key.name
  }()

  /// What ``warmModel()`` did.
  public struct Warmed: Sendable {
    /// The model's folder in the cache.
    public var folder: URL
    /// Whether the compiler ran (false: the model was there already).
    public var compiled: Bool
    /// The wall-clock time it took, in seconds.
    public var seconds: Double
  }

  /// Builds the model into the cache ahead of a first view or behavior file,
  /// as `scrollscript cache --warm` does; a model already there is kept.
  ///
  /// - Throws: ``SwiftBehaviorError`` when the compiler cannot run or the model does not compile.
  public func warmModel() throws(SwiftBehaviorError) -> Warmed {
    try ProcessGroups.building { () throws(SwiftBehaviorError) in
      let start = DispatchTime.now().uptimeNanoseconds
      let version = try compilerVersion()
      let compiled = !hasModel(version: version)
      let folder = try buildModel(version: version)
      return Warmed(
        folder: folder, compiled: compiled, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
  }

  /// The threads the model's code generation takes: one per core, from 1 to 8.
  static var codegenThreads: Int { min(8, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

  /// The model's key for the compiler `version`.
  private func modelKey(version: String) -> CacheKey {
    var key = CacheKey()
    key.update(field: Self.toolKey)
    key.update(field: version)
    return key
  }

  /// Whether the model for `version` is in the cache.
  private func hasModel(version: String) -> Bool {
    let key = modelKey(version: version)
    let folder = cache.modelFolder(key: key.name)
    return FileManager.default.fileExists(atPath: folder.appending(path: "libScrollTargets.a").path)
      && key.matches(entryAt: folder)
  }

  /// The model's folder in the cache, built first when missing.
  func buildModel(version: String) throws(SwiftBehaviorError) -> URL {
    let key = modelKey(version: version)
    let folder = cache.modelFolder(key: key.name)
    if hasModel(version: version) { return folder }
    do {
      let scratch = try cache.scratchFolder()
      defer { try? FileManager.default.removeItem(at: scratch) }
      let sources = scratch.appending(path: "src")
      let helper = scratch.appending(path: "helper")
      for folder in [sources, helper] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      for file in Self.modelSources {
        try file.text.write(to: sources.appending(path: file.name), atomically: false, encoding: .utf8)
      }
      for file in EmbeddedSources.files where file.path.hasPrefix("Sources/SwiftBehaviors/Helper/") {
        let name = String(file.path.split(separator: "/").last!)
        try file.text.write(to: helper.appending(path: name), atomically: false, encoding: .utf8)
      }
      let model = try run(
        task: "compiling the model (once per compiler)", announced: true,
        [
          // Code generation on every core: on the busy 2-core machine a fifth less time, idle the same.
          "-O", "-wmo", "-num-threads", "\(Self.codegenThreads)", "-parse-as-library", "-D", "SCROLLSCRIPT",
          "-module-name", "ScrollTargets",
          "-emit-module", "-emit-module-path",
          scratch.appending(path: "ScrollTargets.swiftmodule").path, "-emit-library", "-static", "-o",
          scratch.appending(path: "libScrollTargets.a").path,
        ] + Self.modelSources.map { sources.appending(path: $0.name).path })
      guard model.status == 0 else {
        throw SwiftBehaviorError(location: nil, "the model did not compile with \(compiler.path):\n\(model.text)")
      }
      try buildModules(in: scratch, helper: helper)
      try FileManager.default.removeItem(at: sources)
      try key.record(in: scratch)
      try cache.install(scratch, at: folder)
    } catch let error as SwiftBehaviorError {
      throw error
    } catch let stopped as CompilerRun.Stopped {
      throw stopped.error(location: nil, what: "the build of the model")
    } catch {
      throw SwiftBehaviorError(location: nil, "cannot build the model: \(cache.unusable(error))")
    }
    return folder
  }

  /// The modules compiled beside the model, two at a time: the helper's
  /// code (`ScrollScriptHelper`, compiled for testing so that an entry point
  /// reaches its internals), and the modules that stand for the frameworks a
  /// file imports (``SwiftImports``), each re-exporting the model with no
  /// code of its own (so no library), compiled for testing too, so that
  /// `@testable import SwiftUI` compiles.
  private func buildModules(in folder: URL, helper: URL) throws {
    var jobs: [(task: String, arguments: [String])] = []
    let helperModule = Self.helperSources.filter { !Self.helperFileSources.contains($0) }
    jobs.append(
      (
        "compiling the helper's module",
        [
          "-O", "-wmo", "-gline-tables-only", "-parse-as-library", "-enable-testing", "-D", "SCROLLSCRIPT_HELPER",
          "-module-name", "ScrollScriptHelper", "-I", folder.path, "-emit-module", "-emit-module-path",
          folder.appending(path: "ScrollScriptHelper.swiftmodule").path, "-emit-library", "-static", "-o",
          folder.appending(path: "libScrollScriptHelper.a").path,
        ] + helperModule.map { helper.appending(path: $0).path }
      ))
    for framework in SwiftImports.modelAliases {
      let name = SwiftImports.shim(of: framework)
      let source = folder.appending(path: "\(name).swift")
      // Where Foundation keeps URLSession apart (Linux), the networking module comes too, as it does with
      // Apple's Foundation: a file's own service types compile (a preview gives a mock; a .task may call it).
      try """
      // \(framework), as a file compiled by the tool finds it: the model.
      @_exported import ScrollTargets
      #if canImport(FoundationNetworking)
        @_exported import FoundationNetworking
      #endif

      """
      .write(to: source, atomically: false, encoding: .utf8)
      jobs.append(
        (
          "compiling the model's \(framework) module",
          [
            "-parse-as-library", "-enable-testing", "-module-name", name, "-I", folder.path, "-emit-module",
            "-emit-module-path", folder.appending(path: "\(name).swiftmodule").path, source.path,
          ]
        ))
    }
    let failures = Failures()
    let next = Atomic<Int>(0)
    let work = jobs
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < work.count, !failures.any else { return }
        do {
          let output = try run(task: work[index].task, work[index].arguments)
          if output.status != 0 {
            failures.add(SwiftBehaviorError(location: nil, "\(work[index].task) failed:\n\(output.text)"))
          }
        } catch {
          failures.add(error)
        }
      }
    }
    if let failure = failures.first { throw failure }
    for framework in SwiftImports.modelAliases {
      try FileManager.default.removeItem(at: folder.appending(path: "\(SwiftImports.shim(of: framework)).swift"))
    }
    for name in helperModule { try FileManager.default.removeItem(at: helper.appending(path: name)) }
  }
}

/// The errors of work done on several threads at once.
private final class Failures: Sendable {
  private let kept = Mutex<SwiftBehaviorError?>(nil)

  /// Keeps the first error; a stopped compile says so as the build's own would.
  func add(_ error: any Error) {
    let said: SwiftBehaviorError
    switch error {
    case let error as SwiftBehaviorError: said = error
    case let stopped as CompilerRun.Stopped: said = stopped.error(location: nil, what: "the build of the model")
    default: said = SwiftBehaviorError(location: nil, "cannot build the model: \(error)")
    }
    kept.withLock { if $0 == nil { $0 = said } }
  }

  var any: Bool { kept.withLock { $0 != nil } }
  var first: SwiftBehaviorError? { kept.withLock { $0 } }
}
