import BehaviorLoading
import CommandOptions
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

/// The plans `simulate` and `run` make before anything runs, driven without a process.
@Suite("The plans of simulate and run")
struct CommandPlanTests {
  static let scenario = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../../examples/scenarios/portrait-pages.json").standardized.path

  @Test("simulate's plan reads the scenario, applies the scene options given, and plays it, judged on a fresh behavior")
  func simulationPlan() throws {
    let plan = try SimulationPlan(
      behavior: "paging", scenario: Self.scenario,
      scene: try SceneOptions.parse(["--device", "iphone15pro", "--landscape"]),
      memoryBytes: 64 << 20)
    #expect(plan.behavior == "paging" && plan.view == nil && plan.reportedIn == nil)
    let portrait = try SimulationPlan(
      behavior: "paging", scenario: Self.scenario, scene: try SceneOptions.parse([]), memoryBytes: 64 << 20)
    #expect(portrait.scenario.scene.screen.bounds == CGSize(width: 390, height: 844))
    #expect(plan.scenario.scene.screen.bounds == CGSize(width: 852, height: 393), "an iPhone 15 Pro, turned")
    #expect(plan.scenario.steps.count == portrait.scenario.steps.count)

    var fresh = 0
    let outcome = try plan.run(
      try BehaviorSpec.resolve("paging"), expect: try Replay.property(named: "landsOn(pages)"),
      fresh: {
        fresh += 1
        return try BehaviorSpec.resolve("paging")
      })
    #expect(fresh == 1, "the property is judged on a behavior of its own")
    #expect(!outcome.timeline.updates.isEmpty && outcome.timeline.stopped == nil)
    #expect(outcome.replay?.holds == true)
    let plain = plan.run(try BehaviorSpec.resolve("paging"), expect: nil, fresh: { fatalError("not asked") })
    #expect(plain.replay == nil && plain.timeline.updates.count == outcome.timeline.updates.count)
  }

  @Test("simulate's plan refuses, naming the file and the field: a missing file, a bad field, 'view' without a view")
  func simulationPlanRefusals() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "plan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let none = try SceneOptions.parse([])
    let missing = folder.appending(path: "none.json").path
    let notFound = try #require(throws: InputFileError.self) {
      try SimulationPlan(behavior: "paging", scenario: missing, scene: none, memoryBytes: 1 << 26)
    }
    #expect(notFound.description.hasPrefix(missing))
    let bad = folder.appending(path: "bad.json")
    try #"{"pages":3,"steps":[{"wait":-1}]}"#.write(to: bad, atomically: true, encoding: .utf8)
    let field = try #require(throws: InputError.self) {
      try SimulationPlan(behavior: "paging", scenario: bad.path, scene: none, memoryBytes: 1 << 26)
    }
    #expect(field.description.hasPrefix(bad.path + ": steps[0]"), "\(field)")
    let view = try #require(throws: InputError.self) {
      try SimulationPlan(behavior: "view", scenario: Self.scenario, scene: none, memoryBytes: 1 << 26)
    }
    #expect(view.description.contains("--scene"), "\(view)")
  }

  @Test("run's plan is the file of cases when given, else one call with the defaults the help states")
  func callPlan() throws {
    let scene = Scene(content: .pages(5))
    guard case .cases(let path) = CallPlan(cases: "-", scene: scene, original: 5, proposed: nil, velocity: nil) else {
      Issue.record("--cases makes a plan of cases")
      return
    }
    #expect(path == "-")
    guard case .single(let call) = CallPlan(cases: nil, scene: scene, original: nil, proposed: nil, velocity: nil)
    else {
      Issue.record("no --cases makes one call")
      return
    }
    #expect(call.original == 0 && call.proposed == nil && call.velocity == 0)
    guard case .single(let given) = CallPlan(cases: nil, scene: scene, original: 780, proposed: 900, velocity: -300)
    else { return }
    #expect(given.original == 780 && given.proposed == 900 && given.velocity == -300)
  }
}
