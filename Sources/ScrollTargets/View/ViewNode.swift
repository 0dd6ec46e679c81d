/// A view as the layout engine reads it: the primitives a view's body comes
/// down to, with the modifiers that bear on geometry. Made by
/// ``ViewNode/make(_:)`` from any ``View``.
indirect enum ViewNode {
  /// Nothing: `EmptyView`, a false `if`.
  case empty
  /// A shape or a color: takes what it is offered, 10 pt on an axis offered nothing.
  case fill
  /// Content with a size of its own: text, a symbol, a control (``Leaf``).
  case leaf(Leaf)
  /// A container with a layout of its own: `ZStack`, `GeometryReader`, grids (``NodeLayout``).
  case layout(any NodeLayout)
  /// Flexible space along a stack's axis, at least `minLength` (pt).
  case spacer(minLength: CGFloat?)
  /// Siblings for the stack around them: a block, a `Group`, a `ForEach`.
  case list([ViewNode])
  /// A stack and its children, with any lists spliced in.
  case stack(Stack, [ViewNode])
  /// A scroll view and its content.
  case scroll(Scroll, ViewNode)
  /// A view and a modifier applied to it.
  case modified(ViewNode, ViewModifierNode)

  /// A stack: `HStack`, `VStack` and their lazy twins, which the model lays out alike.
  struct Stack {
    var axis: Axis
    /// The children's alignment across the axis: the fraction of spare room before each (0 to 1).
    var alignment: CGFloat
    /// The space between children (pt); `nil` for the default.
    var spacing: CGFloat?
    /// Where it was written; `nil` for the column the model makes of several views.
    var at: ViewLocation?
  }

  /// A scroll view.
  struct Scroll {
    var axes: Axis.Set
    var at: ViewLocation
    /// Whether a `TabView`'s page style made it, rather than a `ScrollView` written in the file.
    var isTabPager = false
  }

  /// The children a stack lays out from `nodes`: lists spliced in, a
  /// modifier on a list applied to each of its views (as SwiftUI applies a
  /// modifier on a `Group` or a `ForEach`), empty views left out, with the
  /// font or environment given them (`EmptyView().font(.title)`).
  static func siblings(_ nodes: [ViewNode]) -> [ViewNode] {
    var out: [ViewNode] = []
    out.reserveCapacity(nodes.count)
    func add(_ node: ViewNode, _ modifiers: [ViewModifierNode]) {
      switch node {
      case .empty: return
      case .list(let children): for child in children { add(child, modifiers) }
      case .modified(let inner, let modifier) where inner.isList: add(inner, [modifier] + modifiers)
      case .modified where node.isEmptyUnderStyle: return
      default: out.append(modifiers.reduce(node) { .modified($0, $1) })
      }
    }
    for node in nodes { add(node, []) }
    return out
  }

  /// Whether the node is an empty view under modifiers that only flow down (a font, the environment).
  var isEmptyUnderStyle: Bool {
    switch self {
    case .empty: true
    case .modified(let inner, let modifier): modifier.onlyFlowsDown && inner.isEmptyUnderStyle
    default: false
    }
  }

  /// Whether the node is a list, under any modifiers.
  var isList: Bool {
    switch self {
    case .list: true
    case .modified(let inner, _): inner.isList
    default: false
    }
  }

  /// A view held by a modifier (`safeAreaInset`'s content), made into its tree when laid out.
  struct Deferred {
    let make: () throws(ViewLayoutError) -> ViewNode
    init<V: View>(_ view: V) {
      make = { () throws(ViewLayoutError) in try ViewNode.make(view) }
    }
  }

  /// Content with a size of its own, which it chooses from what it is offered.
  struct Leaf {
    /// The view's name, for errors and the estimates reported: `Text`, `Image`.
    var name: String
    var at: ViewLocation?
    /// Whether the size is the model's estimate (docs/views.md, "Estimated sizes") rather than a documented length.
    var estimated: Bool
    /// The size chosen when offered a proposal, in a context (its font, its stack's axis).
    var size: (Proposal, LayoutContext) -> CGSize
  }

  /// Whether a scroll view is reached through modifiers and single-view lists only:
  /// `safeAreaPadding` on such a node adds to the scroll view's safe area.
  var leadsToScrollView: Bool {
    switch self {
    case .scroll: true
    case .layout(let layout): layout.leadsToScrollView
    case .modified(let inner, _): inner.leadsToScrollView
    case .list(let children): children.count == 1 && children[0].leadsToScrollView
    default: false
    }
  }

  /// `layoutPriority(_:)`'s value, the outermost; 0 without one.
  var layoutPriority: Double {
    switch self {
    case .modified(_, .priority(let value)): value
    case .modified(let inner, _): inner.layoutPriority
    default: 0
    }
  }

  /// Whether `scrollTargetLayout()` marks a layout in this tree, short of the scroll views nested in it.
  var marksTargetLayout: Bool {
    switch self {
    case .empty, .fill, .leaf, .spacer, .scroll: false
    case .list(let children), .stack(_, let children): children.contains { $0.marksTargetLayout }
    case .layout(let layout): layout.children.contains { $0.marksTargetLayout }
    case .modified(_, .targetLayout): true
    case .modified(let inner, _): inner.marksTargetLayout
    }
  }

  /// The first place written in the tree, depth first: where an error about the whole view points.
  var firstLocation: ViewLocation? {
    switch self {
    case .empty, .fill, .spacer: nil
    case .leaf(let leaf): leaf.at
    case .layout(let layout): layout.firstLocation
    case .list(let children): children.lazy.compactMap(\.firstLocation).first
    case .stack(let stack, _): stack.at
    case .scroll(let scroll, _): scroll.at
    case .modified(let inner, let modifier): modifier.at ?? inner.firstLocation
    }
  }
}
