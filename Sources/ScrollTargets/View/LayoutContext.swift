/// What flows down the tree while laying out: the container, the
/// environment and the values the scroll view under them reads.
struct LayoutContext {
  /// The length `containerRelativeFrame` divides, on each axis (pt).
  var container: CGSize
  var environment: EnvironmentValues
  /// `scrollTargetBehavior`'s, the innermost so far.
  var behavior: (any ScrollTargetBehavior)? = nil
  /// Whether `scrollTargetBehavior` was given since the nearest scroll view around (or the root): a scroll view
  /// under it has a behavior of its own, not one it inherits from a scroll view around it.
  var ownBehavior = false
  /// `contentMargins`, per placement and edge; the innermost so far.
  var margins = Margins()
  /// `safeAreaPadding` on the way to a scroll view, summed.
  var addedSafeArea = EdgeInsets.zero
  /// The bounds of the nearest scroll view around, from its content's origin at rest; `nil` outside one.
  var scrollBounds: CGRect? = nil
  /// The axes scrolled by the scroll views around the view.
  var scrollAxes: Axis.Set = []
  /// Whether the view is in a scroll view's content or a list's rows, which the screen's safe area insets:
  /// nothing there touches it.
  var isScrolledContent: Bool { !scrollAxes.isEmpty || inList }
  /// Whether the view is in a `List`'s or a `Form`'s rows (the model's column for SwiftUI's scroll view).
  var inList = false
  /// The axis of the stack laying the view out, which a `Spacer` grows along.
  var stackAxis: Axis? = nil
  /// The axes a frame directly around the view fixes (`frame(width:height:)`,
  /// `containerRelativeFrame`): the only lengths `Text` takes.
  var fixedAxes: Axis.Set = []
  /// Whether the view's frame is recorded as a scroll target.
  var targets = TargetMode.off
  /// What sizes text and controls: the font, the line limit, the button style.
  var style = ContentStyle()

  /// What flows down to text and controls (`font`, `lineLimit`, `buttonStyle`, `labelStyle`).
  struct ContentStyle {
    /// `font(_:)`'s, the innermost; `nil` is `.body`.
    var font: Font? = nil
    /// `lineLimit(_:)`'s, the innermost; `nil` for no limit.
    var lineLimit: Int? = nil
    /// The fewest lines text takes (`lineLimit(_:reservesSpace:)`, a range's lower bound); `nil` for none.
    var minimumLines: Int? = nil
    /// `lineSpacing(_:)`'s, the innermost: points between one line of text and the next.
    var lineSpacing: CGFloat = 0
    /// `buttonStyle(_:)`'s, the innermost: how a button's label becomes the button.
    var buttonStyle = ButtonStyling.plain
    /// `pickerStyle(_:)`'s, the innermost.
    var pickerStyle = PickerStyleKind.menu
    /// Whether text fields have a rounded border (`textFieldStyle(.roundedBorder)`), which pads them.
    var roundedFields = false
    /// Which parts of a `Label` show.
    var labelParts = LabelParts.both
    /// Symbols' scale against their font (`imageScale`): small 0.8, medium 1, large 1.3, the model's reading.
    var imageScale: CGFloat = 1
    /// Whether a `TabView` below pages (`tabViewStyle(.page)`) rather than showing a tab bar.
    var pagedTabs = false

    enum LabelParts { case both, titleOnly, iconOnly }

    /// The lines text may take: from the reserved count (else 1) to the limit (else no limit).
    var lineRange: ClosedRange<Int> {
      let low = max(1, minimumLines ?? 1)
      return low...max(low, lineLimit ?? Int.max)
    }
  }

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
