import Foundation
import Testing

@Suite("scrollscript with a .swift behavior, end to end", .serialized)
struct SwiftFileCommandTests {
  /// One cache for the suite, so the model is compiled once.
  static let environment = [
    "SCROLLSCRIPT_CACHE": FileManager.default.temporaryDirectory.appending(
      path: "scrollscript-cli-\(UUID().uuidString)"
    )
    .path
  ]

  @Test("a compile error prints `file:line:col: error:` with the user's path and exits 2")
  func compileError() throws {
    let file = try Tool.temporaryFile(
      "Broken.swift",
      "import SwiftUI\n\nstruct Broken: ScrollTargetBehavior {\n  func updateTarget(_ target: inout Target, context: TargetContext) {\n    target.rect.x = \"left\"\n  }\n}\n"
    )
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Tool.run(["run", file.path, "--cases", "-"], input: "", environment: Self.environment)
    #expect(output.status == 2)
    #expect(
      output.stderr.hasPrefix("\(file.path):5:21: error: cannot assign value of type 'String'"), "\(output.stderr)")
  }

  @Test("run --cases: a behavior that traps on one case of 1,000 gives 999 results and one `crash` line")
  func trapOnOneCase() throws {
    let file = try Tool.temporaryFile(
      "Trap.swift",
      """
      import SwiftUI

      struct Trap: ScrollTargetBehavior {
        func updateTarget(_ target: inout Target, context: TargetContext) {
          precondition(context.velocity.dx != 777, "a velocity of 777")
          target.rect.x += 1
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: file) }
    let trapLine = CommandLineTests.caseLine.replacingOccurrences(of: #""dx":-800"#, with: #""dx":777"#)
    let lines = (0..<1000).map { $0 == 612 ? trapLine : CommandLineTests.caseLine }
    let output = try Tool.run(
      ["run", file.path, "--cases", "-"], input: lines.joined(separator: "\n") + "\n", environment: Self.environment)
    #expect(output.status == 1, "\(output.stderr)")
    #expect(output.lines.count == 1000)
    #expect(output.lines.filter { $0.contains(#""x":601"#) }.count == 999)
    #expect(output.lines[612].hasPrefix(#"{"error":{"kind":"crash""#), "\(output.lines[612])")
    #expect(output.lines[612].contains("a velocity of 777") || output.lines[612].contains("SIG"))
    #expect(output.stderr.contains("1000 cases, 1 failed"))
  }

  @Test("compare takes any behavior on either side: a Lua script, a Swift file, a built-in; both named as given")
  func compareAnyWithAny() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let agree = try Tool.run(
      ["compare", "behaviors/basic_grid.lua", "--with", "examples/swift/BasicGrid.swift", "--cases", "2000"],
      directory: root, environment: Self.environment)
    #expect(agree.status == 0, "\(agree.stderr)")
    #expect(agree.stdout.hasPrefix("behaviors/basic_grid.lua vs examples/swift/BasicGrid.swift: 2000/2000 cases agree"))

    let differ = try Tool.run(
      ["compare", "behaviors/paging.lua", "--with", "behaviors/multi_page_fling.lua", "--cases", "2000"],
      directory: root, environment: Self.environment)
    #expect(differ.status == 1, "\(differ.stderr)")
    // The shrunk case, named by each side's own name and runnable on both.
    #expect(differ.stdout.contains("    behaviors/multi_page_fling.lua: "), "\(differ.stdout)")
    #expect(differ.stdout.contains("run it:  scrollscript run behaviors/paging.lua "), "\(differ.stdout)")
    #expect(differ.stdout.contains("and:     scrollscript run behaviors/multi_page_fling.lua "), "\(differ.stdout)")
  }
}
