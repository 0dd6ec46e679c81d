import Foundation
import TestSupport
import Testing

/// Every command `check` prints, run exactly as printed, shows its violation
/// and exits 1 (docs/properties.md, "Replaying a counterexample").
@Suite("check's counterexamples replay themselves", .endToEnd, .tags(.endToEnd))
struct ReplayCommandTests {
  /// Pagers with one planted slip each, for the properties of two calls and the
  /// two `check` adds itself: each breaks the property its `expect:` line names.
  static let planted: [(file: String, source: String)] = [
    (
      "tap_turns_page.lua",
      """
      -- A tap counts as a forward flick: a view at rest moves on a mere touch.
      -- expect: settles
      -- axis: horizontal
      function updateTarget(target, context)
        local page = context.containerSize.width
        local maxOffset = math.max(0, context.contentSize.width - page)
        local n = math.floor(target.rect.minX / page + 0.5)
        if context.velocity.dx >= 0 then n = n + 1 else n = n - 1 end
        target.rect.origin.x = math.min(math.max(n * page, 0), maxOffset)
      end
      """
    ),
    (
      "every_third_call.lua",
      """
      -- A counter kept between calls: every third call goes a page further.
      -- expect: deterministic
      -- axis: horizontal
      calls = 0
      function updateTarget(target, context)
        calls = calls + 1
        local page = context.containerSize.width
        local maxOffset = math.max(0, context.contentSize.width - page)
        local n = math.floor(target.rect.minX / page + 0.5)
        if calls % 3 == 0 then n = n + 1 end
        target.rect.origin.x = math.min(math.max(n * page, 0), maxOffset)
      end
      """
    ),
    (
      "capped_fling.lua",
      """
      -- A cap written as a reset: a fling of 3000 pt/s or more turns no page at all.
      -- expect: monotone
      -- axis: horizontal
      function updateTarget(target, context)
        local page = context.containerSize.width
        local maxOffset = math.max(0, context.contentSize.width - page)
        local start = math.floor(context.originalTarget.rect.minX / page + 0.5)
        local speed = context.velocity.dx
        local pages = math.min(3, math.floor(math.abs(speed) / 1000))
        if pages == 3 then pages = 0 end
        if speed < 0 then pages = -pages end
        target.rect.origin.x = math.min(math.max((start + pages) * page, 0), maxOffset)
      end
      """
    ),
    (
      "lopsided_threshold.lua",
      """
      -- A third of a page turns forward, half a page back: the mirror image differs.
      -- expect: mirrors
      -- axis: horizontal
      function updateTarget(target, context)
        local page = context.containerSize.width
        local maxOffset = math.max(0, context.contentSize.width - page)
        local start = context.originalTarget.rect.minX
        local travelled = target.rect.minX - start
        local n = math.floor(start / page + 0.5)
        if travelled > page / 3 then n = n + 1 elseif travelled < -page / 2 then n = n - 1 end
        target.rect.origin.x = math.min(math.max(n * page, 0), maxOffset)
      end
      """
    ),
    (
      "five_pages.lua",
      """
      -- Raises an error past the fifth page: the call fails, which breaks runs.
      -- expect: inBounds
      -- axis: horizontal
      function updateTarget(target, context)
        local page = context.containerSize.width
        if target.rect.minX > 5 * page then error("no page past the fifth") end
        local maxOffset = math.max(0, context.contentSize.width - page)
        target.rect.origin.x = math.min(math.max(math.floor(target.rect.minX / page + 0.5) * page, 0), maxOffset)
      end
      """
    ),
    (
      "own_rule.lua",
      """
      -- Its own rule, expect(): never rest on the first page after a forward fling; the rule rounds, so it does.
      -- axis: horizontal
      function updateTarget(target, context)
        local page = context.containerSize.width
        local maxOffset = math.max(0, context.contentSize.width - page)
        target.rect.origin.x = math.min(math.max(math.floor(target.rect.minX / page + 0.5) * page, 0), maxOffset)
      end
      function expect(target, context, result)
        if context.velocity.dx > 0 and result.x == 0 and context.contentSize.width > context.containerSize.width then
          return "a forward fling rests on page 0"
        end
        return true
      end
      """
    ),
  ]

  /// One violation as `check` printed it: the error line, and the command after it.
  struct Printed: CustomStringConvertible {
    var error: String
    var command: String
    var description: String { "\(error)\n  \(command)" }
  }

  /// The violations `output`'s diagnostics print, each with its command.
  static func printed(_ stderr: String) -> [Printed] {
    var found: [Printed] = []
    var error: String?
    for line in stderr.split(separator: "\n").map(String.init) {
      if line.contains(": error: ") { error = line }
      if let match = line.firstMatch(of: /^  (?:shrunk from|found in) [^:]*: (.*scrollscript .*)$/), let error {
        found.append(Printed(error: error, command: String(match.1)))
      }
    }
    return found
  }

  @Test(
    "every counterexample check prints over the examples, the planted slips and given scenarios replays to its violation and exits 1"
  )
  func everyCommandReplays() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
    let planted = folder.appendingPathComponent("planted")
    try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("examples"),
      withDestinationURL: Repository.root.appendingPathComponent("examples"))
    // The planted slips of the validation-depth corpus, the pager with a call counter among them.
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("corpus"),
      withDestinationURL: Repository.root.appendingPathComponent("Tests/PropertyCheckingTests/Fixtures/planted"))
    for (file, source) in Self.planted {
      try source.write(to: planted.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    // A carousel whose backward flick never leaves its card: its shrunk case has overlapping children.
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent(
        "Tests/PropertyCheckingTests/Fixtures/planted/backward_flick_stays.lua"),
      to: planted.appendingPathComponent("backward_flick_stays.lua"))
    let checks = [
      "scrollscript check examples/properties examples/tutorial examples/swift examples/views planted",
      // Found only among the generated scenarios: the gestures are left out.
      "scrollscript check examples/properties/third_of_a_page_pager.lua --gestures 0",
      // A scenario file given to check, and a built-in's finding on a rotation.
      "scrollscript check boundsPaging --expect 'landsOn(children)' --scenario examples/scenarios/landscape-drift.json --gestures 0 --scenarios 0",
      "scrollscript check horizontalPaging --expect keepsPlaceOnResize",
      "scrollscript check corpus",
      // On a scene given: every replay names that scene.
      "scrollscript check boundsPaging --expect 'landsOn(children)' --device iphone15pro --landscape --children 6 --child page",
      "scrollscript check viewAligned --expect 'landsOn(pages)' --device iphone15pro --margins 45 --children 10 --child 300 --spacing 10",
    ]
    var all: [Printed] = []
    for check in checks {
      let output = try Tool.shell(check, in: folder)
      #expect(output.status == 1, "\(check)\n\(output.stderr)")
      all += Self.printed(output.stderr)
    }
    // Every planted slip, the two-call properties among them, and scenarios are there to replay.
    for property in ["settles", "deterministic", "monotone", "mirrors", "runs", "expect"] {
      #expect(all.contains { $0.command.hasSuffix(" --expect \(property)") }, "no \(property) in \(all)")
    }
    #expect(all.contains { $0.command.hasSuffix(" --expect 'advances(300, children)'") }, "no advances in \(all)")
    #expect(all.filter { $0.command.contains("| scrollscript simulate ") }.count >= 3, "\(all)")
    #expect(all.count >= 14, "\(all)")
    for printed in all {
      let replay = try Tool.shell(printed.command, in: folder)
      #expect(replay.status == 1, "\(printed)\n\(replay.stdout)\n\(replay.stderr)")
      // The replay names the same violation in the same words, at the same line of the script (a built-in
      // has none: check names it, the replay names the tool); a counter's results depend on the calls before.
      let (location, said) = try #require(printed.error.firstMatch(of: /^(.*?): error: (.*)$/).map { ($0.1, $0.2) })
      let located = location.contains(/:[0-9]+$/) ? String(location) : "scrollscript"
      let errors = replay.stderr.split(separator: "\n").filter { $0.hasPrefix("\(located): error: ") }
      if printed.command.hasPrefix("scrollscript check ") {
        // On a machine too slow to write the command within the time limit, check prints the check
        // that finds the violation again: it names the same property (a failed call, an error).
        let named = printed.error.firstMatch(of: /: error: ([^ ]+) violated/).map { "\($0.1) violated" } ?? ": error: "
        #expect(replay.stderr.contains(named), "\(printed)\n\(replay.stderr)")
      } else if printed.command.hasSuffix("--expect deterministic") {
        #expect(
          errors.contains { $0.contains("deterministic violated: the same case gave") }, "\(printed)\n\(replay.stderr)")
      } else {
        #expect(errors.contains { $0.hasSuffix(said) }, "\(printed)\n\(replay.stderr)")
      }
    }
  }

  @Test("on a scene given, every counterexample keeps its screen, cards, spacing and margins, and replays to exit 1")
  func givenScene() throws {
    let scene = "--device iphone15pro --children 10 --child 300 --spacing 10 --margins 45"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("given-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let check = try Tool.shell("scrollscript check viewAligned --expect 'landsOn(pages)' \(scene)", in: folder)
    #expect(check.status == 1, "\(check.stderr)")
    let printed = Self.printed(check.stderr)
    #expect(!printed.isEmpty, "\(check.stderr)")
    for found in printed {
      #expect(found.command.contains(scene), "\(found)")
      let replay = try Tool.shell(found.command, in: folder)
      #expect(replay.status == 1, "\(found)\n\(replay.stderr)")
    }
    // The check says it kept to the scene.
    let explained = try Tool.shell("scrollscript check viewAligned \(scene) --explain", in: folder)
    #expect(explained.stdout.contains("scene: the one given (\(scene)): only the gestures vary"), "\(explained.stdout)")
  }

  @Test("--expect: a slip in the name or with --json exits 2; a cases file judges each line and names a bad one")
  func expectOption() throws {
    let slip = try Tool.run(["run", "paging", "--original", "0", "--expect", "setles"])
    #expect(slip.status == 2 && slip.stderr.contains("did you mean 'settles'"), "\(slip.stderr)")
    let json = try Tool.run(["run", "paging", "--original", "0", "--expect", "settles", "--json"])
    #expect(json.status == 2 && json.stderr.contains("leave out --json"), "\(json.stderr)")
    let holds = try Tool.run(["run", "paging", "--original", "390", "--proposed", "400", "--expect", "settles"])
    #expect(holds.status == 0 && holds.stdout.hasSuffix("settles holds on this call\n"), "\(holds.stdout)")
    // A case line off the pages, then a line that is no case.
    let script = try temporaryScript(
      "keeps.lua", "function updateTarget(target, context) end")
    let line =
      #"{"target":{"rect":{"x":100,"y":0,"width":390,"height":844}},"originalTarget":{"rect":{"x":0,"y":0,"width":390,"height":844}},"velocity":{"dx":0,"dy":0},"contentSize":{"width":3900,"height":844},"containerSize":{"width":390,"height":844},"axes":["horizontal"]}"#
    let cases = try Tool.run(["run", script, "--cases", "-", "--expect", "landsOn(pages)"], input: line + "\n")
    #expect(cases.status == 1, "\(cases.stdout)\(cases.stderr)")
    #expect(
      cases.stderr.contains("\(script):1: error: case -:1: landsOn(pages) violated: rests at x = 100"),
      "\(cases.stderr)")
    let bad = try Tool.run(
      ["run", script, "--cases", "-", "--expect", "landsOn(pages)"], input: line + "\n\n{\"target\": 1}\n")
    #expect(bad.status == 2 && bad.stderr.contains("-:3: error: "), "\(bad.stderr)")
    // A scenario that holds says so on standard output and exits 0.
    let scenario =
      #"{"containerSize":{"width":390,"height":844},"pages":4,"steps":[{"fling":{"velocity":{"dx":900,"dy":0}}}]}"#
    let settled = try Tool.run(["simulate", "paging", "-", "--expect", "landsOn(pages)"], input: scenario)
    #expect(
      settled.status == 0 && settled.stdout.hasSuffix("landsOn(pages) holds on this scenario\n"), "\(settled.stdout)")
  }

  @Test(
    "run --expect and simulate --expect report a violation at the script's line that declares it, a failed call at its line"
  )
  func locatedViolations() throws {
    let script = try temporaryScript(
      "stays.lua",
      """
      -- Never moves, and fails past the fifth page.
      -- expect: landsOn(pages)
      function updateTarget(target, context)
        if target.rect.minX > 5 * context.containerSize.width then error("no page past the fifth") end
      end
      """)
    let call = ["--container", "390x844", "--content", "3900x844", "--original", "0", "--proposed", "100"]
    let declared = try Tool.run(["run", script] + call + ["--expect", "landsOn(pages)"])
    #expect(declared.status == 1, "\(declared.stderr)")
    #expect(
      declared.stderr.contains("\(script):2: error: landsOn(pages) violated: rests at x = 100"), "\(declared.stderr)")
    let far = ["--container", "390x844", "--content", "3900x844", "--original", "0", "--proposed", "3000"]
    let failed = try Tool.run(["run", script] + far + ["--expect", "runs"])
    #expect(failed.status == 1, "\(failed.stderr)")
    #expect(failed.stderr.contains("\(script):4: error: runtime: "), "\(failed.stderr)")
    let other = try Tool.run(["run", script] + far + ["--expect", "monotone"])
    #expect(
      other.status == 1 && other.stderr.contains("\(script):4: error: monotone violated: runtime: "), "\(other.stderr)")
    // A property the header does not declare is at line 1.
    let drift = try Tool.run(["run", script] + call + ["--expect", "followsFling(300)", "--velocity", "-900"])
    #expect(drift.status == 1, "\(drift.stderr)")
    #expect(drift.stderr.contains("\(script):1: error: followsFling(300) violated: "), "\(drift.stderr)")
    // A built-in has no file: the tool names the violation.
    let builtIn = try Tool.run(
      ["run", "paging", "--container", "390x844", "--content", "3900x844", "--original", "0", "--proposed", "400"]
        + ["--expect", "landsOn(grid(100))"])
    #expect(builtIn.status == 1, "\(builtIn.stdout)\(builtIn.stderr)")
    #expect(
      builtIn.stderr.contains("scrollscript: error: landsOn(grid(100)) violated: rests at x = 390"), "\(builtIn.stderr)"
    )
    // A scenario given to simulate: at the same line, the scenario file named after it.
    let scenario = try temporaryScript(
      "fling.json",
      #"{"containerSize":{"width":390,"height":844},"pages":4,"steps":[{"fling":{"velocity":{"dx":900,"dy":0}}}]}"#)
    let simulated = try Tool.run(["simulate", script, scenario, "--expect", "landsOn(pages)"])
    #expect(simulated.status == 1, "\(simulated.stderr)")
    #expect(
      simulated.stderr.contains("\(script):2: error: scenario \(scenario): landsOn(pages) violated: "),
      "\(simulated.stderr)")
  }
}
