import Foundation

// Views SwiftUI draws from parts the model already sizes: a row of a label
// and a value, an empty state, a box, a disclosure row, a share button, a
// date or color picker, a gauge, a group of controls. Each is written here as
// the arrangement of those parts, the model's reading of how iOS draws it
// (docs/views.md, "Estimated sizes"); the parts carry the user's line, so an
// estimate or an error points there.

extension Text {
  /// Text the model writes on the user's behalf, located where the user wrote the view that shows it.
  init(_ content: String, at: ViewLocation) {
    self.init(content, fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column)
  }
}

extension Image {
  /// A symbol the model draws on the user's behalf, located where the user wrote the view that shows it.
  init(symbol: String, at: ViewLocation) {
    self.init(systemName: symbol, fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column)
  }
}

/// A value with its label, as in SwiftUI: the label leading, the value trailing, in one row.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let at: ViewLocation

  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  init(label: Label, content: Content, at: ViewLocation) {
    self.label = label
    self.content = content
    self.at = at
  }

  public var body: some View {
    HStack(fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column) {
      label
      Spacer(minLength: 0)
      content
    }
  }
}

extension LabeledContent where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content
  ) {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.label = Text(String(title), at: at)
    self.content = content()
    self.at = at
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol, V: StringProtocol>(
    _ title: S, value: V, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(label: Text(String(title), at: at), content: Text(String(value), at: at), at: at)
  }

  public init<S: StringProtocol, F: FormatStyle>(
    _ title: S, value: F.FormatInput, format: F, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(label: Text(String(title), at: at), content: Text(format.format(value), at: at), at: at)
  }
}

/// What a view shows when it has nothing to show, as in SwiftUI: a large
/// symbol, a title, a description and actions, centred in all it is offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions
  let at: ViewLocation

  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public var body: some View {
    VStack(spacing: 16, fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column) {
      label.font(.title2)
      description.font(.callout)
      actions
    }
    .padding(16)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == ScrollTargets.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A title, a symbol and an optional description.
  public init<S: StringProtocol>(
    _ title: S, systemImage name: String, description: Text? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.label = ScrollTargets.Label(
      title, systemImage: name, fileID: fileID, filePath: filePath, line: line, column: column)
    self.description = description
    self.actions = EmptyView()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The system's "No Results" view for a search.
  public static var search: ContentUnavailableView { search(text: "") }

  /// The system's "No Results for “text”" view.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

/// Views in a box with a label, as in SwiftUI: the label above the content,
/// 8 pt apart, padded 16 pt on every side, the model's reading.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let at: ViewLocation

  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  init(label: Label, content: Content, at: ViewLocation) {
    self.label = label
    self.content = content
    self.at = at
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8, fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column)
    {
      label.font(.headline)
      content
    }
    .padding(16)
  }
}

extension GroupBox {
  /// The form before iOS 16: the label given as a view.
  public init(
    label: Label, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: label, content: content(), at: ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension GroupBox where Label == EmptyView {
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content
  ) {
    self.init(fileID: fileID, filePath: filePath, line: line, column: column, content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content
  ) {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(label: Text(String(title), at: at), content: content(), at: at)
  }
}

/// A row that shows its content below it when expanded, as in SwiftUI: the
/// label and a chevron; the content only when `isExpanded` is true, as the
/// screen first shows it (collapsed unless a binding says otherwise).
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Bool
  let at: ViewLocation

  public init(
    isExpanded: Binding<Bool>? = nil, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded?.wrappedValue ?? false
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  init(label: Label, content: Content, isExpanded: Bool, at: ViewLocation) {
    self.label = label
    self.content = content
    self.isExpanded = isExpanded
    self.at = at
  }

  public var body: some View {
    VStack(alignment: .leading, fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column) {
      HStack(fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column) {
        label
        Spacer(minLength: 0)
        Image(symbol: "chevron.right", at: at)
      }
      if isExpanded { content }
    }
  }
}

extension DisclosureGroup where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>? = nil, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(
      label: Text(String(title), at: at), content: content(), isExpanded: isExpanded?.wrappedValue ?? false, at: at)
  }
}

/// What a share button shares, as in SwiftUI's `Transferable`; the model keeps nothing of it.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}

/// How a shared item previews in the share sheet, as in SwiftUI.
public struct SharePreview {
  public init<S: StringProtocol>(_ title: S) {}
  public init<S: StringProtocol>(_ title: S, image: Image) {}
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
  public init<S: StringProtocol>(_ title: S, icon: Image) {}
}

/// A button that opens the share sheet, as in SwiftUI: sized as its label,
/// by default "Share" with the `square.and.arrow.up` symbol.
public struct ShareLink<Label: View>: View {
  let label: Label

  public init<Item: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public init<Item: Transferable>(
    items: [Item], subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: some View { label }
}

extension ShareLink where Label == ScrollTargets.Label<Text, Image> {
  public init<Item: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.init(
      "Share", item: item, subject: subject, message: message, preview: preview, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  public init<S: StringProtocol, Item: Transferable>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.label = ScrollTargets.Label(
      title, systemImage: "square.and.arrow.up", fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// What a date picker edits (`displayedComponents`), as in SwiftUI.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A date picker in its compact style, as in SwiftUI: its label, then a
/// button 34 pt tall per component, 118 pt wide for a date and 80 pt for a
/// time, the model's reading.
public struct DatePicker<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  public typealias Components = DatePickerComponents
  let label: Label
  let components: DatePickerComponents
  let at: ViewLocation

  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.components = displayedComponents
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public init<R: RangeExpression>(
    selection: Binding<Date>, in range: R, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder label: () -> Label
  ) where R.Bound == Date {
    self.init(
      selection: selection, displayedComponents: displayedComponents, fileID: fileID, filePath: filePath,
      line: line, column: column, label: label)
  }

  /// The compact control's size: each component's button, 8 pt apart.
  static func controlSize(_ components: DatePickerComponents) -> CGSize {
    var widths: [CGFloat] = []
    if components.contains(.date) { widths.append(118) }
    if components.contains(.hourAndMinute) { widths.append(80) }
    let width = widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * ViewLayout.defaultSpacing
    return CGSize(width: width, height: 34)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(
      LabeledControl(
        name: "DatePicker", label: try ViewNode.make(label), control: Self.controlSize(components), at: at))
  }
}

extension DatePicker where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.label = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
    self.components = displayedComponents
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public init<S: StringProtocol, R: RangeExpression>(
    _ title: S, selection: Binding<Date>, in range: R,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) where R.Bound == Date {
    self.init(
      title, selection: selection, displayedComponents: displayedComponents, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}

/// A date picker's look (`datePickerStyle(_:)`), as in SwiftUI.
public struct DatePickerStyleChoice: Sendable {
  let name: String
  public static var automatic: DatePickerStyleChoice { DatePickerStyleChoice(name: "automatic") }
  public static var compact: DatePickerStyleChoice { DatePickerStyleChoice(name: "compact") }
  public static var graphical: DatePickerStyleChoice { DatePickerStyleChoice(name: "graphical") }
  public static var wheel: DatePickerStyleChoice { DatePickerStyleChoice(name: "wheel") }
}

extension View {
  /// Accepted and ignored: a date picker keeps the estimate of its compact style.
  public func datePickerStyle(_ style: DatePickerStyleChoice) -> Self { self }
}

/// A color well with its label, as in SwiftUI; the well is 28 × 28 pt, the model's reading.
public struct ColorPicker<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let at: ViewLocation

  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(
      LabeledControl(
        name: "ColorPicker", label: try ViewNode.make(label), control: CGSize(width: 28, height: 28), at: at))
  }
}

extension ColorPicker where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.label = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A value within a range, as in SwiftUI: in its default style a bar, as a
/// `ProgressView` with a value lays one out, under its label.
public struct Gauge<Label: View>: View {
  let label: Label
  let at: ViewLocation

  public init<V: BinaryFloatingPoint, C: View, Low: View, High: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> C = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> Low = { EmptyView() },
    @ViewBuilder maximumValueLabel: () -> High = { EmptyView() }
  ) {
    self.label = label()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public var body: some View {
    ProgressView(value: 0.5, fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column) { label }
  }
}

/// A gauge's look (`gaugeStyle(_:)`), as in SwiftUI.
public struct GaugeStyleChoice: Sendable {
  let name: String
  public static var automatic: GaugeStyleChoice { GaugeStyleChoice(name: "automatic") }
  public static var linearCapacity: GaugeStyleChoice { GaugeStyleChoice(name: "linearCapacity") }
  public static var accessoryLinear: GaugeStyleChoice { GaugeStyleChoice(name: "accessoryLinear") }
  public static var accessoryLinearCapacity: GaugeStyleChoice { GaugeStyleChoice(name: "accessoryLinearCapacity") }
  public static var accessoryCircular: GaugeStyleChoice { GaugeStyleChoice(name: "accessoryCircular") }
  public static var accessoryCircularCapacity: GaugeStyleChoice { GaugeStyleChoice(name: "accessoryCircularCapacity") }
}

extension View {
  /// Accepted and ignored: a gauge keeps the estimate of its bar.
  public func gaugeStyle(_ style: GaugeStyleChoice) -> Self { self }
}

/// Controls side by side, as in SwiftUI's `ControlGroup`: a row.
public struct ControlGroup<Content: View>: View {
  let content: Content
  let at: ViewLocation

  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public var body: some View {
    HStack(fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column) { content }
  }
}
