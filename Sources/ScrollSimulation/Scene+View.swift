import Foundation
import ScrollPhysics
import ScrollTargets

extension Scene {
  /// A view file's outermost scroll view laid out on one screen: what the
  /// scene becomes on that screen (docs/formats.md, "A view as the scene").
  ///
  /// The scroll view's own bounds and safe area may be smaller than the
  /// screen's (a header above it); its targets are in the content's
  /// coordinates, as ``Scene/targets`` are.
  public struct ViewScreen: Hashable, Sendable {
    /// The screen the view was laid out on: the key a moved scene is matched by.
    public var screen: Screen
    /// The scroll view's bounds (pt).
    public var bounds: CGSize
    /// The part of the screen's safe area inside the scroll view's bounds (pt).
    public var safeAreaInsets: EdgeInsets
    /// The scroll view's `safeAreaPadding` and content margins (pt).
    public var safeAreaPadding: EdgeInsets
    public var contentMargins: EdgeInsets
    /// The content's size and the targets' frames (pt).
    public var contentSize: CGSize
    public var targets: [CGRect]
    public var axes: Axis.Set
    /// The scroll view's environment: layout direction and size classes.
    public var environment: EnvironmentValues

    public init(
      screen: Screen, bounds: CGSize, safeAreaInsets: EdgeInsets, safeAreaPadding: EdgeInsets,
      contentMargins: EdgeInsets, contentSize: CGSize, targets: [CGRect], axes: Axis.Set,
      environment: EnvironmentValues
    ) {
      self.screen = screen
      self.bounds = bounds
      self.safeAreaInsets = safeAreaInsets
      self.safeAreaPadding = safeAreaPadding
      self.contentMargins = contentMargins
      self.contentSize = contentSize
      self.targets = targets
      self.axes = axes
      self.environment = environment
    }

    /// The scroll view's screen: its bounds and safe area, and the device
    /// the view was laid out on when the scroll view fills that screen (so
    /// that a rotation turns it); a scroll view smaller than its screen
    /// keeps no device.
    public var scrollScreen: Screen {
      if bounds == screen.bounds, safeAreaInsets == screen.safeAreaInsets { return screen }
      return Screen(bounds: bounds, safeAreaInsets: safeAreaInsets)
    }
  }

  /// A scene of a view laid out on each of `screens`, on the first of them.
  ///
  /// - Precondition: `screens` is not empty.
  public init(view screens: [ViewScreen], decelerationRate: DecelerationRate = .normal) {
    self.init(decelerationRate: decelerationRate)
    viewScreens = screens
    apply(screens[0])
  }

  /// Takes `view`'s layout: its screen, padding, margins, content, targets, axes and environment.
  public mutating func apply(_ view: ViewScreen) {
    screen = view.scrollScreen
    safeAreaPadding = view.safeAreaPadding
    contentMargins = view.contentMargins
    content = .size(view.contentSize)
    children = nil
    targets = view.targets
    axes = view.axes
    environment = view.environment
  }
}
