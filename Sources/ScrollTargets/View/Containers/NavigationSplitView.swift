import Foundation

/// Columns of navigation, as in SwiftUI ("NavigationSplitView", Apple). In a
/// compact width (an iPhone) it collapses into a stack that shows its
/// sidebar, as SwiftUI shows it first. In a regular width (an iPad) its
/// columns stand side by side: the sidebar (and the content column, of three)
/// 320 pt wide, UIKit's default primary column width, and the detail the
/// rest; each column under a navigation bar of its own (one: a column that
/// is a `NavigationStack` already keeps its own). The widths are the
/// model's reading; column visibility, styles and `navigationSplitViewColumnWidth`
/// are accepted and do not change them.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  /// The width of a column beside the detail (pt).
  static var columnWidth: CGFloat { 320 }
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let at: ViewLocation
  @Environment(\.horizontalSizeClass) private var sizeClass

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public var body: some View {
    if sizeClass == .regular {
      HStack(spacing: 0, fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column) {
        column(sidebar).frame(width: Self.columnWidth)
        if let content { column(content).frame(width: Self.columnWidth) }
        column(detail)
      }
    } else {
      ModifiedView(column(sidebar), .container(.collapsedSplitView(at: at)))
    }
  }

  /// A column under a bar of its own: its view, when that is a navigation stack already (Apple's pattern,
  /// `detail: { NavigationStack { … } }`), else its view in one.
  private func column<V: View>(_ view: V) -> AnyView {
    if view is any NavigationContainer { return AnyView(view) }
    return AnyView(NavigationStack(fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column) { view })
  }
}

/// A view that lays its content out under a navigation bar of its own.
protocol NavigationContainer {}
extension NavigationStack: NavigationContainer {}
extension NavigationView: NavigationContainer {}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Which columns of a split view show, as in SwiftUI.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A split view's look (`navigationSplitViewStyle(_:)`), as in SwiftUI.
public struct NavigationSplitViewStyleChoice: Sendable {
  let name: String
  public static var automatic: NavigationSplitViewStyleChoice { NavigationSplitViewStyleChoice(name: "automatic") }
  public static var balanced: NavigationSplitViewStyleChoice { NavigationSplitViewStyleChoice(name: "balanced") }
  public static var prominentDetail: NavigationSplitViewStyleChoice {
    NavigationSplitViewStyleChoice(name: "prominentDetail")
  }
}

extension View {
  /// Accepted and ignored: columns keep the model's widths.
  public func navigationSplitViewStyle(_ style: NavigationSplitViewStyleChoice) -> Self { self }
  /// Accepted and ignored: columns keep the model's widths.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> Self { self }
  /// Accepted and ignored: columns keep the model's widths.
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> Self {
    self
  }
}
