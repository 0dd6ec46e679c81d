import Foundation
import TestSupport
import Testing

/// Runs every `$` command of the tutorial (docs/tutorial.md), as a new user would, in a
/// fresh folder beside the repository's examples.
@Suite("The tutorial (docs/tutorial.md)", .endToEnd, .tags(.endToEnd))
struct TutorialTests {
  static let root = Repository.root

  /// The tutorial's command lines, in order.
  static func commands() throws -> [String] { try steps().map(\.command) }

  /// The tutorial's commands, in order, each with the lines the page shows
  /// it printing (the lines after it in its block, up to the next command).
  static func steps() throws -> [(command: String, shown: [String])] {
    let readme = try String(contentsOf: root.appendingPathComponent("docs/tutorial.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "## Tutorial"))
    let rest = readme[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    var steps: [(command: String, shown: [String])] = []
    var inBlock = false
    for line in section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        inBlock.toggle()
      } else if line.hasPrefix("$ ") {
        steps.append((String(line.dropFirst(2)), []))
      } else if inBlock, !steps.isEmpty, !line.trimmingCharacters(in: .whitespaces).isEmpty {
        steps[steps.count - 1].shown.append(line)
      }
    }
    return steps
  }

  @Test("every command works as written, and the shrunk case it prints is the one it shows")
  func tutorial() throws {
    let commands = try Self.commands()
    #expect(commands.count >= 9)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutorial-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("examples"), withDestinationURL: Self.root.appendingPathComponent("examples"))
    var previous = ""
    for (command, shown) in try Self.steps() {
      let expected: Int32 = command.contains("# exits 1") ? 1 : 0
      let output = try Tool.shell(command, in: folder)
      #expect(output.status == expected, "\(command)\n\(output.stdout)\n\(output.stderr)")
      // Each line the tutorial shows is printed, by the README samples' rules (`…`, any duration).
      let printed = (output.stdout + "\n" + Tool.withoutProgress(output.stderr)).split(separator: "\n").map(String.init)
      for line in shown where !["...", "…"].contains(line.trimmingCharacters(in: .whitespaces)) {
        #expect(
          printed.contains { ReadmeSampleTests.matches(line, $0) },
          "\(command) did not print: \(line)\nit printed:\n\(printed.joined(separator: "\n"))")
      }
      if command.hasPrefix("scrollscript run scratch/my_fling.lua"), previous.contains("compare") {
        // The page shows the very case compare shrank to.
        #expect(output.stdout.contains("result"), "\(output.stdout)")
      }
      if command.hasPrefix("scrollscript compare"), expected == 1 {
        let next = commands.first {
          $0.hasPrefix("scrollscript run scratch/my_fling.lua --container 390x844 --content 390x3300")
        }
        #expect(next.map { output.stdout.contains("run it:  \($0)") } == true, "\(output.stdout)")
      }
      if command.hasPrefix("scrollscript check scratch/my_pager.lua"), expected == 1 {
        // check prints the very gesture the README runs next.
        // The command, without the README's comment after it.
        let next = commands.first { $0.hasPrefix("scrollscript run scratch/my_pager.lua") }
          .map { $0.components(separatedBy: "    #")[0] }
        #expect(next.map { output.stderr.contains($0) } == true, "\(output.stderr)")
      }
      previous = command
    }
    for file in ["scratch/fling.svg", "scratch/fling.html", "scratch/fling.csv"] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
    }
  }
}

extension Tool {
  /// Runs `command` with /bin/sh in `folder`, with the built tool first on the PATH.
  static func shell(_ command: String, in folder: URL) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = url.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let out = folder.appendingPathComponent(".out")
    let err = folder.appendingPathComponent(".err")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
      stderr: try String(contentsOf: err, encoding: .utf8))
  }
}
