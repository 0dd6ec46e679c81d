/// The phase a scroll view is in, as SwiftUI's `ScrollPhase` (iOS 18) reports
/// it to `onScrollPhaseChange(_:)`: what moves the content now, if anything.
///
/// The cases and their meanings are SwiftUI's (Apple's documentation of
/// `ScrollPhase`; Majid Jabrayilov, "Mastering ScrollView in SwiftUI. Scroll
/// Phases", 2024-07-02). How the simulator passes through them is stated on
/// `Simulator` (module ScrollSimulation) and in docs/formats.md, "Timelines":
/// a touch is ``tracking``, the finger's first move makes it ``interacting``,
/// a release with motion left is ``decelerating``, the move to a resize's new
/// target is ``animating``, and rest is ``idle``.
///
/// A Lua behavior's `onScrollPhaseChange(old, new)` receives the phases by
/// their names (``rawValue``): `"idle"`, `"tracking"`, and so on.
public enum ScrollPhase: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Nothing moves the content.
  case idle
  /// A finger is down on the content but has not moved yet.
  case tracking
  /// A finger drags the content.
  case interacting
  /// The finger has lifted and the content moves on toward where it will rest.
  case decelerating
  /// The content moves to a target the app (or, in the simulator, a resize) set, without a finger.
  case animating

  /// Whether the scroll view is scrolling: every phase but ``idle``, as Apple defines it.
  public var isScrolling: Bool { self != .idle }

  /// The phase's name, as SwiftUI spells the case: `"decelerating"`.
  public var description: String { rawValue }
}
