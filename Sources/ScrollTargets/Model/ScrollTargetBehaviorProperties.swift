import Foundation

/// Properties a behavior reports to the scroll view it applies to, as in SwiftUI.
public struct ScrollTargetBehaviorProperties: Hashable, Sendable {
  /// Whether the scroll view prefers to scroll a shorter distance. Default false.
  ///
  /// SwiftUI documents only the preference. This model makes it concrete: when
  /// true, the simulator limits the proposed target to at most one container
  /// length from the gesture's original target on each scrolling axis before it
  /// calls `updateTarget`.
  public var limitsScrolls: Bool

  /// Creates the default properties.
  public init() {
    self.limitsScrolls = false
  }

  /// Creates properties with the given values.
  public init(limitsScrolls: Bool) {
    self.limitsScrolls = limitsScrolls
  }
}

/// What a behavior may look at when it reports its properties.
@dynamicMemberLookup
public struct ScrollTargetBehaviorPropertiesContext: Sendable {
  /// The scrolling axes.
  public var axes: Axis.Set
  /// The size of the scrollable content (pt).
  public var contentSize: CGSize
  /// The size of the container: bounds minus insets such as the safe area (pt).
  public var containerSize: CGSize
  /// The environment of the scroll view.
  public var environment: EnvironmentValues

  public init(
    axes: Axis.Set, contentSize: CGSize, containerSize: CGSize,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.axes = axes
    self.contentSize = contentSize
    self.containerSize = containerSize
    self.environment = environment
  }

  /// Environment values as members: `context.layoutDirection`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
    environment[keyPath: keyPath]
  }
}
