import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollReporting
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

@testable import BehaviorComparing
@testable import BehaviorLoading
@testable import PropertyChecking

func examplePath(_ name: String) -> String {
  packageRoot.appendingPathComponent("examples/properties/\(name)").path
}

/// A property check of `properties` on what `factory` makes.
func propertyReport(
  _ properties: [any BehaviorProperty], axis: Axis? = nil, gestures: Int = 2000, scenarios: Int = 200,
  workers: Int = 2, _ factory: @escaping BehaviorFactory
) throws -> PropertyReport {
  var check = PropertyCheck(properties: properties, axis: axis)
  check.gestures = gestures
  check.scenarios = scenarios
  check.timeLimit = 60
  return try check.run(factory, workers: workers)
}

@Suite("Properties of the built-ins")
struct BuiltInPropertyTests {
  /// Every catalog name, and the viewAligned options whose promises differ.
  static let specs =
    BuiltInPromises.all.map(\.name) + [
      "viewAligned:alwaysByOne", "viewAligned:alwaysByOne:center", "viewAligned:never:trailing",
    ]

  @Test("every built-in holds every property it promises", arguments: specs)
  func promisesHold(spec: String) throws {
    let promises = try #require(BuiltInPromises.promises(for: spec))
    #expect(promises.properties.count >= 3)
    let report = try propertyReport(promises.properties, axis: promises.axis) {
      try BuiltInBehaviors.behavior(named: spec)
    }
    #expect(report.passed, "\(spec): \(report.text(behavior: spec))")
    // Every property was really tried: on gestures, and on scenarios where it judges them.
    for entry in report.entries { #expect(entry.gestures == 2000 && entry.scenarios == 200, "\(entry.property.name)") }
  }

  static let caveats = BuiltInPromises.all.flatMap { entry in entry.caveats.map { (entry.name, $0.property) } }

  @Test("every caveat the docs state is a real violation", arguments: caveats)
  func caveatsBreak(spec: String, property: String) throws {
    let promises = try #require(BuiltInPromises.promises(for: spec))
    let report = try propertyReport(PropertyList.parse(property), axis: promises.axis) {
      try BuiltInBehaviors.behavior(named: spec)
    }
    let broken = report.violations.map(\.property.name)
    #expect(broken == [property], "\(spec) should break \(property) and nothing else: \(broken)")
  }

  @Test("viewAligned:alwaysByOne passes at most one narrow child; thresholdPager at most one page")
  func namedAcceptance() throws {
    let narrow = try propertyReport([AtMost(1, .children(nil))]) {
      try BuiltInBehaviors.behavior(named: "viewAligned:alwaysByOne")
    }
    #expect(narrow.passed)
    // The generator's narrow children (40–180 pt in a 390–1366 pt container) were among the cases.
    #expect(narrow.entries[1].gestures == 2000)
    let pager = try propertyReport([AtMost(1, .pages)]) { ThresholdPagerScrollTargetBehavior() }
    #expect(pager.passed)
  }
}

@Suite("Properties of scripts")
struct ScriptPropertyTests {
  @Test("every script in behaviors/ declares properties and holds them")
  func behaviorsHoldTheirProperties() throws {
    for script in ScriptFiles.expand([packageRoot.appendingPathComponent("behaviors").path]) {
      let source = try Data(contentsOf: URL(fileURLWithPath: script))
      #expect(try Promises.read(source, path: script).declared, "\(script) has an expect: line")
      let check = ScriptCheck(path: script)
      #expect(check.passed, "\(check.diagnostics.map(\.description))")
    }
  }

  @Test("the velocity-only pager fails landsOn(pages) on a slow release")
  func velocityOnlyPager() throws {
    let check = ScriptCheck(path: examplePath("velocity_only_pager.lua"))
    let entry = try #require(check.report?.violations.first { $0.property is LandsOn })
    guard case .gesture(let testCase) = entry.breach?.counterexample else {
      Issue.record("a single gesture shows it")
      return
    }
    #expect(testCase.context.velocity.dx == 0, "a release with no velocity: \(testCase.json)")
    #expect(testCase.context.containerSize == CGSize(width: 390, height: 844), "shrunk to a phone")
    #expect(
      check.diagnostics.contains { $0.message.contains("landsOn(pages) violated") && $0.location.hasSuffix(":7") })
  }

  @Test("the third-of-a-page pager fails landsOn(pages) when a second gesture starts mid-animation")
  func thirdOfAPagePager() throws {
    let path = examplePath("third_of_a_page_pager.lua")
    // Gestures from rest on whole pages are right; only a scenario shows the drift.
    let report = try propertyReport([LandsOn(.pages)], axis: .horizontal, gestures: 0) {
      try LuaScrollTargetBehavior(path: path)
    }
    let breach = try #require(report.violations.first?.breach)
    guard case .scenario(let scenario) = breach.counterexample else {
      Issue.record("a scenario shows it")
      return
    }
    let timeline = Simulator(scenario: scenario, behavior: try LuaScrollTargetBehavior(path: path)).run()
    let began = timeline.events.compactMap { event -> Bool? in
      if case .gestureBegan(_, let interrupted) = event.kind { interrupted } else { nil }
    }
    #expect(began.count == 2 && began[1], "two gestures, the second mid-animation: \(JSONLine.encode(scenario))")
    // It also turns pages past the ends: inBounds, kept though its header lists landsOn(pages) alone.
    #expect(ScriptCheck(path: path).report?.violations.map(\.property.name) == ["inBounds", "landsOn(pages)"])
  }

  @Test("the sign-slip fling fails followsFling on a backward fling")
  func signSlipFling() throws {
    let check = ScriptCheck(path: examplePath("sign_slip_fling.lua"))
    #expect(check.report?.violations.map(\.property.name) == ["followsFling(300)"])
    let entry = try #require(check.report?.violations.first)
    guard case .gesture(let testCase) = entry.breach?.counterexample else {
      Issue.record("a single gesture shows it")
      return
    }
    #expect(testCase.context.velocity.dx <= -300)
  }

  @Test("the robust pager fails keepsPlaceOnResize on a rotation")
  func robustPagerRotation() throws {
    var options = PropertyOptions()
    options.extra = [KeepsPlaceOnResize()]
    let check = ScriptCheck(path: behaviorPath("horizontal_paging.lua"), options: options)
    #expect(check.report?.violations.map(\.property.name) == ["keepsPlaceOnResize"])
    let entry = try #require(check.report?.violations.first)
    guard case .scenario(let scenario) = entry.breach?.counterexample else {
      Issue.record("a scenario shows it")
      return
    }
    #expect(scenario.steps.count == 1, "shrunk to the rotation alone: \(JSONLine.encode(scenario))")
    // A rotation: a resize, or a device's rotate step (bounds and insets turned).
    switch scenario.steps.first {
    case .resize?, .rotate?: break
    default: Issue.record("the step is a rotation: \(JSONLine.encode(scenario))")
    }
  }

  @Test("a mutation of a declared property is caught, and the properties it keeps are not reported")
  func mutationCaught() throws {
    let script = try mutated("paging.lua", "k = stops.atOrBefore(start) + 1", "k = stops.atOrBefore(start) + 2")
    let check = ScriptCheck(path: script)
    #expect(check.report?.violations.map(\.property.name) == ["atMost(1, pages)"])
    #expect(check.report?.entries.count == 8)
  }

  @Test("a script that fails every call stops after a few, whatever its properties")
  func failingScriptStopsEarly() throws {
    let script = try temporaryScript(
      "overflow.lua",
      """
      local function f(n) return 1 + f(n + 1) end
      function updateTarget(target, context) f(1) end
      """)
    let check = ScriptCheck(path: script)
    let report = try #require(check.report)
    #expect(report.stopped?.hasPrefix("stopped after") == true)
    let calls = report.entries[0].gestures + report.entries[0].scenarios
    #expect(calls <= 3 + ProcessInfo.processInfo.activeProcessorCount, "\(calls) gestures tried")
    #expect(check.diagnostics.first?.message.hasPrefix("runtime: stack overflow") == true, "\(check.diagnostics)")
  }

  @Test("counterexamples do not depend on the number of workers")
  func workersAgree() throws {
    let path = examplePath("third_of_a_page_pager.lua")
    let reports = try [1, 2, 3].map { workers in
      try propertyReport([LandsOn(.pages), InBounds()], axis: .horizontal, workers: workers) {
        try LuaScrollTargetBehavior(path: path)
      }
    }
    let commands = reports.map { report in
      report.violations.map {
        PropertyReport.reproduction(of: $0.breach!.counterexample, behavior: "x", property: $0.property.name)
      }
    }
    #expect(commands[0] == commands[1] && commands[1] == commands[2])
    #expect(commands[0].count == 2, "both break: the pager does not clamp either")
  }

  @Test("the default properties catch a script that leaves the content, and --expect-like borrows a built-in's")
  func defaultsAndBorrowed() throws {
    let script = try temporaryScript(
      "overshoot.lua", "function updateTarget(target, context) target.rect.origin.x = target.rect.minX + 1000 end")
    let check = ScriptCheck(path: script)
    #expect(check.promises?.declared == false)
    #expect(check.report?.violations.map(\.property.name) == ["inBounds", "settles"])
    var options = PropertyOptions()
    options.like = "paging"
    let borrowed = ScriptCheck(path: script, options: options)
    #expect(borrowed.report?.entries.map(\.property.name).contains("atMost(1, pages)") == true)
  }

  @Test("a script's own expect judges every call; what it returns and how it fails are located")
  func scriptExpect() throws {
    let rule = """
      -- expect: landsOn(pages)
      -- axis: horizontal
      function updateTarget(target, context)
        local page = context.containerSize.width
        local last = math.max(0, context.contentSize.width - page)
        target.rect.origin.x = math.min(math.floor(target.rect.minX / page + 0.5) * page, last)
      end

      """
    let script = try temporaryScript(
      "own.lua",
      rule + """
        function expect(target, context, result)
          if math.abs(result.x - context.originalTarget.rect.minX) > 2 * context.containerSize.width then
            return "more than two pages"
          end
          return true
        end
        """)
    let check = ScriptCheck(path: script)
    #expect(check.report?.entries.map(\.property.name) == ["runs", "inBounds", "landsOn(pages)", "expect"])
    let entry = try #require(check.report?.violations.first)
    #expect(entry.property.name == "expect" && entry.breach?.violation.message == "more than two pages")
    #expect(check.report?.violations.count == 1)

    let wrong = try temporaryScript("wrong.lua", rule + "function expect(target, context, result)\n  return 3\nend\n")
    let failure = try #require(ScriptCheck(path: wrong).diagnostics.first)
    #expect(failure.location == "\(wrong):8", "where expect is defined")
    #expect(
      failure.message.hasPrefix(
        "invalidResult: expect(target, context, result) must return true, false, nil or a message, got number"),
      "\(failure.message)")

    // expect judges the target: a write to it is refused at expect's own line,
    // as a runtime error that names expect, never left for updateTarget's result.
    let writes = try temporaryScript(
      "writes.lua", rule + "function expect(target, context, result)\n  target.rect.origin.x = math.huge\nend\n")
    let refused = try #require(ScriptCheck(path: writes).diagnostics.first)
    #expect(refused.location == "\(writes):9")
    #expect(
      refused.message.hasPrefix(
        "runtime: target.rect.origin.x is read-only in expect(target, context, result), which judges the target"),
      "\(refused.message)")

    // A global `expect` that is not a function is the script's own: no property, no error.
    let notAFunction = try temporaryScript("value.lua", rule + "expect = 3\n")
    let plain = ScriptCheck(path: notAFunction)
    #expect(plain.passed && plain.report?.entries.map(\.property.name) == ["runs", "inBounds", "landsOn(pages)"])
  }
}
