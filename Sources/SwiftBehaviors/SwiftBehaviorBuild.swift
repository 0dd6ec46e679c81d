import CPlatform
import Foundation
import ScrollFormats
import ScrollTargets

/// Compiles a behavior's `.swift` file, as written for an iOS app, into a
/// helper executable: the model, the user's file and an entry point that
/// serves calls (``ScrollScriptHelperLoop``). Built once per file content,
/// chosen type, compiler and tool version, then reused from the cache.
///
/// The tool carries the model's sources (embedded at build time), so this
/// works from any folder and from an installed binary. They are compiled once
/// into the cache as the module `ScrollTargets`, beside a small module for
/// each framework an iOS file imports (`ScrollScriptSwiftUI`, …), each
/// re-exporting it, which the compiler takes in the framework's place
/// (``SwiftImports``), so that `import SwiftUI` compiles unchanged.
///
/// The user's file is compiled as a copy: its `#Preview`s made plain view
/// types, every line and column of the user's code kept and named as the
/// user's file (``SwiftPreviewRewrite``).
public struct SwiftBehaviorBuild: Sendable {
  /// A built behavior.
  public struct Product: Sendable {
    /// The helper executable.
    public var executable: URL
    /// The conforming type the helper runs.
    public var typeName: String
    /// Whether this build ran the compiler (false: found in the cache).
    public var compiled: Bool
    /// The user's file as the helper's line tables name it: its own folder
    /// replaced by ``debugFolder``, so that a helper found in the cache for a
    /// copy of the file elsewhere names the same path.
    public var debugPath: String = ""
    /// The toolchain's `llvm-symbolizer`, which maps a trap to its line (``TrapSymbolizer``); `nil` when none was found.
    public var symbolizer: URL?
    /// For a view file: how to name the view laid out when it is a preview
    /// (`#Preview("Dark") at line 40, which makes Carousel`); `nil` for a view type.
    public var viewNote: String?
    /// For a view file: how errors name the view made (the type, or the preview's title).
    public var viewName: String?
    /// For a view file: the line of the scroll view to report, `nil` for the layout's own rule.
    public var scrollViewLine: Int?
    /// For a view file: the orientation the chosen `#Preview`'s traits ask for.
    public var orientation: Orientation?
    /// For a view file: its `.scrollTargetBehavior(…)` calls, and each type's shorthand property.
    public var behaviorCalls: [BehaviorCall] = []
    public var shorthands: [String: String] = [:]
  }

  /// The folder the helper's line tables put the user's file in (`-debug-prefix-map`).
  static let debugFolder = "/scrollscript-behavior"

  public var cache: SwiftBehaviorCache
  /// The compiler: `SCROLLSCRIPT_SWIFTC`, else `swiftc` on `PATH`.
  public var compiler: URL
  /// The wall-clock time one compiler run may take, in seconds (the model's,
  /// or a behavior's): `SCROLLSCRIPT_BUILD_TIMEOUT`, else ``defaultBuildSeconds``.
  /// A run past it is stopped, its processes killed and its folder removed.
  public var buildSeconds: Double
  /// The time between two progress lines while compiling, in seconds. Default 10.
  public var progressSeconds: Double = 10
  /// Whether a compile says so as it starts (`compiling Pager.swift…`),
  /// through ``progress``. Default: when standard error is a terminal.
  public var announcesCompiles = isatty(2) == 1
  /// Called with each progress line, `compiling Pager.swift… 10 s`. Default: written to standard error.
  public var progress: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// The default of ``buildSeconds``: 120 s. A behavior compiles in about 2 s
  /// and the model in about 30 s on a busy 2-core machine, while an
  /// expression the type checker cannot solve can keep it busy for tens of minutes.
  public static let defaultBuildSeconds: Double = 120

  /// A build using `cache` and the compiler the environment names.
  ///
  /// - Throws: ``SwiftBehaviorError`` when no compiler is found.
  public init(cache: SwiftBehaviorCache = .standard) throws(SwiftBehaviorError) {
    self.cache = cache
    guard let compiler = Self.findCompiler() else {
      throw SwiftBehaviorError(
        location: nil,
        "no Swift compiler found to build a .swift behavior: put swiftc on PATH or set SCROLLSCRIPT_SWIFTC")
    }
    self.compiler = compiler
    let limit = ProcessInfo.processInfo.environment["SCROLLSCRIPT_BUILD_TIMEOUT"].flatMap(Double.init)
    self.buildSeconds = limit.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? Self.defaultBuildSeconds
  }

  /// The version of the generated code and the commands that build it; part of every key.
  static let layoutVersion = "8"

  private static func findCompiler() -> URL? {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["SCROLLSCRIPT_SWIFTC"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appending(path: "swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// The longest behavior file read (bytes): a behavior is a page or two of code.
  public static let maximumSourceBytes = 8 << 20

  /// Builds (or finds in the cache) the helper for `spec`: `Path.swift` or `Path.swift:Type`.
  ///
  /// - Throws: ``SwiftBehaviorError`` for an unreadable file, an `App`, no
  ///   or several conforming types, compiler errors (pointed at `spec`'s path),
  ///   or a compile past ``buildSeconds``.
  public func build(_ spec: String) throws(SwiftBehaviorError) -> Product {
    try ProcessGroups.building { () throws(SwiftBehaviorError) in try buildNow(spec, kind: .behavior) }
  }

  /// Builds (or finds in the cache) the layout helper of a view file:
  /// `Path.swift`, or `Path.swift:NAME` (a view type or a `#Preview`), the
  /// view and the scroll view chosen as ``SwiftViewChoice`` says. The helper
  /// makes the view with `Type()` and runs ``ScrollScriptViewLayoutLoop``
  /// (docs/views.md, "View files").
  ///
  /// - Throws: ``SwiftBehaviorError`` as ``build(_:)`` does, and when no view
  ///   can be chosen: none, or several scroll views to choose from (the
  ///   input's fault, listing them).
  public func buildViewLayout(_ spec: String, pick: ViewPick = ViewPick()) throws(SwiftBehaviorError) -> Product {
    try ProcessGroups.building { () throws(SwiftBehaviorError) in try buildNow(spec, kind: .viewLayout(pick)) }
  }

  /// What a helper does: serve a behavior's calls, or lay out a view.
  private enum Kind {
    case behavior
    case viewLayout(ViewPick)

    var isView: Bool {
      if case .viewLayout = self { return true }
      return false
    }
  }

  private func buildNow(_ spec: String, kind: Kind) throws(SwiftBehaviorError) -> Product {
    let (path, explicitType) = Self.split(spec)
    let data: Data
    do {
      // The one bounded reader: a FIFO, a device or a folder is refused unread.
      data = try InputFile.read(path, limit: Self.maximumSourceBytes)
    } catch {
      throw SwiftBehaviorError(
        location: path, "cannot read the \(kind.isView ? "view" : "behavior") file: \(error.reason)")
    }
    guard data.count <= Self.maximumSourceBytes else {
      throw SwiftBehaviorError(location: path, "the file is longer than \(Self.maximumSourceBytes >> 20) MiB")
    }
    let text = String(decoding: data, as: UTF8.self)
    let source = SwiftBehaviorSource(text)
    if let app = source.appCode {
      throw SwiftBehaviorError.invalid(
        location: "\(path):\(app.line)",
        "`\(app.declaration)` is an app, which cannot be compiled here: this tool has SwiftUI's scroll views and "
          + "targets, not its apps and scenes. Move the views and behaviors into a file of their own and pass that file"
      )
    }
    if let refusal = SwiftImports.refusal(in: source.text, path: path, isView: kind.isView) { throw refusal }
    let typeName: String
    let main: String
    var choice: SwiftViewChoice?
    switch kind {
    case .behavior:
      typeName = try Self.pickType(explicitType, in: source, path: path)
      let member = source.staticMembers[typeName].map { "\(typeName).\($0)" } ?? "\(typeName)()"
      // Made on the main actor, as an app's view body makes it: a `@MainActor static var` shorthand compiles.
      main = Self.mainImports + "MainActor.assumeIsolated { ScrollScriptHelperLoop.serve { \(member) } }\n"
    case .viewLayout(var pick):
      if pick.name == nil { pick.name = explicitType }
      let chosen = try SwiftViewChoice.choose(in: source, pick: pick, path: path)
      choice = chosen
      typeName = chosen.typeName
      // Views are the main actor's, as SwiftUI's are: the helper's main thread makes and lays them out.
      // Errors name a provider by its name, not by the type its previews' builder makes.
      let named = chosen.isProvider ? "named: \"\(chosen.typeName)\"" : ""
      main =
        Self.mainImports
        + "MainActor.assumeIsolated { ScrollScriptViewLayoutLoop.run(\(named)) { \(chosen.made) } }\n"
    }
    let version = try compilerVersion()
    var key = CacheKey()
    key.update(field: Self.toolKey)
    key.update(field: version)
    key.update(field: kind.isView ? "view layout" : "behavior")
    key.update(field: typeName)
    // The name is in the helper: in the line tables, and in what `fatalError` prints.
    let userFile = URL(fileURLWithPath: path).standardizedFileURL
    key.update(field: userFile.lastPathComponent)
    key.update(data)
    let folder = cache.behaviorFolder(key: key.name)
    let executable = folder.appending(path: "helper")
    var product = Product(
      executable: executable, typeName: typeName, compiled: false,
      debugPath: Self.debugFolder + "/" + userFile.lastPathComponent, symbolizer: TrapSymbolizer.find(beside: compiler))
    if let choice {
      product.viewNote = choice.note
      product.viewName = choice.displayName
      product.scrollViewLine = choice.scrollViewLine
      product.orientation = choice.orientation
      product.behaviorCalls = source.behaviorCalls
      product.shorthands = source.staticMembers
    }
    if FileManager.default.isExecutableFile(atPath: executable.path), key.matches(entryAt: folder) {
      if HelperStamp.holds(executable) { return product }
      // Damaged since it was installed: built again in its place (the damaged entry must go first, or the
      // build's install would keep it as another build's of the same key).
      do {
        try FileManager.default.removeItem(at: folder)
      } catch {
        throw SwiftBehaviorError(location: path, "cannot replace a damaged helper: \(cache.unusable(error))")
      }
    }
    let model = try buildModel(version: version)
    do {
      let scratch = try cache.scratchFolder()
      defer { try? FileManager.default.removeItem(at: scratch) }
      let generated = scratch.appending(path: "main.swift")
      try main.write(to: generated, atomically: true, encoding: .utf8)
      // The copy the compiler reads. Its own name is never seen (its `#sourceLocation` lines name the user's
      // file), and differs from the user's, whose `#fileID` would otherwise be claimed twice (a warning).
      let copyFolder = scratch.appending(path: "source")
      try FileManager.default.createDirectory(at: copyFolder, withIntermediateDirectories: true)
      let copy = copyFolder.appending(path: "ScrollScriptUserFile.swift")
      // Its `os(…)` conditions answered for iOS (SwiftTargetSystem), its previews made views.
      let text = SwiftTargetSystem.resolvingConditions(in: source.text)
      try SwiftPreviewRewrite.copy(of: text, previews: source.previews, path: userFile.path)
        .write(to: copy, atomically: false, encoding: .utf8)
      let helperSources = Self.helperFileSources.map { model.appending(path: "helper/\($0)").path }
      let output = try run(
        task: "compiling \(path)", announced: true,
        [
          // Line tables (and no more debug information), for the line of a trap. The file's
          // folder is the compile's own, so that the line tables name the file beside it and
          // the map renames that folder whatever folder the tool runs in (from any other, they
          // would name the file by a path relative to that one, which no map reaches).
          "-O", "-gline-tables-only", "-working-directory", userFile.deletingLastPathComponent().path,
          "-debug-prefix-map", userFile.deletingLastPathComponent().path + "=" + Self.debugFolder,
          // The helper's own `print` (Helper/HelperPrint.swift); `#if DEBUG` code is compiled, as for previews;
          // `#if SCROLLSCRIPT` code too, where a file keeps its use of the tool's own API (emit, the hooks).
          "-D", "SCROLLSCRIPT_HELPER", "-D", "DEBUG", "-D", "SCROLLSCRIPT",
          "-wmo", "-diagnostic-style", "llvm", "-module-name", "Behavior", "-I", model.path, "-L", model.path,
          // The helper module first: it uses the model, and a static library is searched in order.
          "-lScrollScriptHelper", "-lScrollTargets",
        ] + SwiftImports.aliasArguments + [copy.path, generated.path] + helperSources + [
          "-o", scratch.appending(path: "helper").path,
        ])
      guard output.status == 0 else {
        throw Self.compileError(
          output.text, userFile: userFile.path, copy: copy.path, path: path, generated: generated.path, source: source,
          isView: kind.isView, behavior: kind.isView || source.staticMembers[typeName] != nil ? nil : typeName)
      }
      try FileManager.default.removeItem(at: generated)
      try FileManager.default.removeItem(at: copyFolder)
      try key.record(in: scratch)
      try HelperStamp.record(scratch.appending(path: "helper"))
      try cache.install(scratch, at: folder)
    } catch let error as SwiftBehaviorError {
      throw error
    } catch let stopped as CompilerRun.Stopped {
      throw stopped.error(location: path, what: "its build")
    } catch {
      throw SwiftBehaviorError(location: path, "cannot build the behavior: \(cache.unusable(error))")
    }
    product.compiled = true
    return product
  }

  /// `Path.swift:Type` split into its path and type; the type is `nil` without a colon after `.swift`.
  public static func split(_ spec: String) -> (path: String, type: String?) {
    guard let range = spec.range(of: ".swift:", options: .backwards) else { return (spec, nil) }
    return (String(spec[..<range.lowerBound]) + ".swift", String(spec[range.upperBound...]))
  }

  private static func pickType(_ explicit: String?, in source: SwiftBehaviorSource, path: String)
    throws(SwiftBehaviorError) -> String
  {
    let found = source.behaviorTypes
    if let explicit {
      guard explicit.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !explicit.isEmpty else {
        throw SwiftBehaviorError(location: path, "'\(explicit)' is not a type name")
      }
      return explicit
    }
    switch found.count {
    case 1: return found[0]
    case 0 where !source.viewTypes.isEmpty:
      throw SwiftBehaviorError.invalid(
        location: path,
        "no type conforming to ScrollTargetBehavior found; the file holds views "
          + "(\(source.viewTypes.map(\.name).joined(separator: ", "))): `scrollscript scene \(path)` lays one out, "
          + "and `--scene \(path)` with the behavior `view` runs its .scrollTargetBehavior")
    case 0:
      throw SwiftBehaviorError.invalid(
        location: path, "no type conforming to ScrollTargetBehavior found (`struct Pager: ScrollTargetBehavior { … }`)")
    default:
      throw SwiftBehaviorError.invalid(
        location: path,
        "several types conform to ScrollTargetBehavior (\(found.joined(separator: ", "))): pick one with \(path):\(found[0])"
      )
    }
  }

  // MARK: The compiler

  /// `swiftc --version`, which names the compiler and its target.
  ///
  /// Asking costs a tenth of a second, more than the rest of a cached start,
  /// so the answer is kept in the cache under the compiler's resolved path,
  /// size and modification time: an upgraded compiler is a new file and is
  /// asked again.
  func compilerVersion() throws(SwiftBehaviorError) -> String {
    let resolved = compiler.resolvingSymlinksInPath().path
    var status = stat()
    guard stat(resolved, &status) == 0 else { return try askCompilerVersion() }
    var key = CacheKey()
    key.update(field: resolved)
    key.update(field: "\(status.st_size) \(scp_modified_ns(&status)) \(status.st_ino)")
    // On macOS `swiftc` is a shim for the selected Xcode, chosen by `xcode-select` or DEVELOPER_DIR.
    var selected = [CChar](repeating: 0, count: 4096)
    key.update(field: scp_selected_developer_folder(&selected, selected.count) == 0 ? String(cString: selected) : "")
    key.update(field: ProcessInfo.processInfo.environment["DEVELOPER_DIR"] ?? "")
    let entry = cache.compilerFile(key: key.name)
    if let known = try? Data(contentsOf: entry), known.starts(with: key.material) {
      return String(decoding: known.dropFirst(key.material.count), as: UTF8.self)
    }
    let version = try askCompilerVersion()
    cache.write(Data(key.material) + Data(version.utf8), to: entry)
    return version
  }

  private func askCompilerVersion() throws(SwiftBehaviorError) -> String {
    let output: (status: Int32, text: String)
    do {
      output = try run(task: "asking \(compiler.path) its version", ["--version"])
    } catch let stopped as CompilerRun.Stopped {
      throw stopped.error(location: nil, what: "\(compiler.path) --version")
    } catch {
      throw SwiftBehaviorError(location: nil, "cannot run \(compiler.path): \(error)")
    }
    guard output.status == 0 else {
      throw SwiftBehaviorError(location: nil, "\(compiler.path) --version failed: \(output.text)")
    }
    return output.text
  }

  /// Runs the compiler with `arguments` (``CompilerRun``): its status and
  /// what it printed. An `announced` task is first said through
  /// ``progress`` when ``announcesCompiles``.
  func run(task: String, announced: Bool = false, _ arguments: [String]) throws -> (status: Int32, text: String) {
    if announced && announcesCompiles { progress("\(task)…") }
    return try CompilerRun(
      compiler: compiler, seconds: buildSeconds, progressSeconds: progressSeconds, progress: progress
    )
    .run(arguments, task: task)
  }
}
