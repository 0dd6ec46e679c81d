import Foundation

/// A slider, as in SwiftUI: as wide as it is offered (100 pt offered nothing), 31 pt tall, the model's reading.
public struct Slider: View, PrimitiveView {
  public typealias Body = Never
  let at: ViewLocation

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A slider with a label and labels at its ends: the model's slider keeps its own size, without them.
  public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A slider with a label, which the model's slider does not show.
  public init<V: BinaryFloatingPoint, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .leaf(
      ViewNode.Leaf(name: "Slider", at: at, estimated: true) { proposal, _ in
        CGSize(width: proposal.width.map { $0.isFinite ? $0 : 100 } ?? 100, height: 31)
      })
  }
}
