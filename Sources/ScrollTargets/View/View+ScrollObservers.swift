import Foundation

/// What SwiftUI hands `onScrollPhaseChange`'s three-argument action: the
/// geometry and velocity at the change. The model compiles the action but does
/// not call it (docs/views.md, "Accepted and ignored").
public struct ScrollPhaseChangeContext {
  public var geometry: ScrollGeometry
  public var velocity: CGVector?
}

// The scroll observers of iOS 18, as an app's views write them: accepted, so
// the file compiles unchanged, and not called, since a view file gives the
// layout and the behavior; a script's hooks of the same names run in
// simulations (docs/lua-api.md).
extension View {
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> Self { self }
  public func onScrollPhaseChange(
    _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
  ) -> Self { self }
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> Self { self }
  public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> Self { self }
}
