import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// How hard ``ScriptCheck`` tries to break a behavior's properties, and which ones.
public struct PropertyOptions: Sendable {
  /// Generated single gestures. Default 10,000.
  public var gestures = 10_000
  /// Generated scenarios. Default 1000.
  public var scenarios = 1000
  /// Scenarios to try as they are, before the generated ones (`--scenario FILE`).
  public var given: [Scenario] = []
  public var seed: UInt64 = 1
  /// Properties added to the behavior's own (`--expect`).
  public var extra: [any BehaviorProperty] = []
  /// A built-in whose promises are added (`--expect-like paging`).
  public var like: String?
  /// Replaces the axis the behavior declares (`--axis`).
  public var axis: Axis?
  /// When set, every gesture and scenario is on this screen (`--device`).
  public var screen: Screen?
  /// When set, every gesture and scenario is on this scene, the one a person
  /// gave (``PropertyCheck/scene``), and every replay names it.
  public var scene: GivenScene?
  /// Seconds the search may take (and shrinking half as long again). Default 5.
  public var timeLimit = 5.0
  public var workers = ProcessInfo.processInfo.activeProcessorCount

  public init() {}
}
