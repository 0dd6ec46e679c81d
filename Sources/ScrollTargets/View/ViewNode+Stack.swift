extension ViewNode.Stack {
  /// The stack's node over `content`'s views; a negative or non-finite spacing fails here.
  func node(_ content: some View) throws(ViewLayoutError) -> ViewNode {
    if let spacing, !(spacing.isFinite && spacing >= 0) {
      throw ViewLayoutError(
        kind: .invalidLength, at: at, view: axis == .horizontal ? "HStack" : "VStack",
        issue: "has a spacing of \(spacing)", advice: "give a finite spacing of 0 or more")
    }
    return .stack(self, ViewNode.siblings([try ViewNode.make(content)]))
  }
}
