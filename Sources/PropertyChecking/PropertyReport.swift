import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// What a ``PropertyCheck`` found: each property, how often it was tried,
/// and its smallest counterexample when it broke.
public struct PropertyReport: Sendable {
  /// A gesture or a scenario that breaks a property.
  public enum Counterexample: Sendable {
    case gesture(TargetCase)
    case scenario(Scenario)
  }

  /// A broken property: what is wrong with its smallest counterexample, and where it was found.
  public struct Breach: Sendable {
    /// What went wrong on the shrunk counterexample.
    public var violation: Violation
    public var counterexample: Counterexample
    /// Where it was found before shrinking: gesture or scenario number `index`.
    var phase: Search.Phase
    public var index: Int
    /// For a failed call, where the script failed (`path:line`).
    public var location: String?
    /// Whether it was shrunk; a call that went over its budget is not.
    public var shrunk = true
    /// Whether the check's time limit ended its shrinking (or left none):
    /// the counterexample is the smallest found by then, not the smallest there is.
    public var cutShort = false
    /// The command that shows it again, once the report's reader has made it
    /// (``ScriptCheck``); ``PropertyReport/reproduction(of:behavior:property:)`` otherwise.
    public var command: String?

    /// "gesture 17", "scenario 4", or "given scenario 1" (the first `--scenario` file).
    public var origin: String {
      switch phase {
      case .given: "given scenario \(index + 1)"
      case .gestures: "gesture \(index)"
      case .constants: "mined gesture \(index)"
      case .coverage: "coverage-guided gesture \(index)"
      case .scenarios: "scenario \(index)"
      case .constantScenarios: "mined scenario \(index)"
      }
    }

    /// The source of the case that found it: `random`, `constants` or `coverage` (or `given`).
    public var source: String { PropertyReport.Source.name(of: phase) }

    /// "shrunk from gesture 17", or "found in gesture 17" when it was not shrunk;
    /// then ", shrinking cut short by the time limit" when ``cutShort``.
    public var provenance: String {
      (shrunk ? "shrunk from " : "found in ") + origin + (cutShort ? ", shrinking cut short by the time limit" : "")
    }
  }

  /// One property's outcome.
  public struct Entry: Sendable {
    public var property: any BehaviorProperty
    /// Generated gestures and scenarios it was tried on.
    public var gestures: Int
    public var scenarios: Int
    /// What broke it, when something did.
    public var breach: Breach?
    /// Whether it was tried on every gesture and scenario planned; a search
    /// that stopped early (its verdict known, or the time up) leaves some
    /// properties unbroken but not fully tried.
    public var complete = true

    public var holds: Bool { breach == nil }

  }

  /// Cases of one source that were tried: random, mined (constants) or
  /// coverage-guided gestures, random or mined scenarios.
  public struct Source: Sendable {
    var phase: Search.Phase
    /// Cases of this source tried.
    public var cases: Int
    /// `random`, `constants` or `coverage`.
    public var name: String { Self.name(of: phase) }
    /// Whether its cases are scenarios (else single gestures).
    public var scenarios: Bool { phase == .scenarios || phase == .constantScenarios || phase == .given }

    static func name(of phase: Search.Phase) -> String {
      switch phase {
      case .given: "given"
      case .gestures, .scenarios: "random"
      case .constants, .constantScenarios: "constants"
      case .coverage: "coverage"
      }
    }
  }

  public var entries: [Entry] = []
  /// The cases tried from each source, gestures first.
  public var sources: [Source] = []
  /// The coverage-guided phase's corpus at its end: the gestures kept, and
  /// the line pairs (each with a bucket of its hit count) reached. 0 without the phase.
  public var coverageKept = 0
  public var coverageReached = 0
  public var seed: UInt64
  public var axis: Axis?
  /// The options of the scene every gesture and scenario was drawn on, when a
  /// person gave one; `nil` when the check drew its own scenes.
  public var scene: String?
  public var seconds = 0.0
  /// Why the search ended early, when it did.
  public var stopped: String?
  /// How many violations the time limit left not fully shrunk (``Breach/cutShort``).
  public var cutShort: Int { entries.filter { $0.breach?.cutShort == true }.count }

  public var passed: Bool { entries.allSatisfy(\.holds) }
  public var violations: [Entry] { entries.filter { !$0.holds } }

  /// The command that shows a violation of `property` again and exits 1
  /// (docs/properties.md, "Replaying a counterexample"): `run … --expect
  /// PROPERTY` for a gesture, which makes a two-call property's second call
  /// itself; the scenario piped to `simulate - --expect PROPERTY` for a sequence.
  /// On a `scene` a person gave, the commands give that scene's options.
  public static func reproduction(
    of counterexample: Counterexample, behavior: String, property: String, scene: GivenScene? = nil
  ) -> String {
    let expect = " --expect \(Reproduction.shellQuoted(property))"
    switch counterexample {
    case .gesture(let testCase): return Reproduction.command(for: testCase, behavior: behavior, scene: scene) + expect
    case .scenario(let scenario): return Reproduction.command(for: scenario, behavior: behavior, scene: scene) + expect
    }
  }
}
