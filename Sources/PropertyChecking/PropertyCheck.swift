import BehaviorLoading
import BehaviorRunning
import Dispatch
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Synchronization

/// Tries hard to break a behavior's properties, and shrinks what breaks them.
///
/// Phases, each spread over `workers` threads with one behavior each, as
/// ``Comparison`` spreads its cases:
/// 0. the scenarios `given` (files a person names), run through the
///    ``Simulator`` as generated ones are, before anything is generated;
/// 1. `gestures` single gestures from three sources (``SearchSplit``): random
///    ones (``CaseGenerator``, the same cases `compare` uses), mined ones
///    around the script's `constants` and the scene's lengths
///    (``MinedCaseGenerator``), and, for a Lua script, coverage-guided ones
///    (``CoverageCorpus``). Every property judges each call and probes it
///    with calls of its own.
/// 2. `scenarios` generated sequences, random (``ScenarioGenerator``) and
///    mined (``MinedScenarioGenerator``), run through the ``Simulator``:
///    every property judges each call and the settled scenario.
///    A property an earlier phase already broke is not tried again.
///
/// ``Runs`` is always checked first: a call that fails is its violation.
/// For each property the report keeps the violation of the lowest index, so
/// a seed gives the same counterexamples for any number of workers; it is then
/// shrunk with a fresh behavior. The search stops early once the verdict is
/// known: every property broken, or `stopAfterFailures` failed calls.
///
/// One deadline, `timeLimit` seconds from the start (or ``deadline``), bounds
/// the whole run: the search, every scenario inside it, and the shrinking. Once
/// it has found a violation the search leaves the last ``shrinkShare`` of the
/// time to shrinking; a shrink the deadline ends is reported as cut short
/// (``PropertyReport/Breach/cutShort``). The gestures take at most
/// ``gestureShare`` of the time, so on a slow machine or a slow behavior the
/// scenarios, where resizes and sequences are judged, are still tried.
public struct PropertyCheck: Sendable {
  /// The properties to check, ``Runs`` aside.
  public var properties: [any BehaviorProperty]
  public var gestures = 10_000
  public var scenarios = 1000
  /// Scenarios to try first, as they are (`check --scenario FILE`).
  public var given: [Scenario] = []
  public var seed: UInt64 = 0
  /// When set, gestures and scenarios scroll on this axis only.
  public var axis: Axis?
  /// When set, every gesture and scenario is on this screen (a device held one way).
  public var screen: Screen?
  /// When set, every gesture and scenario is on this scene, a person's own:
  /// only the gestures vary (and a device's turns), and shrinking keeps it.
  /// ``axis`` and ``screen`` are then the scene's.
  public var scene: GivenScene?
  /// The numbers the behavior's source writes (``ScriptNumbers``), which the mined cases try.
  public var constants: [Double] = []
  /// Stop once this many calls failed (an error, a budget, a result that is not finite).
  public var stopAfterFailures = 3
  /// The seconds the whole check may take: the search and the shrinking. Default 5.
  public var timeLimit = 5.0
  /// When set, the end of the check in place of `timeLimit` seconds from the start:
  /// a caller's own deadline, which covers what it does after the check as well.
  public var deadline: ContinuousClock.Instant?
  /// The share of the time limit the search leaves to shrinking once it found
  /// a violation: a quarter, so a search that would run to the limit still
  /// leaves time to make its counterexamples small.
  public static let shrinkShare = 0.25
  /// The share of the time the gestures may take before the scenarios have their turn: a half.
  public static let gestureShare = 0.5

  public init(properties: [any BehaviorProperty], axis: Axis? = nil) {
    self.properties = properties
    self.axis = axis
  }

  /// Checks the behaviors `factory` makes (one per worker, one more to shrink with).
  ///
  /// - Throws: when a behavior cannot be made (a script that does not load).
  public func run(
    _ factory: BehaviorFactory, workers: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws -> PropertyReport {
    let all: [any BehaviorProperty] = [Runs()] + properties.filter { !($0 is Runs) }
    let clock = ContinuousClock()
    let started = clock.now
    let deadline = self.deadline ?? started + .milliseconds(Int(timeLimit * 1000))
    let workers = max(1, min(workers, max(gestures, scenarios, given.count, 1)))
    let behaviors = PerWorker(try (0..<workers).map { _ in try factory() })
    let lines = (0..<workers).allSatisfy { behaviors[$0] is any LineCountingBehavior }
    let split = SearchSplit(gestures: gestures, scenarios: scenarios, countsLines: lines)
    let search = Search(
      count: all.count, deadline: deadline, reserve: .milliseconds(Int(timeLimit * Self.shrinkShare * 1000)),
      stopAfterFailures: stopAfterFailures)
    let tallies = PerWorker(Array(repeating: Tally(count: all.count), count: workers))
    /// Runs `count` items of one phase, worker `w` taking items `w, w + workers, …`,
    /// until nothing but ``Runs`` is left to try, the search stops, or the phase's time (`until`) is up.
    let phaseCut = Atomic<Bool>(false)
    /// Items `first ..< first + count`, for the coverage phase's rounds.
    @discardableResult
    func phase(
      _ phase: Search.Phase, count: Int, first: Int = 0, until: ContinuousClock.Instant? = nil,
      _ body: @Sendable (Trials, Int, [Int], inout Tally) -> Void
    ) -> Bool {
      let before = search.stopped
      let cut = Atomic<Bool>(false)
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var tally = tallies[worker]
        let trials = Trials(behavior: behaviors[worker], properties: all, deadline: deadline, scene: scene)
        for index in stride(from: first + worker, to: first + count, by: workers) {
          let active = search.active(at: index, phase: phase)
          if active.allSatisfy({ $0 == 0 }) || search.stopped { break }
          if let until, clock.now >= until {
            phaseCut.store(true, ordering: .relaxed)
            cut.store(true, ordering: .relaxed)
            break
          }
          tally.tried[phase.rawValue] += 1
          body(trials, index, active, &tally)
        }
        tallies[worker] = tally
      }
      return !before && !search.stopped && !cut.load(ordering: .relaxed)
    }
    let given = self.given
    phase(.given, count: given.count) { trials, index, active, tally in
      trials.scenario(given[index], index: index, active: active, search, &tally, phase: .given)
    }
    let cases =
      scene.map { CaseGenerator(seed: seed, scene: $0.scene) } ?? CaseGenerator(seed: seed, axis: axis, screen: screen)
    let gesturesEnd = started + (deadline - started) * Self.gestureShare
    // Each source of gestures may run until the end of its share of the
    // gestures' time, its share of the cases, so a slow machine still meets the
    // mined and coverage-guided ones; time one leaves is the next one's.
    func shareEnd(_ cases: Int) -> ContinuousClock.Instant {
      gestures == 0 ? gesturesEnd : started + (gesturesEnd - started) * (Double(cases) / Double(gestures))
    }
    phase(.gestures, count: split.random, until: shareEnd(split.random)) { trials, index, active, tally in
      trials.gesture(cases.generate(index).testCase, index: index, active: active, search, &tally)
    }
    let mined =
      scene.map { MinedCaseGenerator(seed: seed, constants: constants, scene: $0.scene) }
      ?? MinedCaseGenerator(seed: seed, constants: constants, axis: axis, screen: screen)
    phase(.constants, count: split.constants, until: shareEnd(split.random + split.constants)) {
      trials, index, active, tally in
      trials.gesture(mined.generate(index), index: index, active: active, search, &tally, phase: .constants)
    }
    var corpusSize = (kept: 0, reached: 0)
    if split.coverage > 0 {
      for worker in 0..<workers { (behaviors[worker] as? any LineCountingBehavior)?.countsLines = true }
      var corpus = CoverageCorpus(seed: seed, cases: cases, mined: mined)
      var first = 0
      while first < split.coverage {
        let count = min(CoverageCorpus.round, split.coverage - first)
        let gestures = corpus.next(count, from: first)
        let reached = PerWorker(Array(repeating: [UInt32](), count: count))
        let start = first
        let whole = phase(.coverage, count: count, first: first, until: gesturesEnd) {
          trials, index, active, tally in
          // The lines of the gesture's own call, not of the probes: which probes
          // run depends on what other workers found first.
          let script = trials.behavior as? any LineCountingBehavior
          _ = script?.takeLinesReached()
          trials.gesture(
            gestures[index - start].testCase, index: index, active: active, search, &tally, phase: .coverage
          ) { reached[index - start] = script?.takeLinesReached() ?? [] }
          _ = script?.takeLinesReached()
        }
        guard whole else { break }
        corpus.keep(gestures, reaching: reached.values)
        first += count
      }
      for worker in 0..<workers { (behaviors[worker] as? any LineCountingBehavior)?.countsLines = false }
      corpusSize = (corpus.kept.count, corpus.reachedCount)
    }
    let generator =
      scene.map { ScenarioGenerator(seed: seed, scene: $0.scene) }
      ?? ScenarioGenerator(seed: seed, axis: axis, screen: screen)
    phase(.scenarios, count: split.randomScenarios) { trials, index, active, tally in
      trials.scenario(generator.generate(index), index: index, active: active, search, &tally)
    }
    let minedScenarios =
      scene.map { MinedScenarioGenerator(seed: seed, constants: constants, scene: $0.scene) }
      ?? MinedScenarioGenerator(seed: seed, constants: constants, axis: axis, screen: screen)
    phase(.constantScenarios, count: split.constantScenarios) { trials, index, active, tally in
      trials.scenario(
        minedScenarios.generate(index), index: index, active: active, search, &tally, phase: .constantScenarios)
    }
    let tally = tallies.values.reduce(into: Tally(count: all.count)) { $0.merge($1) }
    var report = PropertyReport(seed: seed, axis: scene?.scene.primaryAxis ?? axis)
    report.scene = scene?.text
    (report.coverageKept, report.coverageReached) = corpusSize
    report.sources = Search.Phase.allCases.filter { $0 != .given }.map { phase in
      PropertyReport.Source(phase: phase, cases: tally.tried[phase.rawValue])
    }
    let shrinker = Trials(behavior: try factory(), properties: all, deadline: deadline, scene: scene)
    // The shrinkers' own try budgets end a shrink, or the run's deadline: then
    // the counterexample is the smallest found so far, and the report says so.
    for (number, property) in all.enumerated() {
      var entry = PropertyReport.Entry(
        property: property, gestures: tally.gestures[number], scenarios: tally.scenarios[number])
      entry.complete = entry.gestures == gestures && entry.scenarios == scenarios + given.count
      if let found = tally.violations[number] {
        if !found.shrinkable {
          entry.breach = found.unshrunk
        } else if clock.now < deadline {
          entry.breach = shrinker.shrink(found, property: property) { clock.now < deadline }
          if clock.now >= deadline { entry.breach?.cutShort = true }
        } else {
          entry.breach = found.unshrunk
          entry.breach?.cutShort = true
        }
      }
      report.entries.append(entry)
    }
    report.stopped =
      search.reason
      ?? (phaseCut.load(ordering: .relaxed)
        ? "the gestures stopped before all were tried: they may take only half of the time limit, so that the scenarios have time to run too"
        : nil)
    report.seconds = (clock.now - started).seconds
    return report
  }
}

/// A violation as first found: where, and what.
struct Found: Sendable {
  var phase: Search.Phase
  var index: Int
  var counterexample: PropertyReport.Counterexample
  var violation: Violation
  /// For a failed call, where the script failed (`path:line`).
  var location: String?
  /// Whether trying smaller variants is affordable: not after a call that
  /// went over its budget, since each variant could take the whole budget again.
  var shrinkable = true
}

extension Found {
  /// The violation as found, for one not worth shrinking.
  var unshrunk: PropertyReport.Breach {
    PropertyReport.Breach(
      violation: violation, counterexample: counterexample, phase: phase, index: index, location: location,
      shrunk: false)
  }
}

/// Each worker's counts and the violations it found, lowest index first.
struct Tally: Sendable {
  var gestures: [Int]
  var scenarios: [Int]
  var violations: [Found?]
  /// Cases tried in each phase (by its raw value), whatever the properties.
  var tried = Array(repeating: 0, count: Search.Phase.allCases.count)

  init(count: Int) {
    gestures = Array(repeating: 0, count: count)
    scenarios = Array(repeating: 0, count: count)
    violations = Array(repeating: nil, count: count)
  }

  mutating func record(_ number: Int, _ found: Found) {
    if let old = violations[number], (old.phase, old.index) <= (found.phase, found.index) { return }
    violations[number] = found
  }

  mutating func merge(_ other: Tally) {
    for number in gestures.indices {
      gestures[number] += other.gestures[number]
      scenarios[number] += other.scenarios[number]
      if let found = other.violations[number] { record(number, found) }
    }
    for phase in tried.indices { tried[phase] += other.tried[phase] }
  }
}

/// What the workers share: the lowest violating index of each property, the
/// failed calls, and the clock.
final class Search: Sendable {
  /// The phases in the order they run: scenarios given, gestures random,
  /// mined and coverage-guided, scenarios random and mined.
  enum Phase: Int, CaseIterable, Comparable, Sendable {
    case given, gestures, constants, coverage, scenarios, constantScenarios
    static func < (a: Phase, b: Phase) -> Bool { a.rawValue < b.rawValue }
  }

  private let lowest: Mutex<[Phase: [Int]]>
  private let failures = Counter()
  private let stopAfterFailures: Int
  private let deadline: ContinuousClock.Instant
  /// The time before the deadline the search leaves to shrinking once it found something.
  private let reserve: Duration
  private let expired = Atomic<Bool>(false)
  private let found = Atomic<Bool>(false)

  init(count: Int, deadline: ContinuousClock.Instant, reserve: Duration, stopAfterFailures: Int) {
    lowest = Mutex(
      Dictionary(uniqueKeysWithValues: Phase.allCases.map { ($0, Array(repeating: Int.max, count: count)) }))
    self.deadline = deadline
    self.reserve = reserve
    self.stopAfterFailures = stopAfterFailures
  }

  /// The properties still worth trying at `index`: none broken at a lower
  /// index, and none broken in an earlier phase.
  func active(at index: Int, phase: Phase) -> [Int] {
    lowest.withLock { lowest in
      let here = lowest[phase]!
      let earlier = Phase.allCases.filter { $0 < phase }.map { lowest[$0]! }
      return here.indices.filter { number in
        index < here[number] && earlier.allSatisfy { $0[number] == .max }
      }
    }
  }

  func violated(_ number: Int, at index: Int, phase: Phase) {
    lowest.withLock { $0[phase]![number] = min($0[phase]![number], index) }
    found.store(true, ordering: .relaxed)
  }

  func failed() { _ = failures.add(1) }

  /// Whether the verdict is known or the time is up.
  var stopped: Bool {
    if failures.value >= stopAfterFailures { return true }
    if expired.load(ordering: .relaxed) { return true }
    if ContinuousClock.now >= (found.load(ordering: .relaxed) ? deadline - reserve : deadline) {
      expired.store(true, ordering: .relaxed)
      return true
    }
    return false
  }

  /// Why the search ended before trying everything, if it did.
  var reason: String? {
    if failures.value >= stopAfterFailures {
      return "stopped after \(failures.value) failed calls: the script fails, whatever else holds"
    }
    if expired.load(ordering: .relaxed) { return "stopped at the time limit" }
    return nil
  }
}
