/// A title with an icon, as in SwiftUI: the icon, 8 pt, then the title, in
/// a row (the model's reading of the default style); `labelStyle(.iconOnly)`
/// or `.titleOnly` shows one of them.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The space between icon and title (pt).
  static var spacing: CGFloat { 8 }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(Parts(title: try ViewNode.make(title), icon: try ViewNode.make(icon)))
  }

  /// The layout of a label: the parts its style shows, in a row.
  struct Parts: NodeLayout {
    var title: ViewNode
    var icon: ViewNode
    var firstLocation: ViewLocation? { title.firstLocation ?? icon.firstLocation }
    var children: [ViewNode] { [icon, title] }

    func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
      throws(ViewLayoutError) -> CGSize
    {
      let shown: [ViewNode] =
        switch context.style.labelParts {
        case .both: [icon, title]
        case .iconOnly: [icon]
        case .titleOnly: [title]
        }
      let row = ViewNode.Stack(axis: .horizontal, alignment: 0.5, spacing: Label.spacing, at: firstLocation)
      return try pass.stack(row, shown, proposal, context, at: origin)
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A title and a system symbol.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.title = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
    self.icon = Image(systemName: systemImage, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A title by its key (a literal, or a `LocalizedStringKey` passed on) and a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.init(titleKey.text, systemImage: systemImage, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A title by its key and an asset image.
  public init(
    _ titleKey: LocalizedStringKey, image name: String, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.init(titleKey.text, image: name, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A title and an asset image.
  public init<S: StringProtocol>(
    _ title: S, image name: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.title = Text(title, fileID: fileID, filePath: filePath, line: line, column: column)
    self.icon = Image(name, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Which parts of a label show.
public struct LabelStyleChoice: Sendable {
  let parts: LayoutContext.ContentStyle.LabelParts
}

/// A label's look; the model knows the built-in ones by what they show.
public protocol LabelStyle {}
extension LabelStyleChoice: LabelStyle {}

extension LabelStyle where Self == LabelStyleChoice {
  public static var automatic: LabelStyleChoice { LabelStyleChoice(parts: .both) }
  public static var titleAndIcon: LabelStyleChoice { LabelStyleChoice(parts: .both) }
  public static var iconOnly: LabelStyleChoice { LabelStyleChoice(parts: .iconOnly) }
  public static var titleOnly: LabelStyleChoice { LabelStyleChoice(parts: .titleOnly) }
}

extension View {
  /// Which parts the labels below show.
  public func labelStyle(_ style: LabelStyleChoice) -> some View {
    ModifiedView(self, .style { $0.labelParts = style.parts })
  }
}
