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

  /// A broken property, shrunk.
  public struct Violation: Sendable {
    /// What went wrong on the shrunk counterexample.
    public var message: String
    public var counterexample: Counterexample
    /// Where it was found before shrinking: gesture or scenario number `index`.
    var phase: Search.Phase
    public var index: Int
    /// For a failed call, where the script failed (`path:line`).
    public var location: String?
    /// Whether it was shrunk; a call that went over its budget is not.
    public var shrunk = true

    /// "gesture 17", "scenario 4", or "given scenario 1" (the first `--scenario` file).
    public var origin: String {
      switch phase {
      case .given: "given scenario \(index + 1)"
      case .gestures: "gesture \(index)"
      case .scenarios: "scenario \(index)"
      }
    }

    /// "shrunk from gesture 17", or "found in gesture 17" when it was not shrunk.
    public var provenance: String { (shrunk ? "shrunk from " : "found in ") + origin }
  }

  /// One property's outcome.
  public struct Entry: Sendable {
    public var property: any BehaviorProperty
    /// Generated gestures and scenarios it was tried on.
    public var gestures: Int
    public var scenarios: Int
    public var violation: Violation?
    /// Whether it was tried on every gesture and scenario planned; a search
    /// that stopped early (its verdict known, or the time up) leaves some
    /// properties unbroken but not fully tried.
    public var complete = true

    public var holds: Bool { violation == nil }

  }

  public var entries: [Entry] = []
  public var seed: UInt64
  public var axis: Axis?
  public var seconds = 0.0
  /// Why the search ended early, when it did.
  public var stopped: String?

  public var passed: Bool { entries.allSatisfy(\.holds) }
  public var violations: [Entry] { entries.filter { !$0.holds } }

  /// How to see a violation again, one line or a few: a `run` command for a
  /// gesture, a scenario piped to `simulate` for a sequence.
  public static func reproduction(of counterexample: Counterexample, behavior: String) -> String {
    switch counterexample {
    case .gesture(let testCase):
      return Reproduction.command(for: testCase, behavior: behavior)
    case .scenario(let scenario):
      return
        "echo \(Reproduction.shellQuoted(JSONLine.encode(scenario))) | scrollscript simulate \(Reproduction.shellQuoted(behavior)) -"
    }
  }

  /// The report as one JSON object.
  public func json(behavior: String) -> String { JSONLine.encode(document(behavior: behavior)) }

  struct Document: Encodable {
    struct Property: Encodable {
      var name: String
      var rule: String
      var holds: Bool
      var complete: Bool
      var gestures: Int
      var scenarios: Int
      var violation: Violation?
    }
    struct Violation: Encodable {
      var message: String
      var foundIn: String
      var command: String
      var `case`: TargetCase?
      var scenario: Scenario?
    }
    var passed: Bool
    var seed: UInt64
    var seconds: Double
    var stopped: String?
    var properties: [Property]
  }

  func document(behavior: String) -> Document {
    Document(
      passed: passed, seed: seed, seconds: seconds, stopped: stopped,
      properties: entries.map { entry in
        Document.Property(
          name: entry.property.name, rule: entry.property.rule, holds: entry.holds, complete: entry.complete,
          gestures: entry.gestures,
          scenarios: entry.scenarios,
          violation: entry.violation.map { violation in
            var document = Document.Violation(
              message: violation.message, foundIn: violation.origin,
              command: Self.reproduction(of: violation.counterexample, behavior: behavior))
            switch violation.counterexample {
            case .gesture(let testCase): document.case = testCase
            case .scenario(let scenario): document.scenario = scenario
            }
            return document
          })
      })
  }
}
