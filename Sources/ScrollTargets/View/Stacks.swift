// The four stacks share one layout (ViewLayout+Stack.swift): the lazy ones
// differ from the others in when SwiftUI makes their views, not where it
// puts them, so the model lays them out alike.

/// Views in a row, leading to trailing, as in SwiftUI.
public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let stack: ViewNode.Stack

  /// `spacing` between children (pt), `nil` for the default (8 pt in the model, see docs/views.md).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.stack = ViewNode.Stack(
      axis: .horizontal, alignment: alignment.fraction, spacing: spacing,
      at: ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try stack.node(content) }
}

/// Views in a column, top to bottom, as in SwiftUI.
public struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let stack: ViewNode.Stack

  /// `spacing` between children (pt), `nil` for the default (8 pt in the model).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.stack = ViewNode.Stack(
      axis: .vertical, alignment: alignment.fraction, spacing: spacing,
      at: ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try stack.node(content) }
}

/// A row whose views SwiftUI makes as they scroll into sight; laid out as an `HStack`.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let stack: ViewNode.Stack

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.stack = ViewNode.Stack(
      axis: .horizontal, alignment: alignment.fraction, spacing: spacing,
      at: ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try stack.node(content) }
}

/// A column whose views SwiftUI makes as they scroll into sight; laid out as a `VStack`.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let stack: ViewNode.Stack

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.stack = ViewNode.Stack(
      axis: .vertical, alignment: alignment.fraction, spacing: spacing,
      at: ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try stack.node(content) }
}

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
