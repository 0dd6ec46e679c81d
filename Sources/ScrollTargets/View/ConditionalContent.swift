/// One of two views, chosen by an `if`/`else` or a `switch`.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  public typealias Body = Never

  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    switch storage {
    case .trueContent(let view): try ViewNode.make(view)
    case .falseContent(let view): try ViewNode.make(view)
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNode() throws(ViewLayoutError) -> ViewNode {
    guard let view = self else { return .empty }
    return try ViewNode.make(view)
  }
}
