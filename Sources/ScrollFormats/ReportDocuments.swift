import Foundation
import ScrollSimulation
import ScrollTargets

// The `--json` reports (docs/formats.md, "Reports"): `compare`, `check` (with
// its property report) and `verify`, as plain documents. BehaviorComparing and PropertyChecking fill them
// from its results; their keys are spelled here alone. A comparison's two
// sides are the candidate (the behavior under test) and its reference; the
// format has always written the candidate's side as `script`, and the coding
// keys keep that word, with the timings' `lua…`/`swift…` names.

/// `compare --json`: a candidate behavior compared with its reference.
public struct ComparisonDocument: Encodable, Sendable {
  /// A count for each side: `{"reference": …, "script": …}`.
  public struct Sides: Encodable, Sendable {
    public var candidate: Int
    public var reference: Int

    public init(candidate: Int, reference: Int) {
      (self.candidate, self.reference) = (candidate, reference)
    }

    enum CodingKeys: String, CodingKey {
      case candidate = "script"
      case reference
    }
  }

  /// The smallest case found on which the sides disagree, with both results.
  public struct Counterexample: Encodable, Sendable {
    public var testCase: TargetCase
    public var candidate: CaseResult
    public var reference: CaseResult
    /// The part of the reference's rule that decided the case.
    public var rule: String?
    /// A command that runs the candidate on the case again.
    public var command: String

    public init(testCase: TargetCase, candidate: CaseResult, reference: CaseResult, rule: String?, command: String) {
      (self.testCase, self.candidate, self.reference, self.rule, self.command) = (
        testCase, candidate, reference, rule, command
      )
    }

    enum CodingKeys: String, CodingKey {
      case testCase = "case"
      case candidate = "script"
      case reference, rule, command
    }
  }

  /// The behavior under test and its reference, as named (a built-in or a path).
  public var candidate: String
  public var reference: String
  public var seed: UInt64
  /// `horizontal` or `vertical` when every case scrolled on that axis.
  public var axis: String?
  public var cases: Int
  public var agreements: Int
  public var disagreements: Int
  public var tolerance: Double
  public var worstDifference: Double?
  public var worstCase: Int?
  /// The candidate's failed calls by kind.
  public var candidateFailures: [String: Int]
  public var disagreementsByKind: [String: Int]
  public var disagreementsByRule: [String: Int]
  /// Disagreements in which each side's result lies outside the content.
  public var disagreementsLeavingContent: Sides
  /// Mean time of one call on each side (ns).
  public var candidateNanosecondsPerCall: Double
  public var referenceNanosecondsPerCall: Double
  public var seconds: Double
  public var workers: Int
  /// When the run stopped early: the cases it was to compare.
  public var plannedCases: Int?
  public var counterexample: Counterexample?

  public init(
    candidate: String, reference: String, seed: UInt64, axis: String?, cases: Int, agreements: Int,
    disagreements: Int, tolerance: Double, worstDifference: Double?, worstCase: Int?, candidateFailures: [String: Int],
    disagreementsByKind: [String: Int], disagreementsByRule: [String: Int], disagreementsLeavingContent: Sides,
    candidateNanosecondsPerCall: Double, referenceNanosecondsPerCall: Double, seconds: Double, workers: Int,
    plannedCases: Int?, counterexample: Counterexample?
  ) {
    (
      self.candidate, self.reference, self.seed, self.axis, self.cases, self.agreements, self.disagreements,
      self.tolerance, self.worstDifference, self.worstCase, self.candidateFailures, self.disagreementsByKind,
      self.disagreementsByRule, self.disagreementsLeavingContent, self.candidateNanosecondsPerCall,
      self.referenceNanosecondsPerCall, self.seconds, self.workers, self.plannedCases, self.counterexample
    ) = (
      candidate, reference, seed, axis, cases, agreements, disagreements, tolerance, worstDifference, worstCase,
      candidateFailures, disagreementsByKind, disagreementsByRule, disagreementsLeavingContent,
      candidateNanosecondsPerCall, referenceNanosecondsPerCall, seconds, workers, plannedCases, counterexample
    )
  }

  enum CodingKeys: String, CodingKey {
    case candidate = "script"
    case candidateFailures = "scriptErrors"
    case candidateNanosecondsPerCall = "luaNanosecondsPerCall"
    case referenceNanosecondsPerCall = "swiftNanosecondsPerCall"
    case reference, seed, axis, cases, agreements, disagreements, tolerance, worstDifference, worstCase
    case disagreementsByKind, disagreementsByRule, disagreementsLeavingContent, seconds, workers, plannedCases
    case counterexample
  }
}

/// The property report inside `check --json`: each property, how often it was
/// tried, and its smallest counterexample when it broke.
public struct PropertyReportDocument: Encodable, Sendable {
  public struct Property: Encodable, Sendable {
    public var name: String
    public var rule: String
    public var holds: Bool
    public var complete: Bool
    public var gestures: Int
    public var scenarios: Int
    public var violation: Violation?

    public init(
      name: String, rule: String, holds: Bool, complete: Bool, gestures: Int, scenarios: Int, violation: Violation?
    ) {
      (self.name, self.rule, self.holds, self.complete, self.gestures, self.scenarios, self.violation) = (
        name, rule, holds, complete, gestures, scenarios, violation
      )
    }
  }

  /// A broken property: what was wrong, where it was found, and its
  /// counterexample, a `case` or a `scenario`.
  public struct Violation: Encodable, Sendable {
    public var message: String
    public var foundIn: String
    public var command: String
    public var `case`: TargetCase?
    public var scenario: Scenario?
    /// `true` when the check's time limit ended the shrinking of the counterexample; absent otherwise.
    public var shrinkingCutShort: Bool?

    public init(
      message: String, foundIn: String, command: String, case testCase: TargetCase? = nil, scenario: Scenario? = nil,
      shrinkingCutShort: Bool? = nil
    ) {
      (self.message, self.foundIn, self.command, self.case, self.scenario, self.shrinkingCutShort) = (
        message, foundIn, command, testCase, scenario, shrinkingCutShort
      )
    }
  }

  /// The cases one source of the search tried: `kind` is `gestures` or
  /// `scenarios`, `name` `random`, `constants` or `coverage`.
  public struct Source: Encodable, Sendable {
    public var kind: String
    public var name: String
    public var cases: Int

    public init(kind: String, name: String, cases: Int) {
      (self.kind, self.name, self.cases) = (kind, name, cases)
    }
  }

  public var passed: Bool
  public var seed: UInt64
  public var seconds: Double
  public var stopped: String?
  public var properties: [Property]
  /// The cases each source tried, gestures first, as `--explain` counts them.
  public var sources: [Source]

  public init(
    passed: Bool, seed: UInt64, seconds: Double, stopped: String?, properties: [Property], sources: [Source] = []
  ) {
    (self.passed, self.seed, self.seconds, self.stopped, self.properties) = (passed, seed, seconds, stopped, properties)
    self.sources = sources
  }
}

/// `check --json`: the verdict on one behavior, its diagnostics and its property report.
public struct CheckDocument: Encodable, Sendable {
  public var behavior: String
  public var passed: Bool
  public var reference: String?
  public var axis: String?
  /// The options of the scene every gesture was drawn on, when a person gave
  /// one (`--device iphone15pro --margins 45 …`); absent when the check drew its own.
  public var scene: String?
  public var diagnostics: [String]
  /// What the counterexamples printed when run again; absent when nothing.
  public var printed: [String]?
  public var report: PropertyReportDocument?

  public init(
    behavior: String, passed: Bool, reference: String?, axis: String?, scene: String? = nil, diagnostics: [String],
    printed: [String]?, report: PropertyReportDocument?
  ) {
    (self.behavior, self.passed, self.reference, self.axis, self.scene) = (behavior, passed, reference, axis, scene)
    (self.diagnostics, self.printed, self.report) = (diagnostics, printed, report)
  }
}

/// `verify --json`: every script's check and its comparison with its twin.
public struct VerificationDocument: Encodable, Sendable {
  public struct Script: Encodable, Sendable {
    public var script: String
    public var reference: String?
    public var valid: Bool
    public var diagnostics: [String]
    public var propertiesHeld: Int
    public var propertiesChecked: Int
    public var cases: Int
    public var agreements: Int
    public var worstDifference: Double?
    public var skipped: String?
    /// A command that runs the script on its counterexample.
    public var counterexample: String?

    public init(
      script: String, reference: String?, valid: Bool, diagnostics: [String], propertiesHeld: Int,
      propertiesChecked: Int, cases: Int, agreements: Int, worstDifference: Double?, skipped: String?,
      counterexample: String?
    ) {
      (
        self.script, self.reference, self.valid, self.diagnostics, self.propertiesHeld, self.propertiesChecked,
        self.cases, self.agreements, self.worstDifference, self.skipped, self.counterexample
      ) = (
        script, reference, valid, diagnostics, propertiesHeld, propertiesChecked, cases, agreements, worstDifference,
        skipped, counterexample
      )
    }
  }

  public var passed: Bool
  public var seconds: Double
  public var scripts: [Script]

  public init(passed: Bool, seconds: Double, scripts: [Script]) {
    (self.passed, self.seconds, self.scripts) = (passed, seconds, scripts)
  }
}
