import Foundation
import TestSupport
import Testing

/// Runs the `$` commands of the README's console samples outside its tutorial
/// (``TutorialTests`` runs those) and checks that they print what the README
/// shows, so that no sample goes stale.
///
/// The rules, so that a sample can be written to them:
/// - Each `$` line runs with `/bin/sh` in one fresh folder per sample, where
///   `examples/` and `behaviors/` are the repository's (linked), with the
///   built tool first on the `PATH`. `scripts/main ARGS` runs as what it
///   does once built: `scrollscript verify behaviors ARGS`.
/// - The lines under a command are what it prints (standard output or
///   error): each must be one of its printed lines, in any order. Runs of
///   spaces and tabs count as one space, and a duration (`1.2 s`, `196 ms`)
///   matches any duration. A line of `...` or `…` stands for lines left out;
///   a `…` within a line stands for any text there.
/// - A command ending in `# exits N` must exit with N; any other with 0.
/// - A sample right after a line `<!-- not run: REASON -->` is skipped: the
///   playground, which serves until stopped, and files of the reader's own.
@Suite("The README's console samples", .serialized, .endToEnd, .tags(.endToEnd))
struct ReadmeSampleTests {
  /// One `$` line of a sample and the lines the README shows under it.
  struct Command: CustomStringConvertible {
    var line: Int
    var text: String
    var expected: [String] = []
    /// The page the sample is on.
    var file = "README.md"
    var description: String { "\(file):\(line): $ \(text)" }

    /// The exit status the README gives it (`# exits N`), else 0.
    var status: Int32 {
      guard let found = text.firstMatch(of: /#\s*exits\s+(\d+)/) else { return 0 }
      return Int32(found.1) ?? 0
    }

    /// The command as it runs: `scripts/main` as the verify it ends in.
    var shell: String {
      text.hasPrefix("scripts/main") ? "scrollscript verify behaviors" + text.dropFirst("scripts/main".count) : text
    }
  }

  /// The pages whose console samples run: the README, and the reference pages moved out of it.
  static let pages = [
    "README.md", "docs/cli.md", "docs/model.md", "docs/security.md", "docs/performance.md", "docs/architecture.md",
    "docs/properties.md", "docs/lua-api.md", "docs/swift-files.md", "docs/views.md",
  ]

  /// The console samples of every page in ``pages`` outside the README's tutorial, each a list of commands.
  static func samples() throws -> [[Command]] {
    try pages.flatMap { try samples(in: $0) }
  }

  /// The console samples of the page `file`.
  static func samples(in file: String) throws -> [[Command]] {
    let readme = try String(contentsOf: Repository.file(file), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var samples: [[Command]] = []
    var current: [Command]?
    var inTutorial = false
    var skipNext = false
    for (index, line) in lines.enumerated() {
      if current == nil {
        if line.hasPrefix("## ") { inTutorial = line.hasPrefix("## Tutorial") }
        if line.hasPrefix("<!-- not run:") {
          skipNext = true
        } else if line.hasPrefix("```console") {
          current = []
        } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
          skipNext = false
        }
        continue
      }
      if line.hasPrefix("```") {
        if !inTutorial, !skipNext, let commands = current, !commands.isEmpty { samples.append(commands) }
        current = nil
        skipNext = false
      } else if line.hasPrefix("$ ") {
        current?.append(Command(line: index + 1, text: String(line.dropFirst(2)), file: file))
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty, current?.isEmpty == false {
        current![current!.count - 1].expected.append(line)
      }
    }
    return samples
  }

  /// `line` as compared: runs of spaces and tabs as one space, durations as `<time>`.
  static func normalized(_ line: String) -> String {
    line.replacing(/[ \t]+/, with: " ").replacing(/\b\d+(\.\d+)? (ms|s)\b/, with: "<time>")
      .trimmingCharacters(in: .whitespaces)
  }

  /// Whether `printed` is the README's `expected` line, a `…` within it standing for any text.
  static func matches(_ expected: String, _ printed: String) -> Bool {
    let pieces = normalized(expected).components(separatedBy: "…")
    let line = normalized(printed)
    guard pieces.count > 1 else { return line == pieces[0] }
    guard line.hasPrefix(pieces[0]), line.hasSuffix(pieces[pieces.count - 1]) else { return false }
    var rest = line[line.index(line.startIndex, offsetBy: pieces[0].count)...]
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = rest.range(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return rest.count >= pieces[pieces.count - 1].count
  }

  @Test("the rules of the samples: elisions, durations and runs of spaces")
  func rules() {
    #expect(Self.matches("12 scripts valid (1.2 s)", "12 scripts valid (0.93 s)"))
    #expect(!Self.matches("12 scripts valid (1.2 s)", "11 scripts valid (1.2 s)"))
    #expect(Self.matches("  96\tunder the threshold", "    96 under  the threshold"))
    #expect(Self.matches("echo '{…}' | simulate -", "echo '{\"a\":1}' | simulate -"))
    #expect(!Self.matches("echo '{…}' | simulate -", "echo '{\"a\":1}' | simulate x"))
    #expect(Command(line: 1, text: "scrollscript check x    # exits 1").status == 1)
    #expect(Command(line: 1, text: "scripts/main --json").shell == "scrollscript verify behaviors --json")
  }

  @Test("every sample outside the tutorial prints what the README shows", arguments: try ReadmeSampleTests.samples())
  func sample(_ commands: [Command]) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["examples", "behaviors"] {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name), withDestinationURL: Repository.file(name))
    }
    for command in commands {
      let output = try Tool.shell(command.shell, in: folder)
      #expect(output.status == command.status, "\(command) exited \(output.status)\n\(output.stderr)")
      let printed = (output.stdout + "\n" + Tool.withoutProgress(output.stderr)).split(separator: "\n").map(
        String.init)
      for line in command.expected where !["...", "…"].contains(line.trimmingCharacters(in: .whitespaces)) {
        #expect(
          printed.contains { Self.matches(line, $0) },
          "\(command) did not print: \(line)\nit printed:\n\(printed.joined(separator: "\n"))")
      }
    }
  }

  @Test("the samples are found: the opening session, the views, the map, and none of the tutorial's")
  func found() throws {
    let commands = try Self.samples().joined()
    #expect(commands.contains { $0.text.hasPrefix("scripts/main") })
    #expect(commands.contains { $0.text.hasPrefix("scrollscript compare quarter.lua") && !$0.expected.isEmpty })
    #expect(commands.contains { $0.text.hasPrefix("scrollscript map horizontalPaging --svg") })
    #expect(!commands.contains { $0.text.contains("scratch/") }, "the tutorial's commands are TutorialTests'")
    #expect(!commands.contains { $0.text.hasPrefix("scrollscript play") }, "the playground serves until stopped")
  }
}
