import Foundation
import TestSupport
import Testing

/// With `--report github`, nothing a user's file controls reaches either stream as a workflow command: a
/// file name with line breaks and `::` in it, and a source line the compiler echoes (hostile round four,
/// items 2 and 3). The tool's own annotations still reach the runner.
@Suite("Reports for GitHub cannot be forged", .serialized, .endToEnd, .tags(.endToEnd))
struct WorkflowCommandGuardTests {
  /// The lines of `text` that GitHub's runner would take as commands: `::` first, blanks aside, or `##[` anywhere.
  static func commands(_ text: String) -> [String] {
    text.components(separatedBy: CharacterSet(charactersIn: "\r\n")).filter {
      let trimmed = $0.drop { $0 == " " || $0 == "\t" }
      return trimmed.hasPrefix("::") || $0.contains("##[")
    }
  }

  @Test("a script named 0⏎::stop-commands::x⏎.lua forges nothing; its violations are still annotated")
  func forgedFileName() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "scrollscript-gh-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let name = "0\n::stop-commands::x\n.lua"
    try Data("function updateTarget(target, context) target.rect.origin.x = 3 end\n".utf8)
      .write(to: folder.appending(path: name))
    let output = try Tool.run(["check", folder.path, "--report", "github"])
    #expect(output.status == 1)
    let forged = Self.commands(output.stdout + "\n" + output.stderr).filter { !$0.hasPrefix("::error file=") }
    #expect(forged.isEmpty, "\(forged)")
    #expect(output.stdout.contains("[not a command] ::stop-commands::x"))
    let annotations = Self.commands(output.stdout)
    #expect(!annotations.isEmpty && annotations.allSatisfy { $0.contains("%0A%3A%3Astop-commands%3A%3Ax%0A.lua") })
  }

  @Test("a .swift line the compiler echoes forges no annotation")
  func forgedSourceLine() throws {
    let path = try Tool.temporaryFile(
      "Forged.swift",
      "import SwiftUI\n\n::error file=README.md,line=1,title=forged::forged\nstruct Forged: ScrollTargetBehavior {\n"
        + "  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}\n}\n"
    ).path
    let output = try Tool.run(["check", path, "--report", "github"])
    #expect(output.status != 0)
    let forged = Self.commands(output.stdout + "\n" + output.stderr).filter {
      !$0.hasPrefix("::error file=\(path)")
    }
    #expect(forged.isEmpty, "\(forged)")
    #expect(output.stderr.contains("[not a command] ::error file=README.md"), "\(output.stderr)")
  }
}
