/// What flows down the tree while laying out: the container, the
/// environment and the values the scroll view under them reads.
struct LayoutContext {
  /// The length `containerRelativeFrame` divides, on each axis (pt).
  var container: CGSize
  var environment: EnvironmentValues
  /// `scrollTargetBehavior`'s, the innermost so far.
  var behavior: (any ScrollTargetBehavior)? = nil
  /// `contentMargins`, per placement and edge; the innermost so far.
  var margins = Margins()
  /// `safeAreaPadding` on the way to a scroll view, summed.
  var addedSafeArea = EdgeInsets.zero
  /// The axes scrolled by the scroll views around the view.
  var scrollAxes: Axis.Set = []
  /// The axis of the stack laying the view out, which a `Spacer` grows along.
  var stackAxis: Axis? = nil
  /// The axes a frame directly around the view fixes (`frame(width:height:)`,
  /// `containerRelativeFrame`): the only lengths `Text` takes.
  var fixedAxes: Axis.Set = []
  /// Whether the view's frame is recorded as a scroll target.
  var targets = TargetMode.off

  /// Which views are scroll targets, inside the scroll view found.
  enum TargetMode: Equatable {
    /// Outside the scroll view found, or inside a scroll view nested in it.
    case off
    /// In its content, no target layout met yet: `scrollTarget()` records.
    case open
    /// Under `scrollTargetLayout()`: the next stack records its children.
    case marked
    /// Inside the target layout: `scrollTarget()` records, except on a child already recorded.
    case inside(childRecorded: Bool)
  }

  /// `contentMargins` per placement and edge (pt); `nil` where none was given.
  struct Margins {
    var automatic: [CGFloat?] = [nil, nil, nil, nil]
    var scrollContent: [CGFloat?] = [nil, nil, nil, nil]
    var scrollIndicators: [CGFloat?] = [nil, nil, nil, nil]

    /// Sets `edges` of `placement` to `insets`' lengths: an inner modifier, set later, wins.
    mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets, for placement: ContentMarginPlacement) {
      for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
        let index = Int(edge.rawValue)
        switch placement.kind {
        case .automatic: automatic[index] = insets[edge]
        case .scrollContent: scrollContent[index] = insets[edge]
        case .scrollIndicators: scrollIndicators[index] = insets[edge]
        }
      }
    }

    /// The content's margins: `.scrollContent`'s, else `.automatic`'s, else none, edge by edge.
    var content: EdgeInsets { resolve(scrollContent) }
    /// The indicators' margins: `.scrollIndicators`'s, else `.automatic`'s.
    var indicators: EdgeInsets { resolve(scrollIndicators) }

    private func resolve(_ specific: [CGFloat?]) -> EdgeInsets {
      var insets = EdgeInsets.zero
      for edge in Edge.allCases {
        let index = Int(edge.rawValue)
        insets[edge] = specific[index] ?? automatic[index] ?? 0
      }
      return insets
    }
  }
}
