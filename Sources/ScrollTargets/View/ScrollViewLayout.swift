/// The outermost scroll view of a view, laid out on a screen by
/// ``ViewLayout``: what a behavior's context is made of.
///
/// Lengths are in points. Frames of targets are in the content's
/// coordinates, from the content's origin: the first card of a row sits at
/// x = 0 whatever the margins, and offset 0 shows it at the container's
/// leading edge.
public struct ScrollViewLayout {
  /// The axes the scroll view scrolls on.
  public var axes: Axis.Set
  /// The scroll view's bounds in the screen's coordinates: its frame,
  /// reaching to the screen's edge on each side where it touches the safe area.
  public var frame: CGRect
  /// The part of the screen's safe area the scroll view's bounds reach into, edge by edge.
  public var safeAreaInsets: EdgeInsets
  /// What `safeAreaPadding` adds to the safe area, summed from the scroll view outwards.
  public var safeAreaPadding: EdgeInsets
  /// The margins of the content: `.scrollContent`'s, else `.automatic`'s, on each edge, the innermost modifier's.
  public var contentMargins: EdgeInsets
  /// The margins of the indicators: `.scrollIndicators`'s, else `.automatic`'s; they move no content.
  public var indicatorMargins: EdgeInsets
  /// The bounds less the safe area, its padding and the content margins.
  public var containerSize: CGSize
  /// The length `containerRelativeFrame` divided on each axis (see ``ViewLayout/RelativeFrames``).
  public var relativeContainerSize: CGSize
  /// The content's size.
  public var contentSize: CGSize
  /// The scroll targets' frames, in the order they were laid out.
  public var targets: [CGRect]
  /// The behavior `scrollTargetBehavior` gave, the innermost one; `nil` when none.
  public var behavior: (any ScrollTargetBehavior)?
  /// The scroll view's environment.
  public var environment: EnvironmentValues
  /// Where the scroll view was written.
  public var location: ViewLocation
  /// The views whose size is the model's estimate (text, symbols, controls) that were laid out, each once.
  public var estimates: [ViewLayout.Estimate] = []
  /// Every scroll view of the view that was laid out, this one included, in the order met.
  public var candidates: [Candidate] = []

  /// A scroll view met while laying out: where it was written and what marks it as the one with snapping.
  public struct Candidate: Hashable, Sendable {
    public var location: ViewLocation
    public var axes: Axis.Set
    /// Whether `scrollTargetBehavior` is given to it (not only to a scroll view around it).
    public var hasBehavior: Bool
    /// Whether its content marks a layout with `scrollTargetLayout()`.
    public var hasTargetLayout: Bool
    /// Whether a `TabView` with the page style made it: it pages without a behavior written for it.
    public var isTabPager = false
    /// Whether it has a behavior or a target layout of its own.
    public var snaps: Bool { hasBehavior || hasTargetLayout }
  }

  /// The size of the scroll view's bounds.
  public var boundsSize: CGSize { frame.size }

  /// The direction its content reads in.
  public var layoutDirection: LayoutDirection { environment.layoutDirection }

  /// The axis targets are laid out along: vertical when the scroll view is only vertical, horizontal otherwise.
  public var primaryAxis: Axis { axes.primary }
}
