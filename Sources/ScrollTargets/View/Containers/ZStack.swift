/// Views on top of one another, as in SwiftUI: each child is offered what
/// the stack is offered, the stack is as large as its largest child on each
/// axis, and each child is aligned in it by `alignment`.
public struct ZStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let alignment: Alignment
  let at: ViewLocation

  public init(
    alignment: Alignment = .center, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(Layers(layers: ViewNode.siblings([try ViewNode.make(content)]), alignment: alignment, at: at))
  }

  /// The layout of a `ZStack`.
  struct Layers: NodeLayout {
    var layers: [ViewNode]
    var alignment: Alignment
    var at: ViewLocation
    var firstLocation: ViewLocation? { at }
    var children: [ViewNode] { layers }
    var leadsToScrollView: Bool { layers.count == 1 && layers[0].leadsToScrollView }

    func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
      throws(ViewLayoutError) -> CGSize
    {
      var inner = context
      inner.stackAxis = nil
      inner.fixedAxes = []
      var sizes: [CGSize] = []
      sizes.reserveCapacity(layers.count)
      for layer in layers { sizes.append(try pass.size(of: layer, offered: proposal, inner, at: nil)) }
      let total = sizes.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
      if let origin {
        for (layer, size) in zip(layers, sizes) {
          _ = try pass.size(
            of: layer, offered: proposal, inner, at: LayoutPass.aligned(size, in: total, at: origin, alignment))
        }
      }
      return total
    }
  }
}
