/// A behavior whose scroll hooks the tool runs in its simulations: a Lua
/// script's `onScrollGeometryChange(old, new)` and `onScrollPhaseChange(old, new)`,
/// or a `.swift` file's ``ScrollGeometryObserving`` and ``ScrollPhaseObserving``,
/// each returning the events the hook emitted, in order.
///
/// The tool's own API, not SwiftUI's; a simulation reaches it through `HookObserver` (module ScrollSimulation).
public protocol HookedScrollTargetBehavior: FallibleScrollTargetBehavior, AnyObject {
  /// Whether the behavior has a geometry hook.
  var observesGeometry: Bool { get }
  /// Whether the behavior has a phase hook.
  var observesPhases: Bool { get }
  /// Runs the geometry hook on the change from `old` to `new`.
  func geometryChanged(old: ScrollGeometry, new: ScrollGeometry) throws(BehaviorFailure) -> [(
    name: String, value: String
  )]
  /// Runs the phase hook on the change from `old` to `new`.
  func phaseChanged(from old: ScrollPhase, to new: ScrollPhase) throws(BehaviorFailure) -> [(
    name: String, value: String
  )]
}
