import Foundation

/// Turns the addresses a trapping helper wrote (``ScrollScriptTrapReport``)
/// into what a person reads: the runtime's message and the line of the
/// user's file, by running the toolchain's `llvm-symbolizer` on the helper
/// (built with line tables, see ``SwiftBehaviorBuild``).
///
/// A runtime check's trap (an index out of range, a force unwrap of `nil`,
/// an overflow, a division by zero) prints nothing in an optimized build;
/// its instruction sits in an inlined frame the compiler names
/// `Swift runtime failure: MESSAGE`, which gives the message. A
/// `fatalError` prints its own (`Behavior/Pager.swift:14: Fatal error: …`).
/// The location is the innermost frame in the user's file.
struct TrapSymbolizer {
  /// What a trap comes to.
  struct Trap: Equatable {
    /// `Fatal error: Index out of range`; `nil` when no frame names a runtime failure.
    var message: String?
    /// The line of the innermost frame in the user's file; `nil` when none is.
    var line: Int?
    /// The lines of the outer frames in the user's file, innermost first (the callers of ``line``).
    var callers: [Int]
  }

  /// The symbolizer.
  var symbolizer: URL
  /// The helper executable.
  var executable: URL
  /// The user's file, as the compiler was given it (an absolute, standardized path).
  var userFile: String
  /// The time the symbolizer may take, in seconds: 10, for a helper of a few megabytes that takes a tenth.
  var seconds: Double = 10

  /// The frames of `addresses` (the faulting instruction first, then return
  /// addresses); `nil` when the symbolizer cannot be run.
  func symbolize(_ addresses: [UInt]) -> Trap? {
    guard !addresses.isEmpty else { return nil }
    // A return address is the instruction after the call: one byte back is in the call's line.
    let queries = addresses.enumerated().map { "0x" + String($0.offset == 0 ? $0.element : $0.element - 1, radix: 16) }
    let output: (status: Int32, text: String)
    do {
      output = try CompilerRun(compiler: symbolizer, seconds: seconds, progressSeconds: seconds + 1, progress: { _ in })
        .run(["--obj=" + executable.path, "--inlines", "--no-demangle"] + queries, task: "symbolizing a trap")
    } catch {
      return nil
    }
    guard output.status == 0 else { return nil }
    return Self.parse(output.text, userFile: userFile)
  }

  /// Reads `llvm-symbolizer`'s answer: for each address, pairs of lines
  /// (a function's name, then `file:line:column`), innermost first, and an
  /// empty line after the last.
  static func parse(_ text: String, userFile: String) -> Trap {
    var trap = Trap(message: nil, line: nil, callers: [])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    var index = 0
    while index + 1 < lines.count {
      let function = lines[index]
      let place = lines[index + 1]
      index += 2
      let failure = "Swift runtime failure: "
      if trap.message == nil, trap.line == nil, function.hasPrefix(failure) {
        trap.message = "Fatal error: " + function.dropFirst(failure.count)
      }
      // `path:line:column`; the path may hold colons.
      let parts = place.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 3, let line = Int(parts[parts.count - 2]), line > 0,
        parts.dropLast(2).joined(separator: ":") == userFile
      else { continue }
      if trap.line == nil {
        trap.line = line
      } else {
        trap.callers.append(line)
      }
    }
    return trap
  }

  /// The symbolizer of the toolchain that holds `compiler`, else `llvm-symbolizer` on `PATH`; `nil` when neither exists.
  static func find(beside compiler: URL) -> URL? {
    let beside = compiler.resolvingSymlinksInPath().deletingLastPathComponent().appending(path: "llvm-symbolizer")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appending(path: "llvm-symbolizer")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
