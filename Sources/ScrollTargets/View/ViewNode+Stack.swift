extension ViewNode.Stack {
  /// The stack's node over `content`'s views; a spacing that is not finite fails here. A negative one
  /// overlaps the children, as in SwiftUI (a row of avatars with `spacing: -12`).
  func node(_ content: some View) throws(ViewLayoutError) -> ViewNode {
    if let spacing, !spacing.isFinite {
      throw ViewLayoutError(
        kind: .invalidLength, at: at, view: axis == .horizontal ? "HStack" : "VStack",
        issue: "has a spacing of \(spacing)", advice: "give a finite spacing")
    }
    return .stack(self, ViewNode.siblings([try ViewNode.make(content)]))
  }
}
