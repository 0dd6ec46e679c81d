/// One layout of a view tree on a screen: sizes views and, where asked,
/// places them, recording the outermost scroll view it meets.
///
/// ``size(of:offered:_:at:)`` is both passes in one: without `origin` it only
/// measures; with it, it also places the view's children, and the scroll
/// view found and its targets are recorded. A parent measures a child, then
/// places it where its size puts it, so a view is measured about once per
/// level above it: fine for the trees a scroll view holds (10,000 cards lay
/// out in well under a second).
final class LayoutPass {
  let settings: ViewLayout
  /// The screen less its safe area, where the root is laid out.
  let safeRect: CGRect
  /// The outermost scroll view, once placed.
  var found: ScrollViewLayout?
  /// The targets of the scroll view being laid out, in content coordinates.
  var targets: [CGRect] = []
  /// The views placed whose size is the model's estimate, each once, in the order met.
  var estimates: [ViewLayout.Estimate] = []
  /// Every scroll view placed, in the order met (one per place written, the first time).
  var candidates: [ScrollViewLayout.Candidate] = []

  init(settings: ViewLayout, safeRect: CGRect) {
    self.settings = settings
    self.safeRect = safeRect
  }

  /// The size `node` takes when offered `proposal`; placed at `origin` when given.
  func size(of node: ViewNode, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
    throws(ViewLayoutError) -> CGSize
  {
    switch node {
    case .empty:
      return .zero
    case .fill:
      return CGSize(
        width: proposal.width ?? ViewLayout.defaultFillLength, height: proposal.height ?? ViewLayout.defaultFillLength)
    case .leaf(let leaf):
      // Frames fixing both lengths decide the size whatever the content's own; otherwise an estimate counts.
      if leaf.estimated, origin != nil, context.fixedAxes != [.horizontal, .vertical] { noteEstimate(leaf) }
      return leaf.size(proposal, context)
    case .layout(let layout):
      return try layout.size(self, offered: proposal, context, at: origin)
    case .spacer(let minLength):
      return spacer(minLength: minLength ?? ViewLayout.defaultSpacing, proposal, context)
    case .list(let children):
      let column = ViewNode.Stack(axis: .vertical, alignment: 0.5, spacing: nil, at: node.firstLocation)
      return try stack(column, ViewNode.siblings(children), proposal, context, at: origin)
    case .stack(let stack, let children):
      return try self.stack(stack, children, proposal, context, at: origin)
    case .scroll(let scroll, let content):
      return try self.scroll(scroll, content, proposal, context, at: origin)
    case .modified(let inner, let modifier):
      return try modified(inner, modifier, proposal, context, at: origin)
    }
  }

  /// A spacer: what it is offered along its stack's axis, at least
  /// `minLength`; nothing across it. Outside a stack, what it is offered, at least `minLength`.
  private func spacer(minLength: CGFloat, _ proposal: Proposal, _ context: LayoutContext) -> CGSize {
    var size = CGSize.zero
    for axis in Axis.allCases where context.stackAxis == nil || context.stackAxis == axis {
      size[axis] = max(minLength, proposal[axis] ?? minLength)
    }
    return size
  }

  /// The error for a length that is negative or not finite.
  static func invalid(_ what: String, _ value: CGFloat, at: ViewLocation) -> ViewLayoutError {
    ViewLayoutError(
      kind: .invalidLength, at: at, view: what, issue: "has a length of \(value)",
      advice: "give a finite length of 0 or more")
  }

  /// Places a child of size `child` inside `frame` of size `outer` at `origin`, by `alignment`'s fractions.
  static func aligned(_ child: CGSize, in outer: CGSize, at origin: CGPoint, _ alignment: Alignment) -> CGPoint {
    CGPoint(
      x: origin.x + (outer.width - child.width) * alignment.fraction(on: .horizontal),
      y: origin.y + (outer.height - child.height) * alignment.fraction(on: .vertical))
  }

  /// Records that a view of estimated size was placed.
  func noteEstimate(_ leaf: ViewNode.Leaf) {
    let estimate = ViewLayout.Estimate(view: leaf.name, at: leaf.at)
    if !estimates.contains(estimate) { estimates.append(estimate) }
  }

  /// Records `frame` as a scroll target when `context` says the view is one.
  func recordTarget(_ frame: CGRect, _ context: LayoutContext) {
    switch context.targets {
    case .open, .inside(childRecorded: false): targets.append(frame)
    case .off, .marked, .inside(childRecorded: true): break
    }
  }
}
