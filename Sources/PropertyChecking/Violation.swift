import Foundation
import ScrollSimulation
import ScrollTargets

/// What a ``BehaviorProperty`` found wrong: the line a report prints, and
/// where the property measured one, the offset it judged and the nearest
/// offset that would have held.
///
/// The measures are on one axis, the one the property judges (the primary
/// axis for stops and flings); a property that compares whole points (as
/// ``Deterministic`` does) or reads the script's own words (``ScriptExpectation``)
/// gives the message alone.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in one line, as reports print it.
  public var message: String
  /// The axis of ``offset`` and ``nearest``.
  public var axis: Axis?
  /// The offset judged (pt): where the view rested, or for ``InBounds`` the
  /// target before the scroll view clamps it.
  public var offset: Double?
  /// The nearest offset that would have held (pt): the nearest stop, the end
  /// of the content, where the mirror image or the slower fling puts it.
  public var nearest: Double?

  public init(_ message: String, axis: Axis? = nil, offset: Double? = nil, nearest: Double? = nil) {
    self.message = message
    self.axis = axis
    self.offset = offset
    self.nearest = nearest
  }

  public var description: String { message }

  /// The same violation found at call `number` (from 1) of a scenario:
  /// `call 3 (gesture): …`.
  func inCall(_ number: Int, cause: TargetUpdate.Cause) -> Violation {
    var located = self
    located.message = "call \(number) (\(cause.rawValue)): \(message)"
    return located
  }
}
