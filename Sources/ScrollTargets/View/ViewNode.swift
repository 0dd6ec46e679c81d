/// A view as the layout engine reads it: the primitives a view's body comes
/// down to, with the modifiers that bear on geometry. Made by
/// ``ViewNode/make(_:)`` from any ``View``.
indirect enum ViewNode {
  /// Nothing: `EmptyView`, a false `if`.
  case empty
  /// A shape or a color: takes what it is offered, 10 pt on an axis offered nothing.
  case fill
  /// Text: no size in the model; it takes the lengths the frames directly around it fix, and fails otherwise.
  case text(ViewLocation)
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
  }

  /// The children a stack lays out from `nodes`: lists spliced in, a
  /// modifier on a list applied to each of its views (as SwiftUI applies a
  /// modifier on a `Group` or a `ForEach`), empty views left out.
  static func siblings(_ nodes: [ViewNode]) -> [ViewNode] {
    var out: [ViewNode] = []
    out.reserveCapacity(nodes.count)
    func add(_ node: ViewNode, _ modifiers: [ViewModifierNode]) {
      switch node {
      case .empty: return
      case .list(let children): for child in children { add(child, modifiers) }
      case .modified(let inner, let modifier) where inner.isList: add(inner, [modifier] + modifiers)
      default: out.append(modifiers.reduce(node) { .modified($0, $1) })
      }
    }
    for node in nodes { add(node, []) }
    return out
  }

  /// Whether the node is a list, under any modifiers.
  var isList: Bool {
    switch self {
    case .list: true
    case .modified(let inner, _): inner.isList
    default: false
    }
  }

  /// Whether a scroll view is reached through modifiers and single-view lists only:
  /// `safeAreaPadding` on such a node adds to the scroll view's safe area.
  var leadsToScrollView: Bool {
    switch self {
    case .scroll: true
    case .modified(let inner, _): inner.leadsToScrollView
    case .list(let children): children.count == 1 && children[0].leadsToScrollView
    default: false
    }
  }

  /// The first place written in the tree, depth first: where an error about the whole view points.
  var firstLocation: ViewLocation? {
    switch self {
    case .empty, .fill, .spacer: nil
    case .text(let at): at
    case .list(let children): children.lazy.compactMap(\.firstLocation).first
    case .stack(let stack, _): stack.at
    case .scroll(let scroll, _): scroll.at
    case .modified(let inner, let modifier): modifier.at ?? inner.firstLocation
    }
  }
}
