import BehaviorComparing
import BehaviorLoading
import BehaviorRunning
import Foundation
import LuaBehaviors
import PropertyChecking
import ScrollFormats
import ScrollReporting
import ScrollTargets
import TestSupport
import Testing

@Suite("Scripts against their twins")
struct ScriptTests {
  @Test("every script in behaviors/ is valid and agrees with its twin")
  func verifyBehaviors() {
    let scripts = ScriptFiles.expand([packageRoot.appendingPathComponent("behaviors").path])
    #expect(scripts.count >= 11)
    let verification = Verification(scripts: scripts, cases: 3000, workers: 2)
    for row in verification.rows {
      #expect(row.passed, "\(row.script): \(row.check.diagnostics) \(row.outcome?.text ?? row.skipped ?? "")")
    }
    #expect(verification.table.contains("scripts valid and in agreement with their twins"))
  }

  @Test("a quarter instead of a third in the robust pager is caught, shrunk, and reproduces")
  func quarterThreshold() throws {
    let script = try mutated("horizontal_paging.lua", "math.min(left, page) / 3", "math.min(left, page) / 4")
    let outcome = try CompareOutcome.compare(script, cases: 20_000)
    #expect(!outcome.report.passed && outcome.reference == "horizontalPaging")
    let example = try #require(outcome.counterexample)
    #expect(example.rule?.hasPrefix("under the threshold") == true, "\(example.rule ?? "")")
    #expect(outcome.report.rules.allSatisfy { $0.rule.hasPrefix("under the threshold") })
    // The shrunk case still disagrees when run afresh through both behaviors.
    let candidate = try LuaScrollTargetBehavior(path: script)
    let reference = HorizontalPagingScrollTargetBehavior()
    let referenceX = try example.testCase.run(reference).rect.minX
    let candidateX = try example.testCase.run(candidate).rect.minX
    #expect(abs(referenceX - candidateX) > 0.01)
    #expect(example.testCase.context.targets.isEmpty && example.testCase.context.axes == .horizontal)
    let command = Reproduction.command(for: example.testCase, behavior: script)
    #expect(command.contains("--container 390x844") || command.contains("--container 844x390"), "\(command)")
  }

  @Test("a fling pager capped at one page is caught where its twin turns two")
  func cappedFling() throws {
    let script = try mutated("multi_page_fling.lua", "MAXIMUM_PAGES = 4", "MAXIMUM_PAGES = 1")
    let outcome = try CompareOutcome.compare(script, cases: 5000)
    #expect(!outcome.report.passed)
    let example = try #require(outcome.counterexample)
    #expect(example.rule?.hasPrefix("fling: 2 pages") == true, "\(example.rule ?? "")")
    #expect(outcome.text.contains("fling: 2 pages"))
  }

  @Test("the report is the same for one worker and for two")
  func workers() throws {
    let script = try mutated("multi_page_fling.lua", "MAXIMUM_PAGES = 4", "MAXIMUM_PAGES = 3")
    let one = try CompareOutcome.compare(script, cases: 6000, workers: 1)
    let two = try CompareOutcome.compare(script, cases: 6000, workers: 2)
    #expect(one.report.disagreements == two.report.disagreements && one.report.disagreements > 0)
    #expect(one.counterexample?.testCase.json == two.counterexample?.testCase.json)
    #expect(one.report.byRule == two.report.byRule)
  }

  @Test("check reports a bad reference at its line, and state kept between calls as nondeterminism")
  func checkDiagnostics() throws {
    let script = try temporaryScript(
      "stateful.lua",
      """
      -- reference: pagingg
      local calls = 0
      function updateTarget(target, context)
        calls = calls + 1
        target.rect.origin.x = calls
      end
      """)
    let check = ScriptCheck(path: script)
    let messages = check.diagnostics.map(\.description)
    #expect(!check.passed)
    #expect(messages.contains { $0.hasPrefix("\(script):1: error: unknown reference: unknown behavior 'pagingg'") })
    #expect(messages.contains { $0.hasPrefix("\(script):1: error: deterministic violated: the same case gave (") })
  }

  @Test("check reports a failing call at the script's line, with the gesture that shows it")
  func checkFailingCall() throws {
    let script = try temporaryScript(
      "writes.lua",
      """
      function updateTarget(target, context)
        if context.velocity.dx > 0 then
          context.velocity.dx = 3
        end
      end
      """)
    let check = ScriptCheck(path: script)
    let failure = try #require(check.diagnostics.first { $0.location == "\(script):3" })
    #expect(failure.message.hasPrefix("runtime: context.velocity.dx is read-only\n  shrunk from gesture "))
    #expect(failure.message.contains("scrollscript run \(script) --container 390x844"), "\(failure.message)")
  }

  @Test("check: a syntax error is located; a missing file is unreadable; twins pass")
  func checkLoading() throws {
    let broken = try temporaryScript(
      "broken.lua", "-- reference: paging\nfunction updateTarget(t, c)\n  t.rect.origin.x =\n")
    let check = ScriptCheck(path: broken)
    #expect(check.diagnostics.map(\.description) == ["\(broken):4: error: syntax: unexpected symbol near <eof>"])
    let missing = ScriptCheck(path: "/no/such/script.lua")
    #expect(!missing.readable && !missing.passed)
    #expect(
      missing.diagnostics.map(\.description) == [
        "/no/such/script.lua: error: cannot read the script: No such file or directory"
      ])
    // A link to a script is the script.
    let link = FileManager.default.temporaryDirectory.appendingPathComponent("link-\(UUID().uuidString).lua").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: behaviorPath("paging.lua"))
    defer { try? FileManager.default.removeItem(atPath: link) }
    #expect(ScriptCheck(path: link).passed)
    let twin = ScriptCheck(path: behaviorPath("paging.lua"))
    #expect(twin.passed && twin.reference == "paging" && twin.diagnostics.isEmpty)
  }

  @Test("twins are found by header, by file name, or not at all")
  func twins() {
    #expect(Twin.reference(forScript: "x/horizontal_paging.lua", header: nil) == "horizontalPaging")
    #expect(Twin.reference(forScript: "x/mine.lua", header: "paging") == "paging")
    #expect(Twin.reference(forScript: "x/mine.lua", header: nil) == nil)
    #expect(Twin.reference(forScript: "x/mine.lua", header: "paging", explicit: "free") == "free")
    // Swift files: a type-like file name, and a header path taken from the file's folder.
    #expect(Twin.reference(forScript: "x/HorizontalPaging.swift", header: nil) == "horizontalPaging")
    #expect(Twin.reference(forScript: "x/Pager.swift:Vertical", header: nil) == nil)
    #expect(Twin.reference(forScript: "x/Pager.swift", header: "proto.lua") == "x/proto.lua")
    #expect(Twin.reference(forScript: "x/y/proto.lua", header: "../Port.swift:Port") == "x/y/../Port.swift:Port")
    #expect(Twin.reference(forScript: "proto.lua", header: "/abs/Port.swift") == "/abs/Port.swift")
  }

  @Test("a header is the leading comments: `--` in Lua; `//` in Swift, after its imports")
  func headers() throws {
    let swift = BehaviorHeader(
      Array(
        "import SwiftUI\nimport Foundation\n\n// reference: horizontalPaging\n/// axis: horizontal\nstruct P {}\n// expect: monotone\n"
          .utf8),
      path: "P.swift")
    #expect(swift.lines.map(\.number) == [4, 5])
    #expect(swift.reference?.name == "horizontalPaging" && swift.reference?.line == 4)
    let promises = try Promises.read(
      Array("import SwiftUI\n// expect: monotone\n// axis: vertical\n".utf8), path: "P.swift")
    #expect(promises.properties.map(\.name) == ["inBounds", "monotone"] && promises.axis == .vertical)
    #expect(try Promises.read(Array("import SwiftUI\n// expect: monotone\n".utf8), path: "p.lua").declared == false)
    let lua = BehaviorHeader(
      Array("#!/usr/bin/env lua\n-- reference: paging\n-- reference: free\nfunction f() end\n".utf8), path: "p.lua")
    #expect(lua.reference?.name == "paging" && lua.reference?.line == 2)
    #expect(BehaviorHeader(Array("-- reference:\n".utf8), path: "p.lua").reference?.name == "")
  }
}
