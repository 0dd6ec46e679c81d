/// A group of views with an optional header and footer, as in SwiftUI
/// ("Section", Apple). A section has no frame of its own: its header, its
/// content and its footer join the stack, grid or list around it as
/// siblings, in that order, so a `LazyVStack` of sections lays out header,
/// rows, header, rows ("Grouping data with lazy stack views", Apple). In a
/// lazy grid the header and footer each take a line of their own across
/// the grid, and the section's first cell starts a new line. Pinning
/// (`pinnedViews`) moves headers only while scrolling, which the model does
/// not do, so it changes nothing at rest.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  public typealias Body = Never
  let header: Parent?
  let content: Content
  let footer: Footer?

  /// A section with a header, its content and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// The older form: a header and a footer given as views.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    var parts: [ViewNode] = []
    if let header, let node = try SectionPart.banner(header) {
      parts.append(SectionPart.wrap(node, .header))
    }
    var rows = ViewNode.siblings([try ViewNode.make(content)])
    if parts.isEmpty, !rows.isEmpty { rows[0] = SectionPart.wrap(rows[0], .start) }
    parts += rows
    if let footer, let node = try SectionPart.banner(footer) {
      parts.append(SectionPart.wrap(node, .footer))
    }
    return .list(parts)
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// The older form: a header given as a view.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }

  /// A section that can collapse; the model shows its content.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header)
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// The older form: a footer given as a view.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of content alone.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section whose header is `title`.
  public init<S: StringProtocol>(
    _ title: S, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      header: Text(title, fileID: fileID, filePath: filePath, line: line, column: column), content: content)
  }

  /// A collapsible section whose header is `title`; the model shows its content.
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.init(title, fileID: fileID, filePath: filePath, line: line, column: column, content: content)
  }
}

/// The views `LazyVStack`, `LazyHStack` and the lazy grids pin to the scroll
/// view's edge while scrolling, as in SwiftUI; the model lays out at rest,
/// where pinning moves nothing.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Each section's header.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Each section's footer.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A part of a section, marked for the containers that treat it apart: a
/// grid gives a header or footer a line of its own and starts a section's
/// cells on a new line; a list gives a header no row height. Anywhere else
/// it is laid out as the view it marks.
struct SectionPart: NodeLayout {
  enum Role {
    /// The section's header.
    case header
    /// The section's footer.
    case footer
    /// The first view of a section without a header.
    case start
  }

  var role: Role
  var node: ViewNode
  var firstLocation: ViewLocation? { node.firstLocation }
  var leadsToScrollView: Bool { node.leadsToScrollView }
  var children: [ViewNode] { [node] }

  /// A header or footer is a line across a grid; the first view of a section is an ordinary cell.
  var isBanner: Bool { role != .start }

  func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
    throws(ViewLayoutError) -> CGSize
  {
    try pass.size(of: node, offered: proposal, context, at: origin)
  }

  /// `node` marked as `role`, the mark under its modifiers so that they stay visible to the container.
  static func wrap(_ node: ViewNode, _ role: Role) -> ViewNode {
    if case .modified(let inner, let modifier) = node { return .modified(wrap(inner, role), modifier) }
    return .layout(SectionPart(role: role, node: node))
  }

  /// A header's or footer's views as one view: several are stacked in a column; none is `nil`.
  static func banner<V: View>(_ view: V) throws(ViewLayoutError) -> ViewNode? {
    let views = ViewNode.siblings([try ViewNode.make(view)])
    switch views.count {
    case 0: return nil
    case 1: return views[0]
    default:
      return .stack(ViewNode.Stack(axis: .vertical, alignment: 0.5, spacing: nil, at: nil), views)
    }
  }
}

extension ViewNode {
  /// The node under its modifiers.
  var core: ViewNode {
    if case .modified(let inner, _) = self { return inner.core }
    return self
  }

  /// The section part this node marks, under any modifiers; `nil` for an ordinary view.
  var sectionPart: SectionPart.Role? {
    if case .layout(let layout) = core, let part = layout as? SectionPart { return part.role }
    return nil
  }
}
