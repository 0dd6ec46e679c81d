import Foundation

/// What a behavior knows when it updates a target, as in SwiftUI.
///
/// Environment values are members through dynamic lookup, as in SwiftUI:
/// `context.layoutDirection`, `context.horizontalSizeClass`.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext: Sendable {
  /// The target when the gesture began. If the view was still animating then,
  /// this is the in-flight position, not the previous resting place.
  public var originalTarget: ScrollTarget
  /// The release velocity in content-offset space (pt/s): positive `dx` means
  /// the offset grows, moving toward later content.
  public var velocity: CGVector
  /// The size of the scrollable content (pt).
  public var contentSize: CGSize
  /// The size of the container: bounds minus insets such as the safe area (pt).
  public var containerSize: CGSize
  /// The axes the view scrolls on.
  public var axes: Axis.Set
  /// The environment of the scroll view.
  public var environment: EnvironmentValues
  /// Beyond SwiftUI: the frames of the scroll-target layout's children (what
  /// `scrollTargetLayout()` marks), in content coordinates, sorted along the
  /// scrolling axis. Empty when the content has no target layout.
  public var targets: [CGRect]
  /// What the insets take from the bounds on each axis (pt): `boundsSize - containerSize`.
  private var insetLengths = CGSize.zero

  /// Beyond SwiftUI: the size of the scroll view's bounds (pt), which
  /// ``containerSize`` is after the insets (the safe area) are taken off.
  /// The same as `containerSize` when not given.
  ///
  /// SwiftUI gives a behavior only the container; the model adds the bounds
  /// so a rule can page by them as UIKit's `isPagingEnabled` does (the
  /// `boundsPaging` built-in). The insets are kept apart, so setting
  /// `containerSize` later moves the bounds with it; setting `boundsSize`
  /// changes the insets.
  public var boundsSize: CGSize {
    get {
      CGSize(width: containerSize.width + insetLengths.width, height: containerSize.height + insetLengths.height)
    }
    set {
      insetLengths = CGSize(width: newValue.width - containerSize.width, height: newValue.height - containerSize.height)
    }
  }

  /// Whether the bounds differ from the container (some inset is not zero).
  public var hasInsets: Bool { insetLengths != .zero }

  public init(
    originalTarget: ScrollTarget,
    velocity: CGVector = .zero,
    contentSize: CGSize,
    containerSize: CGSize,
    axes: Axis.Set = .horizontal,
    environment: EnvironmentValues = EnvironmentValues(),
    targets: [CGRect] = [],
    boundsSize: CGSize? = nil
  ) {
    self.originalTarget = originalTarget
    self.velocity = velocity
    self.contentSize = contentSize
    self.containerSize = containerSize
    self.axes = axes
    self.environment = environment
    self.targets = targets
    if let boundsSize { self.boundsSize = boundsSize }
  }

  /// Environment values as members: `context.layoutDirection`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
    environment[keyPath: keyPath]
  }

  /// The context for ``ScrollTargetBehavior/properties(context:)`` in the same scroll view.
  public var propertiesContext: ScrollTargetBehaviorPropertiesContext {
    ScrollTargetBehaviorPropertiesContext(
      axes: axes, contentSize: contentSize, containerSize: containerSize, environment: environment)
  }
}

extension ScrollTargetBehaviorContext {
  /// The axis single-axis rules work on: vertical when the view scrolls only
  /// vertically, horizontal otherwise.
  public var primaryAxis: Axis {
    axes.primary
  }

  /// The offsets the view can rest at along `axis`.
  public func offsetRange(on axis: Axis) -> OffsetRange {
    OffsetRange(content: contentSize, container: containerSize, axis: axis)
  }

  /// The largest valid offset along `axis`: `content - container`, or 0 when
  /// the content is not longer than the container.
  public func maxOffset(on axis: Axis) -> CGFloat {
    offsetRange(on: axis).upperBound
  }
}
