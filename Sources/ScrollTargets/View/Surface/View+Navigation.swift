import Foundation

// Navigation modifiers: titles, toolbars, search and destinations. The
// model has no navigation bar, so they change no frame for now; toolbar
// items are kept and not laid out.


/// Where a toolbar item goes, as in SwiftUI.
public enum ToolbarItemPlacement: Sendable {
  case automatic
  case principal
  case navigation
  case primaryAction
  case secondaryAction
  case status
  case confirmationAction
  case cancellationAction
  case destructiveAction
  case keyboard
  case topBarLeading
  case topBarTrailing
  case bottomBar
  case navigationBarLeading
  case navigationBarTrailing
}


/// An item of a toolbar, as in SwiftUI: its content is kept and not laid out.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public let placement: ToolbarItemPlacement
  public let content: Content

  func makeNode() throws(ViewLayoutError) -> ViewNode { .empty }
}

extension ToolbarItem where ID == Void {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(placement: placement, content: content())
  }
}

extension ToolbarItem where ID == String {
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(placement: placement, content: content())
  }
}

/// Several toolbar items in one place, as in SwiftUI: kept and not laid out.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public let placement: ToolbarItemPlacement
  public let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { .empty }
}

/// Where a search field goes, as in SwiftUI.
public enum SearchFieldPlacement: Sendable {
  /// When a navigation bar's search field shows.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    case automatic, always
  }

  case automatic
  case toolbar
  case sidebar
  case navigationBarDrawer
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    .navigationBarDrawer
  }
}

extension View {
  /// Accepted and ignored.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }
  /// Accepted and ignored: the items are kept, not laid out.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
  /// Accepted and ignored.
  public func toolbarBackground(_ style: some ShapeStyle, for bars: ToolbarPlacement...) -> Self { self }
  /// Accepted and ignored.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
  /// Accepted and ignored.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }
  /// Accepted and ignored: the model has no search field.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> Self { self }
  /// Accepted and ignored.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol
  ) -> Self { self }
  /// Accepted and ignored.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: some StringProtocol
  ) -> Self { self }
  /// Accepted and ignored: the destination is not shown.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> Self { self }
  /// Accepted and ignored: the destination is not shown.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> Self { self }
  /// Accepted and ignored: the destination is not shown.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> Self { self }
}
