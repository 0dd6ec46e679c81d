import Foundation

// What a behavior a user wrote may offer beyond its calls, for `check` and the
// benchmarks to ask for by capability, never by the language it is written in.

/// A behavior written in a file of its own, in a language the tool runs.
public protocol FileBehavior: AnyObject {
  /// The language as reports name it: `lua`, or `swift-file` (a `.swift` file run in its helper).
  var language: String { get }
}

/// A behavior whose calls can count the lines of its source they run: the
/// coverage that steers `check`'s search toward gestures that reach new lines.
public protocol LineCountingBehavior: AnyObject {
  /// Whether calls count the lines they run. Off by default, when counting costs nothing.
  var countsLines: Bool { get set }
  /// The lines reached since the last take, each as an opaque number (a line
  /// pair's slot and the bucket of its count), in the order first reached;
  /// then forgets them. Empty while ``countsLines`` is off.
  func takeLinesReached() -> [UInt32]
}

/// A behavior that states a property of its own, judged after every call `check` makes: a script's
/// `expect(target, context, result)`.
public protocol SelfJudgingBehavior: AnyObject {
  /// Whether the behavior states one (a script may define `expect` or not).
  var definesExpect: Bool { get }
  /// The behavior's verdict on one call: `target` as proposed, and `result`,
  /// where the behavior left it. `nil` when the property holds, else why not.
  ///
  /// - Throws: the failure of the judgment itself, under the behavior's limits.
  func expectation(_ target: ScrollTarget, context: ScrollTargetBehaviorContext, result: CGPoint)
    throws(BehaviorFailure)
    -> String?
}
