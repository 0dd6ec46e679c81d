/// A container that lays its children out by a rule of its own: `ZStack`,
/// `GeometryReader`, the grids, `TabView`. Each lives in a file of its own
/// and joins the engine as a ``ViewNode/layout(_:)`` node, so that a new
/// container needs no change to ``LayoutPass``.
protocol NodeLayout {
  /// Where the container was written; an error about the whole view points at the first one.
  var firstLocation: ViewLocation? { get }
  /// Whether a scroll view is reached through this container alone (a single child that leads to one).
  var leadsToScrollView: Bool { get }
  /// The children known before layout, for walks of the tree; a `GeometryReader`'s are made during layout.
  var children: [ViewNode] { get }
  /// The size the container takes when offered `proposal`; its children placed from `origin` when given.
  ///
  /// Children are measured and placed through `pass.size(of:offered:_:at:)`,
  /// as the stacks do: a scroll view among them is recorded when placed.
  func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
    throws(ViewLayoutError) -> CGSize
}

extension NodeLayout {
  var leadsToScrollView: Bool { false }
  var children: [ViewNode] { [] }
}
