import Foundation
import TestSupport
import Testing

@Suite("scrollscript with a .swift behavior, end to end", .serialized, .endToEnd, .tags(.endToEnd))
struct SwiftFileCommandTests {
  /// The run's cache, so the model is compiled once.
  static let environment = SharedCache.environment

  @Test("a compile error prints `file:line:col: error:` with the user's path and exits 1")
  func compileError() throws {
    let file = try Tool.temporaryFile(
      "Broken.swift",
      "import SwiftUI\n\nstruct Broken: ScrollTargetBehavior {\n  func updateTarget(_ target: inout Target, context: TargetContext) {\n    target.rect.x = \"left\"\n  }\n}\n"
    )
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Tool.run(["run", file.path, "--cases", "-"], input: "", environment: Self.environment)
    #expect(output.status == 1, "a behavior that does not load exits 1, as a Lua syntax error does")
    #expect(
      output.diagnostics.hasPrefix("\(file.path):5:21: error: cannot assign value of type 'String'"),
      "\(output.stderr)")
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
    // At the precondition's line, with the runtime's message (an optimized build keeps no precondition's own text).
    #expect(
      output.lines[612]
        == #"{"error":{"kind":"crash","location":"\#(file.path):5","message":"Fatal error: precondition failure"}}"#,
      "\(output.lines[612])")
    #expect(output.stderr.contains("1000 cases, 1 failed"))
  }

  @Test("compare takes any behavior on either side: a Lua script, a Swift file, a built-in; both named as given")
  func compareAnyWithAny() throws {
    let root = Repository.root
    let agree = try Tool.run(
      ["compare", "behaviors/basic_grid.lua", "--with", "examples/swift/BasicGrid.swift", "--count", "2000"],
      directory: root, environment: Self.environment)
    #expect(agree.status == 0, "\(agree.stderr)")
    #expect(agree.stdout.hasPrefix("behaviors/basic_grid.lua vs examples/swift/BasicGrid.swift: 2000/2000 cases agree"))

    let differ = try Tool.run(
      ["compare", "behaviors/paging.lua", "--with", "behaviors/multi_page_fling.lua", "--count", "2000"],
      directory: root, environment: Self.environment)
    #expect(differ.status == 1, "\(differ.stderr)")
    // The shrunk case, named by each side's own name and runnable on both.
    #expect(differ.stdout.contains("    behaviors/multi_page_fling.lua: "), "\(differ.stdout)")
    #expect(differ.stdout.contains("run it:  scrollscript run behaviors/paging.lua "), "\(differ.stdout)")
    #expect(differ.stdout.contains("and:     scrollscript run behaviors/multi_page_fling.lua "), "\(differ.stdout)")
  }

  /// The repository's root, where `behaviors/` and `examples/` are.
  static let root = Repository.root

  @Test(
    "a pager as an app keeps it, with the article's rule: run and simulate take it; compare explains where it leaves the content; check finds the rotation"
  )
  func appPager() throws {
    let file = "examples/swift/ThirdPager.swift"
    let run = try Tool.run(
      ["run", file, "--container", "390x844", "--content", "3900x844", "--original", "390", "--proposed", "560"],
      directory: Self.root, environment: Self.environment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("result    780 "), "a third of a page passed turns one page: \(run.stdout)")

    let simulate = try Tool.run(
      ["simulate", file, "examples/scenarios/rotation.json", "--json"], directory: Self.root,
      environment: Self.environment)
    #expect(simulate.status == 0, "\(simulate.stderr)")
    #expect(simulate.stdout.contains(#""final""#), "\(simulate.stdout.prefix(300))")

    // Every disagreement with the built-in is a result outside the content,
    // which the built-in clamps and the app's pager does not; the report says so.
    let compare = try Tool.run(
      ["compare", file, "--with", "horizontalPaging", "--json"], directory: Self.root, environment: Self.environment)
    #expect(compare.status == 1, "\(compare.stderr)")
    let report = try #require(
      JSONSerialization.jsonObject(with: Data(compare.stdout.utf8)) as? [String: Any], "\(compare.stdout)")
    let disagreements = try #require(report["disagreements"] as? Int)
    let leaving = try #require(report["disagreementsLeavingContent"] as? [String: Int])
    #expect(disagreements > 0)
    #expect(leaving["script"] == disagreements, "\(leaving) of \(disagreements)")
    #expect(leaving["reference"] == 0)
    let text = try Tool.run(
      ["compare", file, "--with", "horizontalPaging"], directory: Self.root, environment: Self.environment)
    #expect(
      text.stdout.contains(
        "\(disagreements) of \(disagreements) disagreements: \(file)'s result lies outside the content"),
      "\(text.stdout)")
    #expect(text.stdout.contains("(outside the content: 0 ... "), "the shrunk case says it too: \(text.stdout)")

    let check = try Tool.run(
      ["check", file, "--expect", "keepsPlaceOnResize"], directory: Self.root, environment: Self.environment)
    #expect(check.status == 1)
    #expect(check.stderr.contains("\(file):1: error: keepsPlaceOnResize violated: resizing "), "\(check.stderr)")
    #expect(check.stderr.contains(#"{"resize":"#), "the counterexample is a scenario with a rotation: \(check.stderr)")
  }

  @Test("compare the Lua prototype with its Swift port: they agree; a changed threshold in the port is caught, shrunk")
  func luaPrototypeAgainstSwiftPort() throws {
    let agree = try Tool.run(
      ["compare", "behaviors/horizontal_paging.lua", "--with", "examples/swift/Pager.swift", "--count", "20000"],
      directory: Self.root, environment: Self.environment)
    #expect(agree.status == 0, "\(agree.stdout)\(agree.stderr)")
    #expect(agree.stdout.contains("20000/20000 cases agree"))

    let source = try String(contentsOf: Self.root.appending(path: "examples/swift/Pager.swift"), encoding: .utf8)
    let edited = source.replacingOccurrences(
      of: "var threshold: CGFloat = 1 / 3", with: "var threshold: CGFloat = 1 / 4")
    #expect(edited != source, "the example keeps its threshold in one line")
    let file = try Tool.temporaryFile("Pager.swift", edited)
    defer { try? FileManager.default.removeItem(at: file) }
    let differ = try Tool.run(
      ["compare", "behaviors/horizontal_paging.lua", "--with", file.path], directory: Self.root,
      environment: Self.environment)
    #expect(differ.status == 1)
    #expect(differ.stdout.contains("smallest disagreement (shrunk from case "), "\(differ.stdout)")
    #expect(differ.stdout.contains("and:     scrollscript run \(file.path) --container "), "\(differ.stdout)")
  }

  @Test("verify and bench take Swift files: the port's `// reference:` header names its twin")
  func verifyAndBench() throws {
    let verify = try Tool.run(
      ["verify", "examples/swift/Pager.swift", "--count", "5000", "--json"], directory: Self.root,
      environment: Self.environment)
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.contains(#""reference":"horizontalPaging""#), "\(verify.stdout)")

    let against = try Tool.run(
      ["verify", "examples/swift/Pager.swift", "--with", "behaviors/horizontal_paging.lua", "--count", "5000"],
      directory: Self.root, environment: Self.environment)
    #expect(against.status == 0, "\(against.stdout)\(against.stderr)")

    let bench = try Tool.run(
      ["bench", "examples/swift/Pager.swift", "--calls", "3000", "--rounds", "1", "--compare-cases", "0", "--json"],
      directory: Self.root, environment: Self.environment)
    #expect(bench.status == 0, "\(bench.stderr)")
    let results = try #require(
      (JSONSerialization.jsonObject(with: Data(bench.stdout.utf8)) as? [String: Any])?["results"] as? [[String: Any]])
    let file = try #require(results.first { $0["language"] as? String == "swift-file" })
    let builtIn = try #require(results.first { $0["behavior"] as? String == "horizontalPaging" })
    // The same calls with the same results: the port and the built-in did the same work.
    #expect(file["checksum"] as? Double == builtIn["checksum"] as? Double)
  }
}
