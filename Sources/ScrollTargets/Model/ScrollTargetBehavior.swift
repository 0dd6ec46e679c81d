/// A type that decides where a scroll gesture ends, as in SwiftUI.
///
/// The scroll view proposes a target, the natural resting place computed from
/// the release velocity and the deceleration rate, and the behavior may move
/// it. ``updateTarget(_:context:)`` is called
/// - when a scroll gesture ends, with the natural resting place as `target`;
/// - when the container's size changes (rotation), with the place the view
///   would rest at the new size as `target`.
///
/// Write behaviors exactly as for SwiftUI; only the import line differs:
///
/// ```swift
/// import ScrollTargets   // import SwiftUI
///
/// struct TenthsBehavior: ScrollTargetBehavior {
///   func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///     target.rect.origin.x.round(toMultipleOf: context.containerSize.width / 10)
///   }
/// }
/// ```
public protocol ScrollTargetBehavior {
  /// The context in which a behavior updates the target.
  typealias TargetContext = ScrollTargetBehaviorContext
  /// The name Apple's documentation uses for ``ScrollTarget`` in its examples.
  typealias Target = ScrollTarget
  /// The properties of a behavior.
  typealias Properties = ScrollTargetBehaviorProperties
  /// The context in which a behavior reports its properties.
  typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext

  /// Moves the proposed `target` to where the scroll view should come to rest.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

  /// Properties that influence the scroll view; defaults to ``ScrollTargetBehaviorProperties/init()``.
  func properties(context: PropertiesContext) -> Properties

  /// Beyond SwiftUI: moves the target, or throws why it could not. A rule
  /// that can fail (a script) implements it; the default calls
  /// ``updateTarget(_:context:)``. Hosts call ``resolveTarget(_:context:)``.
  ///
  /// A requirement rather than a cast to ``FallibleScrollTargetBehavior``, so
  /// a host's call goes straight through the witness table: a dynamic cast
  /// to an existential on every call cost more than a built-in's whole rule.
  func tryUpdateTarget(_ target: inout ScrollTarget, context: TargetContext) throws(BehaviorFailure)

  /// Beyond SwiftUI: the behavior's properties, or throws why they could not
  /// be computed; the default calls ``properties(context:)``.
  func tryProperties(context: PropertiesContext) throws(BehaviorFailure) -> Properties
}

extension ScrollTargetBehavior {
  /// The default properties: `limitsScrolls` is false.
  public func properties(context: PropertiesContext) -> Properties {
    Properties()
  }

  /// The SwiftUI rule, which cannot fail.
  public func tryUpdateTarget(_ target: inout ScrollTarget, context: TargetContext) throws(BehaviorFailure) {
    updateTarget(&target, context: context)
  }

  /// The SwiftUI properties, which cannot fail.
  public func tryProperties(context: PropertiesContext) throws(BehaviorFailure) -> Properties {
    properties(context: context)
  }
}
