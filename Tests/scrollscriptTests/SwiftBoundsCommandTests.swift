import Foundation
import TestSupport
import Testing

/// The bounds of a `.swift` behavior as the tool keeps them end to end: what
/// the behavior starts ends with the tool, and a stopped build leaves nothing.
@Suite(
  "scrollscript keeps a .swift behavior's processes and builds within bounds", .serialized, .endToEnd, .tags(.endToEnd))
struct SwiftBoundsCommandTests {
  /// A cache for the suite: its path marks every compiler process it runs.
  static let cache = FileManager.default.temporaryDirectory.appending(path: "scrollscript-bounds-\(UUID().uuidString)")
  static let environment = ["SCROLLSCRIPT_CACHE": cache.path]

  /// The processes other than this one whose command line mentions `text`.
  static func processes(mentioning text: String) -> [Int32] {
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
    return ids.filter { id in
      guard id != getpid(), let data = FileManager.default.contents(atPath: "/proc/\(id)/cmdline") else { return false }
      return String(decoding: data, as: UTF8.self).contains(text)
    }
  }

  /// Whether process `pid` runs (exists and is not a zombie).
  static func isRunning(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return false }
    return !stat[stat.index(end, offsetBy: 2)...].hasPrefix("Z")
  }

  @Test("SIGTERM during a build: the tool ends by it within seconds, leaving no compiler and no folder in tmp/")
  func stoppedBuildLeavesNothing() throws {
    // Twenty expressions the type checker gives up on after about 3 s each: a minute of compiling.
    let bomb = try Tool.temporaryFile(
      "Bomb.swift",
      "import SwiftUI\n\nstruct Bomb: ScrollTargetBehavior {\n  func updateTarget(_ target: inout Target, context: TargetContext) {}\n}\n\n"
        + (0..<20).map {
          "let x\($0) = [1, 2.0, 3, 4.5, 5, 6, 7.5, 8].map { $0 * 2 + 1 - 3 * $0 / 4 + 5 }"
            + ".reduce(0) { $0 + $1 * 2 - 1 + 3 * $1 - 4 / 2 + 6 - $1 }\n"
        }.joined())
    defer { try? FileManager.default.removeItem(at: bomb) }
    let process = Process()
    process.executableURL = Tool.url
    process.arguments = ["run", bomb.path]
    process.environment = ProcessInfo.processInfo.environment.merging(Self.environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait for a compiler (the model's or the file's: both run under the cache's folder).
    let started = Date()
    while Self.processes(mentioning: Self.cache.path).filter({ $0 != process.processIdentifier }).isEmpty,
      Date().timeIntervalSince(started) < 60
    {
      usleep(50_000)
    }
    usleep(500_000)
    let compilers = Self.processes(mentioning: Self.cache.path).filter { $0 != process.processIdentifier }
    #expect(!compilers.isEmpty, "no compiler started")
    let stop = Date()
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(Date().timeIntervalSince(stop) < 10, "the tool takes its time to stop")
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
    #expect(Self.processes(mentioning: Self.cache.path).isEmpty, "compiler processes left behind")
    let scratch = try? FileManager.default.contentsOfDirectory(atPath: Self.cache.appending(path: "tmp").path)
    #expect(scratch ?? [] == [], "temporary folders left behind")
  }

  @Test("a process a behavior starts ends when the tool exits; what the behavior prints is shown as Lua's is")
  func forkedProcessEndsWithTool() throws {
    let pidFile = Self.cache.appending(path: "child.pid").path
    let file = try Tool.temporaryFile(
      "Fork.swift",
      """
      import Foundation
      import SwiftUI

      struct Fork: ScrollTargetBehavior {
        func updateTarget(_ target: inout Target, context: TargetContext) {
          let shell = Process()
          shell.executableURL = URL(fileURLWithPath: "/bin/sh")
          shell.arguments = ["-c", "echo $$ > \(pidFile); exec sleep 300 > /dev/null 2>&1"]
          try? shell.run()
          print("started \\(shell.processIdentifier)")
          // The call ends once the child has said who it is, so that the tool's exit, not a race, ends it.
          for _ in 0..<500 where !FileManager.default.fileExists(atPath: "\(pidFile)") { usleep(10_000) }
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: file) }
    try? FileManager.default.createDirectory(at: Self.cache, withIntermediateDirectories: true)
    let output = try Tool.run(["run", file.path, "--timeout", "10"], environment: Self.environment)
    #expect(output.status == 0, "\(output.stderr)")
    // Line 10 of the file: the behavior's `print` names its line, as Lua's does.
    #expect(output.stderr.contains("\(file.path):10: print: started "), "\(output.stderr)")
    let text = try String(contentsOfFile: pidFile, encoding: .utf8)
    let child = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    let gone = Date().addingTimeInterval(5)
    while Self.isRunning(child), Date() < gone { usleep(20_000) }
    #expect(!Self.isRunning(child), "process \(child), started by the behavior, outlived the tool")
  }
}
