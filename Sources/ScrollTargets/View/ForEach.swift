/// Views made from a collection, one per element, as in SwiftUI: laid out as
/// siblings by the stack around them. More than
/// ``ViewLayout/maximumForEachCount`` views fail at the `ForEach`'s line.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var data: Data
  public var content: (Data.Element) -> Content
  let at: ViewLocation

  /// Views for `data`, identified by the element's value at `id` (`\.self`).
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    let count = data.count
    guard count <= ViewLayout.maximumForEachCount else {
      throw ViewLayoutError(
        kind: .tooManyViews, at: at, view: "ForEach", issue: "makes \(count) views",
        advice: "the model lays out at most \(ViewLayout.maximumForEachCount); use fewer")
    }
    var nodes: [ViewNode] = []
    nodes.reserveCapacity(count)
    for element in data { nodes.append(try ViewNode.make(content(element))) }
    return .list(nodes)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a range of integers.
  public init(
    _ data: Range<Int>, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder content: @escaping (Int) -> Content
  ) {
    self.init(data, id: \.self, fileID: fileID, filePath: filePath, line: line, column: column, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for identifiable elements.
  public init(
    _ data: Data, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, fileID: fileID, filePath: filePath, line: line, column: column, content: content)
  }
}

extension ForEach {
  /// Views for the elements of a bound collection, each given a binding to its element: `ForEach($items) { $item in … }`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
    self.init(
      data, id: \.id, fileID: fileID, filePath: filePath, line: line, column: column, content: content)
  }

  /// Views for the elements of a bound collection, identified by the element's value at `id`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>] {
    let bindings = data.wrappedValue.indices.map { index in
      Binding<C.Element>(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
    }
    self.init(
      bindings, id: (\Binding<C.Element>.wrappedValue).appending(path: id), fileID: fileID, filePath: filePath,
      line: line, column: column, content: content)
  }
}
