import Foundation

// Controls with a size of their own, each an estimate (docs/views.md,
// "Estimated sizes"): UIKit's standard control sizes where they are known
// (a switch is 51 × 31 pt, a stepper 94 × 32 pt), and the model's reading
// elsewhere.

/// A row of a label and its control, as controls lay out in SwiftUI: the
/// label leading, the control trailing, the row as wide as it is offered
/// (label, 8 pt and control offered nothing), as tall as the taller part.
struct LabeledControl: NodeLayout {
  var name: String
  var label: ViewNode?
  var control: CGSize
  var at: ViewLocation
  var firstLocation: ViewLocation? { at }
  var children: [ViewNode] { label.map { [$0] } ?? [] }

  func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
    throws(ViewLayoutError) -> CGSize
  {
    if origin != nil { pass.noteEstimate(ViewNode.Leaf(name: name, at: at, estimated: true) { _, _ in .zero }) }
    guard let label else {
      return CGSize(width: proposal.width ?? control.width, height: control.height)
    }
    var offer = proposal
    if let width = proposal.width { offer.width = max(0, width - control.width - ViewLayout.defaultSpacing) }
    let title = try pass.size(of: label, offered: offer, context, at: origin)
    let natural = title.width + ViewLayout.defaultSpacing + control.width
    return CGSize(width: max(proposal.width ?? natural, natural), height: max(title.height, control.height))
  }
}

/// A switch and its label, as in SwiftUI; the switch is 51 × 31 pt.
public struct Toggle<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label?
  let at: ViewLocation

  public init(
    isOn: Binding<Bool>, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(
      LabeledControl(
        name: "Toggle", label: try label.map { v throws(ViewLayoutError) in try ViewNode.make(v) },
        control: CGSize(width: 51, height: 31), at: at))
  }
}

extension Toggle where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, isOn: Binding<Bool>, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.label = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Toggle where Label == ScrollTargets.Label<Text, Image> {
  /// A toggle titled `title` with a system symbol.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, isOn: Binding<Bool>, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.label = ScrollTargets.Label(
      title, systemImage: systemImage, fileID: fileID, filePath: filePath, line: line, column: column)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A stepper and its label, as in SwiftUI; the control is 94 × 32 pt.
public struct Stepper<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let at: ViewLocation

  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(
      LabeledControl(name: "Stepper", label: try ViewNode.make(label), control: CGSize(width: 94, height: 32), at: at))
  }
}

extension Stepper where Label == Text {
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.label = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A line between views, as in SwiftUI: across a row it stands upright; elsewhere it lies flat. It is one
/// pixel thick, 1/3 pt at three pixels a point, and as long as it is offered.
public struct Divider: View, PrimitiveView {
  public typealias Body = Never
  public init() {}

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .leaf(
      ViewNode.Leaf(name: "Divider", at: nil, estimated: false) { proposal, context in
        let thickness: CGFloat = 1.0 / 3
        if context.stackAxis == .horizontal {
          return CGSize(width: thickness, height: proposal.height.map { $0.isFinite ? $0 : 0 } ?? 0)
        }
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : 0 } ?? 0, height: thickness)
      })
  }
}

/// Progress, as in SwiftUI: a spinner of 20 × 20 pt, or, given a value, a bar as wide as it is offered and
/// 4 pt tall, the model's reading; a label goes above, 4 pt away, and a label of the value below.
public struct ProgressView<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label?
  let isBar: Bool
  let at: ViewLocation
  /// `currentValueLabel`'s view, below the bar.
  var valueLabel: ViewNode.Deferred?

  init(label: Label?, isBar: Bool, _ fileID: String, _ filePath: String, _ line: Int, _ column: Int) {
    self.label = label
    self.isBar = isBar
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), isBar: true, fileID, filePath, line, column)
  }

  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), isBar: false, fileID, filePath, line, column)
  }

  /// A bar with its label and a label of its value, which the model lays out below the bar.
  public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(
    value: V?, total: V = 1.0, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(label: label(), isBar: true, fileID, filePath, line, column)
    self.valueLabel = ViewNode.Deferred(currentValueLabel())
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    let bar = isBar
    let indicator = ViewNode.leaf(
      ViewNode.Leaf(name: "ProgressView", at: at, estimated: true) { proposal, _ in
        bar
          ? CGSize(width: proposal.width.map { $0.isFinite ? $0 : 100 } ?? 100, height: 4)
          : CGSize(width: 20, height: 20)
      })
    guard let label else { return indicator }
    let column = ViewNode.Stack(axis: .vertical, alignment: bar ? 0 : 0.5, spacing: 4, at: at)
    let value = try valueLabel.map { deferred throws(ViewLayoutError) in [try deferred.make()] } ?? []
    return .stack(column, [try ViewNode.make(label), indicator] + value)
  }
}

extension ProgressView where Label == EmptyView {
  public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
    self.init(label: nil, isBar: false, fileID, filePath, line, column)
  }

  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.init(label: nil, isBar: true, fileID, filePath, line, column)
  }
}

extension ProgressView where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.init(
      label: Text(title, fileID: fileID, filePath: filePath, line: line, column: column), isBar: false, fileID,
      filePath, line, column)
  }

  public init<S: StringProtocol, V: BinaryFloatingPoint>(
    _ title: S, value: V?, total: V = 1.0, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.init(
      label: Text(title, fileID: fileID, filePath: filePath, line: line, column: column), isBar: true, fileID,
      filePath, line, column)
  }
}

/// A text field, as in SwiftUI: as wide as it is offered (its prompt's width offered nothing), one body line
/// tall; `.roundedBorder` adds 7 pt above and below, the model's reading.
public struct TextField: View, PrimitiveView {
  public typealias Body = Never
  let prompt: String
  let at: ViewLocation

  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.prompt = String(title)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, axis: Axis, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.init(title, text: text, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public init<S: StringProtocol, V, F: ParseableFormatStyle>(
    _ title: S, value: Binding<V>, format: F, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) where F.FormatInput == V, F.FormatOutput == String {
    self.init(title, text: .constant(""), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    let prompt = prompt
    return .leaf(
      ViewNode.Leaf(name: "TextField", at: at, estimated: true) { proposal, context in
        let font = context.style.font ?? .body
        let text = TextMetrics.size(of: prompt, font: font, lines: 1...1, offered: Proposal(width: nil, height: nil))
        let border: CGFloat = context.style.roundedFields ? 14 : 0
        return CGSize(
          width: proposal.width.map { $0.isFinite ? $0 : text.width } ?? text.width, height: font.lineHeight + border)
      })
  }
}

/// A secure text field: laid out as a `TextField`.
public typealias SecureField = TextField

extension TextField {
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.init(title, text: text, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A text field's look.
public struct TextFieldStyleChoice: Sendable {
  let rounded: Bool
}

/// A text field's look; the model knows the built-in ones.
public protocol TextFieldStyle {}
extension TextFieldStyleChoice: TextFieldStyle {}

extension TextFieldStyle where Self == TextFieldStyleChoice {
  public static var automatic: TextFieldStyleChoice { TextFieldStyleChoice(rounded: false) }
  public static var plain: TextFieldStyleChoice { TextFieldStyleChoice(rounded: false) }
  public static var roundedBorder: TextFieldStyleChoice { TextFieldStyleChoice(rounded: true) }
}

/// A multi-line text editor: it takes what it is offered, as a shape does.
public struct TextEditor: View, PrimitiveView {
  public typealias Body = Never
  public init(text: Binding<String>) {}
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

/// A choice among options, as in SwiftUI. Its size depends on its style:
/// `.segmented` is as wide as offered and 32 pt tall; `.wheel` as wide as
/// offered and 216 pt tall; `.menu` and `.automatic` show the title, as a
/// text; the model's reading.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let at: ViewLocation

  public init(
    selection: Binding<SelectionValue>, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(Choice(label: try ViewNode.make(label), at: at))
  }

  /// The layout of a picker, by the style in the context.
  struct Choice: NodeLayout {
    var label: ViewNode
    var at: ViewLocation
    var firstLocation: ViewLocation? { at }

    func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
      throws(ViewLayoutError) -> CGSize
    {
      if origin != nil { pass.noteEstimate(ViewNode.Leaf(name: "Picker", at: at, estimated: true) { _, _ in .zero }) }
      let width = proposal.width.map { $0.isFinite ? $0 : 100 } ?? 100
      switch context.style.pickerStyle {
      case .segmented: return CGSize(width: width, height: 32)
      case .wheel: return CGSize(width: width, height: 216)
      case .menu: return try pass.size(of: label, offered: proposal, context, at: origin)
      }
    }
  }
}

extension Picker where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.label = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Which picker style sizes a picker.
enum PickerStyleKind { case menu, segmented, wheel }

/// A picker's look.
public struct PickerStyleChoice: Sendable {
  let kind: PickerStyleKind
}

/// A picker's look; the model knows the built-in ones.
public protocol PickerStyle {}
extension PickerStyleChoice: PickerStyle {}

extension PickerStyle where Self == PickerStyleChoice {
  public static var automatic: PickerStyleChoice { PickerStyleChoice(kind: .menu) }
  public static var menu: PickerStyleChoice { PickerStyleChoice(kind: .menu) }
  public static var inline: PickerStyleChoice { PickerStyleChoice(kind: .menu) }
  public static var navigationLink: PickerStyleChoice { PickerStyleChoice(kind: .menu) }
  public static var palette: PickerStyleChoice { PickerStyleChoice(kind: .segmented) }
  public static var segmented: PickerStyleChoice { PickerStyleChoice(kind: .segmented) }
  public static var wheel: PickerStyleChoice { PickerStyleChoice(kind: .wheel) }
}

extension View {
  /// The look of the pickers below.
  public func pickerStyle(_ style: PickerStyleChoice) -> some View {
    ModifiedView(self, .style { $0.pickerStyle = style.kind })
  }

  /// The look of the text fields below.
  public func textFieldStyle(_ style: TextFieldStyleChoice) -> some View {
    ModifiedView(self, .style { $0.roundedFields = style.rounded })
  }
}

/// A menu, as in SwiftUI: laid out as its label, as a plain button is.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try ViewNode.make(label) }
}

extension Menu where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content
  ) {
    self.label = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Menu where Label == ScrollTargets.Label<Text, Image> {
  /// A menu titled `title` with a system symbol.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.label = ScrollTargets.Label(
      title, systemImage: systemImage, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A link to another screen, as in SwiftUI: laid out as its label.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    self.label = label()
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try ViewNode.make(label) }
}

extension NavigationLink where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder destination: () -> Destination
  ) {
    self.label = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public init<S: StringProtocol, P: Hashable>(
    _ title: S, value: P?, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) where Destination == Never {
    self.label = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A link to a URL, as in SwiftUI: laid out as its label.
public struct Link<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try ViewNode.make(label) }
}

extension Link where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, destination: URL, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.label = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
