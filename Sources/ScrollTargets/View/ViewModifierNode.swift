/// A modifier as the layout engine reads it: those that bear on geometry, or
/// on the scroll view found (its behavior, margins, environment).
enum ViewModifierNode {
  /// `frame(width:height:alignment:)`: fixed lengths where given (pt).
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment, at: ViewLocation)
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexibleFrame(FlexibleFrame, at: ViewLocation)
  /// `padding`: lengths added outside the view (pt).
  case padding(EdgeInsets, at: ViewLocation)
  /// `aspectRatio(_:contentMode:)`: width over height, `nil` for the view's own.
  case aspectRatio(CGFloat?, ContentMode, at: ViewLocation)
  /// `containerRelativeFrame`: a length from the container's on each axis in `axes`.
  case relativeFrame(
    axes: Axis.Set, alignment: Alignment, length: (CGFloat, Axis) -> CGFloat, at: ViewLocation)
  /// `contentMargins`: lengths on `edges` for `placement` (pt).
  case contentMargins(Edge.Set, EdgeInsets, ContentMarginPlacement, at: ViewLocation)
  /// `safeAreaPadding`: lengths added to the safe area (pt).
  case safeAreaPadding(EdgeInsets, at: ViewLocation)
  /// `scrollTargetLayout()`: the children of the layout under it are scroll targets.
  case targetLayout(at: ViewLocation)
  /// `scrollTarget()`: the view is a scroll target.
  case target(at: ViewLocation)
  /// `scrollTargetBehavior(_:)`.
  case behavior(any ScrollTargetBehavior, at: ViewLocation)
  /// `environment(_:_:)`: a change to the environment of the views under it.
  case environment((inout EnvironmentValues) -> Void)
  /// `font`, `lineLimit`, `buttonStyle`, `labelStyle`, `imageScale`: a change to what sizes text and controls below.
  case style((inout LayoutContext.ContentStyle) -> Void)
  /// `fixedSize(horizontal:vertical:)`: the view offered nothing on these axes, so it takes its ideal size.
  case fixedSize(Axis.Set)
  /// `layoutPriority(_:)`: a stack offers its higher-priority children room first.
  case priority(Double)
  /// `offset(x:y:)`: the view drawn moved; its place in the layout unchanged.
  case offset(CGSize)
  /// `position(x:y:)`: the view's center at this point of the space it is offered, which it takes whole.
  case position(CGPoint)
  /// `ignoresSafeArea(_:edges:)`: where the view's frame touches the safe area on these edges, it reaches the screen's edge.
  case ignoresSafeArea(Edge.Set)
  /// `safeAreaInset(edge:alignment:spacing:content:)`: a view set along an edge, added to the safe area below.
  case safeAreaInset(Edge, spacing: CGFloat, ViewNode.Deferred, at: ViewLocation)
  /// A value that a container around the view reads from its content (a navigation title, a bar's
  /// visibility, a list row's insets); it changes nothing where it is.
  case container(ContainerValue)

  /// Whether it only changes what flows down to the views below (a font, the environment), so that on an
  /// empty view it makes nothing.
  var onlyFlowsDown: Bool {
    switch self {
    case .style, .environment: true
    default: false
    }
  }

  /// The lengths of a flexible frame on each axis (pt); `nil` where not given.
  struct FlexibleFrame {
    var minimum: (width: CGFloat?, height: CGFloat?)
    var ideal: (width: CGFloat?, height: CGFloat?)
    var maximum: (width: CGFloat?, height: CGFloat?)
    var alignment: Alignment

    func min(_ axis: Axis) -> CGFloat? { axis == .horizontal ? minimum.width : minimum.height }
    func ideal(_ axis: Axis) -> CGFloat? { axis == .horizontal ? ideal.width : ideal.height }
    func max(_ axis: Axis) -> CGFloat? { axis == .horizontal ? maximum.width : maximum.height }
  }

  /// Where the modifier was written; `nil` for the environment.
  var at: ViewLocation? {
    switch self {
    case .frame(_, _, _, let at), .flexibleFrame(_, let at), .padding(_, let at), .aspectRatio(_, _, let at),
      .relativeFrame(_, _, _, let at), .contentMargins(_, _, _, let at), .safeAreaPadding(_, let at),
      .targetLayout(let at), .target(let at), .behavior(_, let at), .safeAreaInset(_, _, _, let at):
      at
    case .environment, .style, .fixedSize, .priority, .offset, .position, .ignoresSafeArea, .container: nil
    }
  }
}
