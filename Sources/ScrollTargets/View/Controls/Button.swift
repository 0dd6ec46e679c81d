/// A button, as in SwiftUI: as large as its label, plus the padding of its
/// style. `.bordered` and `.borderedProminent` pad the label by 12 pt on
/// each side and 7 pt above and below (the model's reading of the regular
/// control size: a one-line body label is 36 pt tall); `.automatic`,
/// `.plain` and `.borderless` add nothing; a style of the file's own is laid
/// out by its `makeBody`.
public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label

  /// A button showing `label`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A button showing `label`, in `role`.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(Styled(label: try ViewNode.make(label)))
  }

  /// The layout of a button: its label as the style in the context makes it.
  struct Styled: NodeLayout {
    var label: ViewNode
    var firstLocation: ViewLocation? { label.firstLocation }
    var children: [ViewNode] { [label] }

    func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
      throws(ViewLayoutError) -> CGSize
    {
      try pass.size(of: try context.style.buttonStyle.node(label), offered: proposal, context, at: origin)
    }
  }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init<S: StringProtocol>(
    _ title: S, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    action: @escaping () -> Void
  ) {
    self.label = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A button titled `title`, in `role`.
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, action: @escaping () -> Void
  ) {
    self.label = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Button where Label == ScrollTargets.Label<Text, Image> {
  /// A button with a title and a system symbol.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, action: @escaping () -> Void
  ) {
    self.label = ScrollTargets.Label(
      title, systemImage: systemImage, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A button with a title and a system symbol, in `role`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, action: @escaping () -> Void
  ) {
    self.label = ScrollTargets.Label(
      title, systemImage: systemImage, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// What a button does; no length in the model.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// A button's look, written as a view around its label, as in SwiftUI.
@preconcurrency @MainActor public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ButtonStyleConfiguration
}

/// A button's look and behaviour, written as a view around its label.
@preconcurrency @MainActor public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `ButtonStyle` gets: the button's label; never pressed in the model.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    func makeNode() throws(ViewLayoutError) -> ViewNode { node }
  }
  public let label: Label
  public let isPressed: Bool
  public let role: ButtonRole?
}

/// What a `PrimitiveButtonStyle` gets: the button's label and its action.
public struct PrimitiveButtonStyleConfiguration {
  public typealias Label = ButtonStyleConfiguration.Label
  public let label: Label
  public let role: ButtonRole?
  /// Runs the button's action; the model runs none.
  public func trigger() {}
}

/// The styles SwiftUI has: `.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`.
public struct BuiltInButtonStyle: PrimitiveButtonStyle, Sendable {
  let bordered: Bool
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(bordered ? EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12) : EdgeInsets())
  }
}

extension PrimitiveButtonStyle where Self == BuiltInButtonStyle {
  public static var automatic: BuiltInButtonStyle { BuiltInButtonStyle(bordered: false) }
  public static var plain: BuiltInButtonStyle { BuiltInButtonStyle(bordered: false) }
  public static var borderless: BuiltInButtonStyle { BuiltInButtonStyle(bordered: false) }
  public static var bordered: BuiltInButtonStyle { BuiltInButtonStyle(bordered: true) }
  public static var borderedProminent: BuiltInButtonStyle { BuiltInButtonStyle(bordered: true) }
}

/// A button style as the layout applies it: a label's node to the button's.
struct ButtonStyling {
  let node: (ViewNode) throws(ViewLayoutError) -> ViewNode
  static var plain: ButtonStyling { ButtonStyling { label in label } }
}

extension View {
  /// The look of the buttons below, by a style of the file's own.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    ModifiedView(
      self,
      .style {
        $0.buttonStyle = ButtonStyling { label throws(ViewLayoutError) in
          try ViewNode.make(
            style.makeBody(
              configuration: ButtonStyleConfiguration(label: .init(node: label), isPressed: false, role: nil)))
        }
      })
  }

  /// The look of the buttons below: a built-in style, or one of the file's own.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    ModifiedView(
      self,
      .style {
        $0.buttonStyle = ButtonStyling { label throws(ViewLayoutError) in
          try ViewNode.make(
            style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: .init(node: label), role: nil)))
        }
      })
  }
}
