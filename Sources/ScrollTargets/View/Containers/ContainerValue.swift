/// A value that a modifier sets for the container around the view, which the
/// container reads from its content's tree: `navigationTitle` for the
/// navigation stack around it, `toolbar(.hidden, for:)` for a bar,
/// `listRowInsets` for the list the row is in. Where nothing reads it, it
/// changes nothing.
enum ContainerValue {
  /// `navigationTitle(_:)`: the navigation bar shows a title.
  case navigationTitle
  /// `navigationBarTitleDisplayMode(_:)`.
  case titleDisplayMode(NavigationBarItem.TitleDisplayMode)
  /// `toolbar(_:for:)`, `navigationBarHidden(_:)`: whether these bars show.
  case bars(Visibility, [ToolbarPlacement])
  /// `listRowInsets(_:)`: the row's padding in a list; `nil` for the list's own.
  case listRowInsets(EdgeInsets?, at: ViewLocation)
  /// A `NavigationSplitView` in a compact width, showing its sidebar alone: read by the error for a view
  /// with no scroll view, whose scroll view may be in the detail.
  case collapsedSplitView(at: ViewLocation)
}

extension ViewNode {
  /// The first container value `pick` takes among the modifiers directly on the node, outermost first.
  func modifierValue<T>(_ pick: (ContainerValue) -> T?) -> T? {
    var node = self
    while case .modified(let inner, let modifier) = node {
      if case .container(let value) = modifier, let found = pick(value) { return found }
      node = inner
    }
    return nil
  }

  /// The first container value `pick` takes in the tree, depth first, outermost first. The walk does not
  /// enter layouts that `enters` refuses (a navigation stack inside another keeps its own title).
  func treeValue<T>(_ pick: (ContainerValue) -> T?, enters: (any NodeLayout) -> Bool = { _ in true }) -> T? {
    switch self {
    case .empty, .fill, .leaf, .spacer: return nil
    case .modified(let inner, let modifier):
      if case .container(let value) = modifier, let found = pick(value) { return found }
      return inner.treeValue(pick, enters: enters)
    case .list(let children), .stack(_, let children):
      for child in children {
        if let found = child.treeValue(pick, enters: enters) { return found }
      }
      return nil
    case .scroll(_, let content):
      return content.treeValue(pick, enters: enters)
    case .layout(let layout):
      guard enters(layout) else { return nil }
      for child in layout.children {
        if let found = child.treeValue(pick, enters: enters) { return found }
      }
      return nil
    }
  }

  /// Whether `toolbar(_:for:)` in the tree hides `bar` (the first setting for it met wins).
  func hidesBar(_ bar: ToolbarPlacement, enters: (any NodeLayout) -> Bool = { _ in true }) -> Bool {
    let visibility = treeValue(
      { value -> Visibility? in
        guard case .bars(let visibility, let bars) = value else { return nil }
        return bars.contains(bar) ? visibility : nil
      }, enters: enters)
    return visibility == .hidden
  }
}
