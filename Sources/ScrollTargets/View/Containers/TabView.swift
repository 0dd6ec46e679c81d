/// Tabs, as in SwiftUI ("TabView", Apple).
///
/// With `tabViewStyle(.page)` it is "a paged scrolling `TabView`"
/// ("PageTabViewStyle", Apple): the model lays it out as a horizontal
/// scroll view whose tabs follow one another with no space between them,
/// each as large as the scroll view's container (`containerRelativeFrame`
/// on both axes), which are its targets, under `.paging`. The scroll view
/// is written where the `TabView` is.
///
/// Otherwise it shows its first tab (the selection is not read), laid out
/// above a 49 pt tab bar: the model's reading of UIKit's tab bar on iPhone.
/// The bar adds to the safe area of what is above it, as a `safeAreaInset`
/// would: a scroll view that is the tab still reaches the bottom of the
/// screen, its content inset by the bar; another view is laid out above it.
/// `toolbar(.hidden, for: .tabBar)` in the first tab removes the bar.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let at: ViewLocation

  /// Tabs whose selection is bound to `selection`; the model shows the first.
  public init(
    selection: Binding<SelectionValue>?, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(TabPages(tabs: ViewNode.siblings([try ViewNode.make(content)]), at: at))
  }
}

extension TabView where SelectionValue == Int {
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The layout of a `TabView`.
struct TabPages: NodeLayout {
  /// The tab bar's height (pt): 49, the model's reading of UIKit's tab bar on iPhone.
  static let tabBarHeight: CGFloat = 49

  var tabs: [ViewNode]
  var at: ViewLocation
  /// The paging scroll view the page style lays out.
  let pager: ViewNode
  /// Whether the first tab hides the tab bar.
  let hidesBar: Bool

  init(tabs: [ViewNode], at: ViewLocation) {
    self.tabs = tabs
    self.at = at
    let pages = tabs.map { tab -> ViewNode in
      .modified(
        tab,
        .relativeFrame(axes: [.horizontal, .vertical], alignment: .center, length: { length, _ in length }, at: at))
    }
    let row = ViewNode.stack(ViewNode.Stack(axis: .horizontal, alignment: 0.5, spacing: 0, at: at), pages)
    pager = .modified(
      .scroll(ViewNode.Scroll(axes: .horizontal, at: at, isTabPager: true), .modified(row, .targetLayout(at: at))),
      .behavior(PagingScrollTargetBehavior(), at: at))
    hidesBar = tabs.first?.hidesBar(.tabBar) ?? false
  }

  var firstLocation: ViewLocation? { at }
  var children: [ViewNode] { tabs }
  /// Paged, it is a scroll view; otherwise its bar adds to the safe area of a scroll view that is the first
  /// tab, and pads any other view (as `safeAreaPadding` given to it would).
  var leadsToScrollView: Bool { true }

  func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
    throws(ViewLayoutError) -> CGSize
  {
    if context.style.pagedTabs { return try pass.size(of: pager, offered: proposal, context, at: origin) }
    guard let first = tabs.first else {
      return CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }
    let bar = EdgeInsets(top: 0, leading: 0, bottom: hidesBar ? 0 : Self.tabBarHeight, trailing: 0)
    let size = try BarInset.layout(first, bar, pass, proposal, context, origin, at: at)
    return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }
}

/// A bar along an edge of a container's content (a tab bar, a navigation bar).
enum BarInset {
  /// Lays `content` out below or above `bar`: added to the safe area of a
  /// scroll view that `content` leads to, so that the scroll view keeps the
  /// container's frame and insets its content; otherwise, with any safe
  /// area added around the container, as padding.
  static func layout(
    _ content: ViewNode, _ bar: EdgeInsets, _ pass: LayoutPass, _ proposal: Proposal, _ context: LayoutContext,
    _ origin: CGPoint?, at: ViewLocation
  ) throws(ViewLayoutError) -> CGSize {
    var inner = context
    inner.addedSafeArea = context.addedSafeArea.plus(bar)
    if content.leadsToScrollView { return try pass.size(of: content, offered: proposal, inner, at: origin) }
    let padding = inner.addedSafeArea
    inner.addedSafeArea = .zero
    return try pass.size(of: .modified(content, .padding(padding, at: at)), offered: proposal, inner, at: origin)
  }
}

/// A tab of a `TabView`, as in SwiftUI 18's `Tab` ("Tab", Apple): laid out as its content.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content

  /// A tab with a label of the file's own, selected by `value`.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try ViewNode.make(content) }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab titled `title` with a symbol, selected by `value`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A tab titled `title` with an image, selected by `value`.
  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab selected by `value`, its label inferred from `role` (`Tab(value: 2, role: .search) { … }`).
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab titled `title` with a symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A tab titled `title` with a symbol and a role (`Tab("Search", systemImage: "magnifyingglass", role: .search)`).
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A tab with a role and no title (`Tab(role: .search) { … }`).
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A tab titled `title` with an image.
  public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Tab where Label == EmptyView {
  /// A tab selected by `value`, without a label.
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Tab where Value == Never {
  /// A tab with a label of the file's own.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
  }
}

/// The label a `Tab` makes of its title and image; the tab bar is not laid out item by item.
public struct DefaultTabLabel: View, PrimitiveView {
  public typealias Body = Never
  func makeNode() throws(ViewLayoutError) -> ViewNode { .empty }
}

/// A tab's role, as in SwiftUI: `.search`.
public struct TabRole: Hashable, Sendable {
  let name: String
  public static let search = TabRole(name: "search")
}

/// How a `TabView` shows its tabs, as in SwiftUI; `.page` pages, the others show a tab bar.
public protocol TabViewStyle {}

/// "A `TabViewStyle` that displays a paged scrolling `TabView`" (Apple).
public struct PageTabViewStyle: TabViewStyle {
  /// When the page index shows; drawn over the pages, it takes no room.
  public struct IndexDisplayMode: Hashable, Sendable {
    let name: String
    public static let automatic = IndexDisplayMode(name: "automatic")
    public static let always = IndexDisplayMode(name: "always")
    public static let never = IndexDisplayMode(name: "never")
  }

  public var indexDisplayMode: IndexDisplayMode
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }

extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// How a page index is drawn, as in SwiftUI; drawn over the pages, it takes no room.
public protocol IndexViewStyle {}

public struct PageIndexViewStyle: IndexViewStyle {
  /// When the index has a background.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let name: String
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    public static let always = BackgroundDisplayMode(name: "always")
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    public static let never = BackgroundDisplayMode(name: "never")
  }

  public var backgroundDisplayMode: BackgroundDisplayMode
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// How the tab views below show their tabs: `.page` makes them paging scroll views.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let paged = style is PageTabViewStyle
    return ModifiedView(self, .style { $0.pagedTabs = paged })
  }

  /// Accepted: a page index is drawn over the pages and takes no room.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self { self }
  /// Accepted: a tab's item in the tab bar, which is not laid out item by item.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> Self { self }
  /// Accepted: a badge is drawn on a tab item or a row and takes no room.
  public func badge(_ count: Int) -> Self { self }
  /// Accepted: a badge is drawn on a tab item or a row and takes no room.
  public func badge(_ label: Text?) -> Self { self }
  /// Accepted: a badge is drawn on a tab item or a row and takes no room.
  public func badge<S: StringProtocol>(_ label: S?) -> Self { self }
}
