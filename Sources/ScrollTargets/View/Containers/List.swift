import Foundation

/// Rows of content, as in SwiftUI ("List", Apple). SwiftUI's list is a
/// scroll view; the model lays it out as a column, so that a carousel in a
/// row is the scroll view found. Its rows follow one another with no space
/// between them; each is offered the list's width less its padding and no
/// height, padded 16 pt on its leading and trailing edges (its
/// `listRowInsets` instead, where given), and is at least 44 pt tall, its
/// content centred vertically in it: the model's reading of the
/// inset-grouped style on iPhone, whose row height is UIKit's 44 pt
/// minimum. A section's header and footer are padded as rows but take only
/// their own height. The list is as wide and as tall as it is offered, as
/// a scroll view is (as tall as its rows when offered no height, inside a
/// scroll view). Marked `scrollTargetLayout()`, its rows are the targets.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let at: ViewLocation

  /// A list whose rows can be selected; the model keeps no selection.
  public init(
    selection: Binding<SelectionValue?>?, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A list whose rows can be selected several at once; the model keeps no selection.
  public init(
    selection: Binding<Set<SelectionValue>>?, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A selectable row for each of `data`'s identifiable elements; the model keeps no selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(
      data, fileID: fileID, filePath: filePath, line: line, column: column, content: rowContent)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A row, selectable several at once, for each of `data`'s identifiable elements; the model keeps no selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(
      data, fileID: fileID, filePath: filePath, line: line, column: column, content: rowContent)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(ListRows(rows: ViewNode.siblings([try ViewNode.make(content)]), name: "List", at: at))
  }
}

extension List where SelectionValue == Never {
  /// A list of the views in `content`.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A row for each of `data`'s identifiable elements.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(
      data, fileID: fileID, filePath: filePath, line: line, column: column, content: rowContent)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A row for each of `data`'s elements, identified by the value at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(
      data, id: id, fileID: fileID, filePath: filePath, line: line, column: column, content: rowContent)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A row for each integer of `data`.
  public init<RowContent: View>(
    _ data: Range<Int>, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.content = ForEach(data, fileID: fileID, filePath: filePath, line: line, column: column, content: rowContent)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Controls grouped for data entry, as in SwiftUI ("Form", Apple): laid out
/// as a `List` (rows 44 pt tall at least, padded 16 pt on each side), the
/// model's reading of the grouped form style on iPhone.
public struct Form<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let at: ViewLocation

  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(ListRows(rows: ViewNode.siblings([try ViewNode.make(content)]), name: "Form", at: at))
  }
}

/// The layout of a `List` or a `Form`.
struct ListRows: NodeLayout {
  /// A row's padding when it gives none: 16 pt leading and trailing (pt), the model's reading.
  static let defaultInsets = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
  /// The least height of a row (pt): UIKit's standard row height, the model's reading.
  static let minimumRowHeight: CGFloat = 44

  var rows: [ViewNode]
  var name: String
  var at: ViewLocation
  var firstLocation: ViewLocation? { at }
  var children: [ViewNode] { rows }

  /// A row's padding and least height; `listRowInsets` of a negative or non-finite length fails at the modifier.
  func layout(of row: ViewNode) throws(ViewLayoutError) -> (insets: EdgeInsets, least: CGFloat) {
    let given = row.modifierValue { value -> (EdgeInsets?, ViewLocation)? in
      if case .listRowInsets(let insets, let at) = value { return (insets, at) }
      return nil
    }
    let insets = given?.0 ?? Self.defaultInsets
    if let at = given?.1, !insets.isValidLength {
      throw LayoutPass.invalid("listRowInsets", LayoutPass.worst(insets), at: at)
    }
    let banner = row.sectionPart.map { $0 != .start } ?? false
    return (insets, banner ? 0 : Self.minimumRowHeight)
  }

  func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
    throws(ViewLayoutError) -> CGSize
  {
    var inner = context
    inner.stackAxis = nil
    inner.fixedAxes = []
    inner.inList = true
    if inner.targets == .marked || inner.targets == .inside(childRecorded: true) {
      inner.targets = .inside(childRecorded: false)
    }
    let recordsChildren = context.targets == .marked
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    var widest: CGFloat = 0
    var y = origin?.y ?? 0
    for row in rows {
      let (insets, least) = try layout(of: row)
      let offer = Proposal(width: width.map { max(0, $0 - insets[.horizontal]) }, height: nil)
      let content = try pass.size(of: row, offered: offer, inner, at: nil)
      let height = max(least, content.height + insets[.vertical])
      widest = max(widest, content.width + insets[.horizontal])
      if let origin {
        let frame = CGRect(x: origin.x, y: y, width: width ?? content.width + insets[.horizontal], height: height)
        var placed = inner
        if recordsChildren {
          pass.targets.append(frame)
          placed.targets = .inside(childRecorded: true)
        }
        let spare = height - insets[.vertical] - content.height
        let point = CGPoint(x: origin.x + insets.leading, y: y + insets.top + spare / 2)
        _ = try pass.size(of: row, offered: offer, placed, at: point)
      }
      y += height
    }
    // A list scrolls its rows: it takes the height it is offered, else its rows' (inside a scroll view).
    let rowsHeight = y - (origin?.y ?? 0)
    return CGSize(width: width ?? widest, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? rowsHeight)
  }
}

extension ForEach {
  /// Accepted: rows can be deleted in SwiftUI; the model lays out the rows it is given.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
  /// Accepted: rows can be moved in SwiftUI; the model lays out the rows it is given.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

extension VerticalEdge {
  /// A set of vertical edges, as `listRowSeparator(_:edges:)` takes it.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1 << 0)
    public static let bottom = Set(rawValue: 1 << 1)
    public static let all: Set = [.top, .bottom]
  }
}

/// The look of a list, as in SwiftUI; the model lays every style out as its
/// reading of the inset-grouped one.
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// The look of a form, as in SwiftUI; the model lays every style out as a list.
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

/// The space between a list's sections, as in SwiftUI; accepted, the model puts none.
public struct ListSectionSpacing: Hashable, Sendable {
  let length: CGFloat?
  public static let `default` = ListSectionSpacing(length: nil)
  public static let compact = ListSectionSpacing(length: nil)
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(length: spacing) }
}

extension View {
  /// The row's padding in a list, replacing the 16 pt on each side; `nil` keeps the list's own.
  public func listRowInsets(
    _ insets: EdgeInsets?, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .container(.listRowInsets(insets, at: at)))
  }

  /// Accepted: the model lays every list style out alike.
  public func listStyle<S: ListStyle>(_ style: S) -> Self { self }
  /// Accepted: the model lays every form style out as a list.
  public func formStyle<S: FormStyle>(_ style: S) -> Self { self }
  /// Accepted: separators are drawn between rows and take no room.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
  /// Accepted: separators take no room.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }
  /// Accepted: separators take no room.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
  /// Accepted: a row's background is drawn behind it and takes no room.
  public func listRowBackground<V: View>(_ view: V?) -> Self { self }
  /// Accepted: the model puts no space between a list's sections.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> Self { self }
  /// Accepted: the model puts no space between a list's sections.
  public func listSectionSpacing(_ spacing: CGFloat) -> Self { self }
}
