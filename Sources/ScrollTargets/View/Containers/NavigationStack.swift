/// A stack of screens, as in SwiftUI ("NavigationStack", Apple): the model
/// lays out its root view below a navigation bar. The bar is 44 pt tall
/// inline; 96 pt with a large title, which it shows when the root sets a
/// `navigationTitle` and its display mode is not `.inline`; there is no bar
/// when the root hides it (`toolbar(.hidden, for: .navigationBar)`,
/// `navigationBarHidden(true)`). These are UIKit's navigation bar heights on
/// iPhone (44 pt, and 52 pt more for a large title): the model's reading,
/// as Apple's SwiftUI pages give no length.
///
/// The bar adds to the safe area of what is below it, as a `safeAreaInset`
/// would: a scroll view that is the root keeps its frame (it still reaches
/// the top of the screen) and its content starts below the bar; any other
/// root is laid out below the bar. The title, display mode and bar
/// settings are read from the root's tree, the first met depth first,
/// leaving out navigation stacks nested in it.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
  public typealias Body = Never
  public var root: Root
  let at: ViewLocation

  /// A stack whose path of screens is bound to `path`; the model lays out the root.
  public init(
    path: Binding<Data>, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder root: () -> Root
  )
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
  {
    self.root = root()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(NavigationBar(content: try ViewNode.make(root), at: at))
  }
}

extension NavigationStack where Data == NavigationPath {
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder root: () -> Root
  ) {
    self.root = root()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A stack whose path is a `NavigationPath`; the model lays out the root.
  public init(
    path: Binding<NavigationPath>, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, @ViewBuilder root: () -> Root
  ) {
    self.root = root()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The older navigation container, as in SwiftUI ("NavigationView", Apple):
/// on iPhone a stack, laid out as a `NavigationStack`.
public struct NavigationView<Content: View>: View, PrimitiveView {
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
    .layout(NavigationBar(content: try ViewNode.make(content), at: at))
  }
}

/// The layout of a navigation stack: its root below its bar.
struct NavigationBar: NodeLayout {
  /// An inline bar's height (pt): UIKit's 44 pt on iPhone, the model's reading.
  static let inlineHeight: CGFloat = 44
  /// A bar with a large title (pt): UIKit's 96 pt on iPhone (44 and 52 for the title), the model's reading.
  static let largeTitleHeight: CGFloat = 96

  var content: ViewNode
  var at: ViewLocation
  /// The bar's height (pt); 0 when hidden.
  let height: CGFloat

  init(content: ViewNode, at: ViewLocation) {
    self.content = content
    self.at = at
    let own: (any NodeLayout) -> Bool = { !($0 is NavigationBar) }
    let titled =
      content.treeValue(
        { value -> Bool? in
          if case .navigationTitle = value { return true }
          return nil
        }, enters: own) ?? false
    let mode =
      content.treeValue(
        { value -> NavigationBarItem.TitleDisplayMode? in
          if case .titleDisplayMode(let mode) = value { return mode }
          return nil
        }, enters: own) ?? .automatic
    if content.hidesBar(.navigationBar, enters: own) {
      height = 0
    } else {
      height = titled && mode != .inline ? Self.largeTitleHeight : Self.inlineHeight
    }
  }

  var firstLocation: ViewLocation? { at }
  var children: [ViewNode] { [content] }
  /// Its bar adds to the safe area of a scroll view that is its root, and pads any other root (as
  /// `safeAreaPadding` given to it would).
  var leadsToScrollView: Bool { true }

  func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
    throws(ViewLayoutError) -> CGSize
  {
    let bar = EdgeInsets(top: height, leading: 0, bottom: 0, trailing: 0)
    let size = try BarInset.layout(content, bar, pass, proposal, context, origin, at: at)
    return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }
}

/// A path of screens pushed on a `NavigationStack`, as in SwiftUI; the model keeps their count.
public struct NavigationPath: Equatable, Sendable {
  /// How many screens are pushed.
  public private(set) var count = 0
  public var isEmpty: Bool { count == 0 }

  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { count = elements.underestimatedCount }

  public mutating func append<V: Hashable>(_ value: V) { count += 1 }
  public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }
}

/// Settings of a navigation bar's items, as in SwiftUI.
public enum NavigationBarItem {
  /// How a navigation title shows: `.large` below the bar's items, `.inline` in the bar.
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

/// Whether a part of the interface shows, as in SwiftUI.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// A bar that `toolbar(_:for:)` sets, as in SwiftUI; `.automatic` is the navigation bar on iPhone.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// How a `NavigationView` shows its views, as in SwiftUI; on iPhone every style is a stack.
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: ColumnNavigationViewStyle { .init() }
}

extension View {
  /// The title of the navigation bar around the view: a large title unless the display mode is `.inline`.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    ModifiedView(self, .container(.navigationTitle))
  }

  /// The title of the navigation bar around the view, as text.
  public func navigationTitle(_ title: Text) -> some View {
    ModifiedView(self, .container(.navigationTitle))
  }

  /// An editable title of the navigation bar around the view.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    ModifiedView(self, .container(.navigationTitle))
  }

  /// How the navigation title shows: `.inline` keeps the bar at 44 pt.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    ModifiedView(self, .container(.titleDisplayMode(displayMode)))
  }

  /// Shows or hides `bars` (the navigation bar when none or `.automatic` is given); `.hidden` removes the
  /// navigation bar or the tab bar and the room it takes.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let named = bars.isEmpty ? [.navigationBar] : bars.map { $0 == .automatic ? .navigationBar : $0 }
    return ModifiedView(self, .container(.bars(visibility, named)))
  }

  /// The older form of `toolbar(.hidden, for: .navigationBar)`.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    ModifiedView(self, .container(.bars(hidden ? .hidden : .visible, [.navigationBar])))
  }

  /// Accepted: on iPhone every navigation view style is a stack.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }
}
