import BehaviorLoading
import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// One worker's behavior and the properties it is held to, and how a gesture
/// or a scenario is tried on it.
final class Trials {
  let behavior: any ScrollTargetBehavior
  /// ``Runs`` first, then the others.
  let properties: [any BehaviorProperty]
  /// The script whose `expect` judges every call, when that is checked.
  private let expecting: (any SelfJudgingBehavior)?
  /// The case of the call in progress, so a failure inside a property's probe names its own case.
  private var current: TargetCase?
  /// How long the last call took, so a slow failure is not shrunk.
  private var lastCall = Duration.zero
  /// Failed calls slower than this are not shrunk (scenarios: five times it):
  /// each smaller try could take as long again.
  static let slowFailure = Duration.milliseconds(20)
  /// The end of the check: a scenario still running then stops before its next step.
  let deadline: ContinuousClock.Instant?
  /// The scene a person gave, which shrinking keeps.
  let scene: GivenScene?

  /// Trials of `behavior` on `properties`; scenarios stop at `deadline`, when given.
  init(
    behavior: any ScrollTargetBehavior, properties: [any BehaviorProperty], deadline: ContinuousClock.Instant? = nil,
    scene: GivenScene? = nil
  ) {
    self.behavior = behavior
    self.properties = properties
    self.deadline = deadline
    self.scene = scene
    expecting = properties.contains { $0 is ScriptExpectation } ? Self.judge(of: behavior) : nil
  }

  /// `behavior` when it states a property of its own, else nil.
  static func judge(of behavior: any ScrollTargetBehavior) -> (any SelfJudgingBehavior)? {
    guard let judge = behavior as? any SelfJudgingBehavior, judge.definesExpect else { return nil }
    return judge
  }

  /// Runs the behavior on `testCase`: the call a property's probe makes.
  func call(_ testCase: TargetCase) throws(BehaviorFailure) -> PropertyCall {
    current = testCase
    var target = testCase.target
    let start = ContinuousClock.now
    defer { lastCall = ContinuousClock.now - start }
    try behavior.resolveTarget(&target, context: testCase.context)
    return PropertyCall(testCase: testCase, result: target)
  }

  /// Runs the behavior on a generated gesture, with the script's own verdict on it.
  func observe(_ testCase: TargetCase) throws(BehaviorFailure) -> PropertyCall {
    try judged(call(testCase))
  }

  /// `call` with the script's own verdict on it, when its `expect` is checked;
  /// `expect` failing is the call failing.
  private func judged(_ call: PropertyCall) throws(BehaviorFailure) -> PropertyCall {
    guard let expecting else { return call }
    var call = call
    call.scriptVerdict = try expecting.expectation(call.testCase.target, context: call.context, result: call.result)
    return call
  }

  /// What is wrong with `testCase` for the property, if anything; a failed
  /// call is a violation of ``Runs`` only, and is returned as `.failure`.
  func violation(of property: any BehaviorProperty, on testCase: TargetCase) -> Outcome {
    do throws(BehaviorFailure) {
      let call = try observe(testCase)
      if property is Runs { return .holds }
      return try Self.violation(of: property, on: call, run: self.call).map(Outcome.violated) ?? .holds
    } catch {
      return .failure(current ?? testCase, error)
    }
  }

  /// What is wrong with a gesture's call for the property: its judgment, then its probe.
  static func violation(
    of property: any BehaviorProperty, on call: PropertyCall, run: PropertyRunner
  ) throws(BehaviorFailure) -> Violation? {
    if let violation = property.judge(call) { return violation }
    return try property.probe(call, run: run)
  }

  enum Outcome {
    case holds
    case violated(Violation)
    case failure(TargetCase, BehaviorFailure)
  }

  /// Tries generated gesture `index` on the properties numbered `active`.
  func gesture(
    _ testCase: TargetCase, index: Int, active: [Int], _ search: Search, _ tally: inout Tally,
    phase: Search.Phase = .gestures, observed: (() -> Void)? = nil
  ) {
    for number in active { tally.gestures[number] += 1 }
    func found(_ number: Int, _ counterexample: TargetCase, _ violation: Violation, failure: BehaviorFailure? = nil) {
      tally.record(
        number,
        Found(
          phase: phase, index: index, counterexample: .gesture(counterexample), violation: violation,
          location: failure?.location,
          shrinkable: failure.map { !$0.wentOverBudget && lastCall < Self.slowFailure } ?? true))
      search.violated(number, at: index, phase: phase)
    }
    let call: PropertyCall
    do {
      defer { observed?() }
      call = try observe(testCase)
    } catch {
      search.failed()
      if active.contains(0) { found(0, testCase, Violation(error.summary), failure: error) }
      return
    }
    // A probe's call that fails breaks `runs` (on the case it made); the other
    // properties are still judged, so what each finds does not depend on the others.
    for number in active where number != 0 {
      do throws(BehaviorFailure) {
        if let violation = try Self.violation(of: properties[number], on: call, run: self.call) {
          found(number, testCase, violation)
        }
      } catch {
        search.failed()
        if active.contains(0) { found(0, current ?? testCase, Violation(error.summary), failure: error) }
      }
    }
  }

  /// Tries generated scenario `index` on the properties numbered `active`.
  func scenario(
    _ scenario: Scenario, index: Int, active: [Int], _ search: Search, _ tally: inout Tally,
    phase: Search.Phase = .scenarios
  ) {
    let start = ContinuousClock.now
    let run = self.run(scenario)
    let took = ContinuousClock.now - start
    // A scenario the deadline cut short, with no failure, was not tried: it proves nothing either way.
    if run.cutShort && run.failure == nil { return }
    for number in active { tally.scenarios[number] += 1 }
    func found(_ number: Int, _ violation: Violation, failure: BehaviorFailure? = nil) {
      tally.record(
        number,
        Found(
          phase: phase, index: index, counterexample: .scenario(scenario), violation: violation,
          location: failure?.location,
          shrinkable: failure.map { !$0.wentOverBudget && took < Self.slowFailure * 5 } ?? true))
      search.violated(number, at: index, phase: phase)
    }
    if let failure = run.failure {
      search.failed()
      if active.contains(0) { found(0, Violation(failure.summary), failure: failure) }
      return
    }
    for number in active where number != 0 {
      if let violation = Self.violation(of: properties[number], in: run) { found(number, violation) }
    }
  }

  /// What is wrong with a scenario's run for the property, if anything.
  static func violation(of property: any BehaviorProperty, in run: ScenarioRun) -> Violation? {
    for (number, call) in run.calls.enumerated() {
      if let violation = property.judge(call) { return violation.inCall(number + 1, cause: call.cause) }
    }
    return property.judge(run)
  }

  /// Runs `scenario` through the simulator and gathers its calls with their
  /// contexts. The run stops before the step after a failed call (all a
  /// failure is judged on is that it happened), and before any step once the
  /// deadline has passed (``ScenarioRun/cutShort``).
  func run(_ scenario: Scenario) -> ScenarioRun {
    let simulator = Simulator(scenario: scenario, behavior: behavior, observers: [])
    let deadline = self.deadline
    simulator.stopCondition = { simulator in
      if simulator.failedCalls > 0 { return "a call failed" }
      guard let deadline else { return nil }
      return ContinuousClock.now >= deadline ? "the time limit" : nil
    }
    let timeline = simulator.run()
    var calls: [PropertyCall] = []
    var failure = timeline.updates.lazy.compactMap(\.failure).first
    var layout = 0
    for update in timeline.updates {
      let old = timeline.layouts[layout]
      if update.cause == .resize, layout + 1 < timeline.layouts.count { layout += 1 }
      let now = timeline.layouts[layout]
      guard update.failure == nil else { continue }
      let testCase = TargetCase(update: update, before: old, now: now, scene: scenario.scene)
      let call = PropertyCall(
        testCase: testCase, result: ScrollTarget(rect: CGRect(origin: update.result, size: now.containerSize)),
        cause: update.cause, inScenario: true)
      do {
        calls.append(try judged(call))
      } catch {
        failure = failure ?? error
        break
      }
    }
    // The simulator records the first layout before anything else.
    return ScenarioRun(
      scenario: scenario, timeline: timeline, calls: calls, finalLayout: timeline.layouts[timeline.layouts.count - 1],
      failure: failure, cutShort: timeline.stopped != nil)
  }

  /// The violation `found`, shrunk while `more()` allows, with what is wrong with the shrunk counterexample.
  func shrink(_ found: Found, property: any BehaviorProperty, more: () -> Bool) -> PropertyReport.Breach {
    let isRuns = property is Runs
    switch found.counterexample {
    case .gesture(let testCase):
      func fails(_ smaller: TargetCase) -> Violation? {
        switch violation(of: property, on: smaller) {
        case .holds: nil
        case .violated(let violation): isRuns ? nil : violation
        case .failure(_, let failure): isRuns ? Violation(failure.summary) : nil
        }
      }
      let shrunk = Shrinker.shrink(testCase) { keeps($0) && more() && fails($0) != nil }
      return PropertyReport.Breach(
        violation: fails(shrunk) ?? found.violation, counterexample: .gesture(shrunk), phase: found.phase,
        index: found.index, location: found.location)
    case .scenario(let scenario):
      func fails(_ smaller: Scenario) -> Violation? {
        let run = self.run(smaller)
        if let failure = run.failure { return isRuns ? Violation(failure.summary) : nil }
        if run.cutShort { return nil }
        return isRuns ? nil : Self.violation(of: property, in: run)
      }
      let shrunk = ScenarioShrinker.shrink(scenario) { keeps($0) && more() && fails($0) != nil }
      return PropertyReport.Breach(
        violation: fails(shrunk) ?? found.violation, counterexample: .scenario(shrunk), phase: found.phase,
        index: found.index, location: found.location)
    }
  }
}

extension Trials {
  /// Whether a smaller gesture may stand for the one found: it is on the
  /// given scene, if there is one, and it is a case `run --cases` reads
  /// back, so its printed replay is accepted.
  func keeps(_ testCase: TargetCase) -> Bool {
    if let scene { return scene.holds(testCase) }
    return (try? TargetCase(json: Data(testCase.json.utf8))) != nil
  }

  /// Whether a smaller scenario may stand for the one found: on the given
  /// scene, if there is one (only its steps and start change), else one that
  /// `simulate` reads back from its printed JSON.
  func keeps(_ scenario: Scenario) -> Bool {
    if let scene { return scenario.scene == scene.scene }
    return (try? Scenario(json: scenario.json)) != nil
  }
}

extension BehaviorFailure {
  /// `kind: message`, without the location.
  var summary: String { "\(kind.rawValue): \(message)" }
}
