/// Lays a view out on a screen and returns its outermost scroll view: the
/// scroll view's bounds, safe area, margins, container, content and targets.
///
/// The rules are SwiftUI's proposal rules, as far as the model's views need
/// them (docs/views.md): a parent offers each child a size, `nil` on an axis
/// it leaves open (a scroll view's scrolling axis), and the child picks its
/// own. The root is offered the screen less its safe area.
///
/// ```swift
/// let layout = try ViewLayout(bounds: CGSize(width: 393, height: 852)).layout(Carousel())
/// layout.containerSize.width  // 353 with 20 pt margins on each side
/// layout.targets[1].minX      // 363: a 353 pt card and 10 pt of spacing
/// ```
public struct ViewLayout: Sendable {
  /// What `containerRelativeFrame` divides, where Apple does not say.
  ///
  /// Apple documents the length as the container's "minus any safe area
  /// insets"; whether content margins come off too is not documented.
  /// ``lessMargins`` (the default) takes them off: margins inset the content
  /// as the safe area does, and WWDC23 "Beyond scroll views" (Apple, 2023)
  /// sizes one card per screen with `containerRelativeFrame` inside margins.
  public enum RelativeFrames: String, CaseIterable, Hashable, Sendable {
    /// Bounds less the safe area, its padding and the content margins.
    case lessMargins
    /// Bounds less the safe area and its padding only.
    case ignoringMargins
  }

  /// The most views one `ForEach` may make: 100,000.
  public static let maximumForEachCount = 100_000
  /// `padding()`, `safeAreaPadding()` and `contentMargins(_:nil)` with no
  /// length (pt): 16, the model's reading of the system's default on iPhone.
  public static let systemPadding: CGFloat = 16
  /// The space between a stack's children when it gives none (pt): 8, the model's reading of the system spacing.
  public static let defaultSpacing: CGFloat = 8
  /// A shape's or color's length on an axis offered nothing (pt): 10, SwiftUI's default ideal size for shapes.
  public static let defaultFillLength: CGFloat = 10

  /// The screen's size (pt).
  public var bounds: CGSize
  /// The screen's safe area (pt).
  public var safeAreaInsets: EdgeInsets
  /// The environment at the root: layout direction and size classes.
  public var environment: EnvironmentValues
  /// What `containerRelativeFrame` divides.
  public var relativeFrames: RelativeFrames

  public init(
    bounds: CGSize, safeAreaInsets: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight,
    relativeFrames: RelativeFrames = .lessMargins
  ) {
    self.bounds = bounds
    self.safeAreaInsets = safeAreaInsets
    self.environment = EnvironmentValues(layoutDirection: layoutDirection)
    self.relativeFrames = relativeFrames
  }

  /// A device's screen held `orientation`, with its size classes.
  public init(
    device: DevicePreset, orientation: Orientation, layoutDirection: LayoutDirection = .leftToRight,
    relativeFrames: RelativeFrames = .lessMargins
  ) {
    self.bounds = device.bounds(orientation)
    self.safeAreaInsets = device.insets(orientation)
    self.environment = device.environment(orientation, layoutDirection: layoutDirection)
    self.relativeFrames = relativeFrames
  }

  /// Lays `view` out and returns its outermost scroll view (the first one, depth first, when siblings scroll).
  ///
  /// - Throws: ``ViewLayoutError`` at the user's line and column: a view
  ///   the model cannot size, no scroll view, a scroll view inside one on
  ///   the same axis, a `containerRelativeFrame` of a bad count or span, a
  ///   `ForEach` too long, a negative length.
  public func layout<V: View>(_ view: V) throws(ViewLayoutError) -> ScrollViewLayout {
    let root = try ViewNode.make(view)
    let safeRect = CGRect(
      x: safeAreaInsets.leading, y: safeAreaInsets.top, width: max(0, bounds.width - safeAreaInsets[.horizontal]),
      height: max(0, bounds.height - safeAreaInsets[.vertical]))
    let pass = LayoutPass(settings: self, safeRect: safeRect)
    let context = LayoutContext(container: safeRect.size, environment: environment)
    _ = try pass.size(of: root, offered: Proposal(safeRect.size), context, at: safeRect.origin)
    guard let found = pass.found else {
      throw ViewLayoutError(
        kind: .noScrollView, at: root.firstLocation, view: String(describing: V.self), issue: "has no ScrollView",
        advice: "the model lays out a scroll view: wrap the content in ScrollView(.horizontal) { … }")
    }
    return found
  }
}
