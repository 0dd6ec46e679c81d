import Foundation

// Sheets, covers, popovers, alerts, dialogs, context menus and swipe
// actions. The model lays out the screen as it first shows, with nothing
// presented, so the presented views are kept and not laid out.

/// A height a sheet can rest at, as in SwiftUI.
public enum PresentationDetent: Hashable, Sendable {
  case medium, large
  /// A fraction of the screen's height.
  case fraction(CGFloat)
  /// A height (pt).
  case height(CGFloat)
}

/// Where a popover points, as in SwiftUI.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
  /// A rectangle's anchor.
  public enum Source: Hashable, Sendable {
    case bounds
  }

  case rect(Source)
  case point(UnitPoint)
}

extension View {
  /// Accepted and ignored: the sheet is not shown, its content not laid out.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> Self { self }
  /// Accepted and ignored: the sheet is not shown.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self { self }
  /// Accepted and ignored: the cover is not shown.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> Self { self }
  /// Accepted and ignored: the cover is not shown.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self { self }
  /// Accepted and ignored: the popover is not shown.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> Self { self }
  /// Accepted and ignored: the popover is not shown.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self { self }
  /// Accepted and ignored: the alert is not shown.
  public func alert<A: View>(
    _ title: some StringProtocol, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> Self { self }
  /// Accepted and ignored: the alert is not shown.
  public func alert<A: View, M: View>(
    _ title: some StringProtocol, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> Self { self }
  /// Accepted and ignored: the alert is not shown.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self {
    self
  }
  /// Accepted and ignored: the alert is not shown.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> Self { self }
  /// Accepted and ignored: the alert is not shown.
  public func alert<A: View, T>(
    _ title: some StringProtocol, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> Self { self }
  /// Accepted and ignored: the alert is not shown.
  public func alert<A: View, M: View, T>(
    _ title: some StringProtocol, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> Self { self }
  /// Accepted and ignored: the dialog is not shown.
  public func confirmationDialog<A: View>(
    _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> Self { self }
  /// Accepted and ignored: the dialog is not shown.
  public func confirmationDialog<A: View, M: View>(
    _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> Self { self }
  /// Accepted and ignored: the sheet's heights.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
  /// Accepted and ignored.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> Self {
    self
  }
  /// Accepted and ignored.
  public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
  /// Accepted and ignored.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }
  /// Accepted and ignored.
  public func presentationBackground(_ style: some ShapeStyle) -> Self { self }
  /// Accepted and ignored: the menu is not shown, its items not laid out.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> Self { self }
  /// Accepted and ignored: the menu and its preview are not shown.
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> Self {
    self
  }
  /// Accepted and ignored: the actions are not shown.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> Self { self }
  /// Accepted and ignored.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
}

/// An alert in the form before iOS 15 (`alert(isPresented:content:)`), as in SwiftUI; never shown.
public struct Alert {
  /// A button of an alert or an action sheet.
  public struct Button {
    let label: Text
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel")) }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
  }

  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

/// An action sheet in the form before iOS 15, as in SwiftUI; never shown.
public struct ActionSheet {
  public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {}
}

extension View {
  /// Accepted and ignored: the alert is not shown.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Self { self }
  /// Accepted and ignored: the alert is not shown.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> Self { self }
  /// Accepted and ignored: the sheet is not shown.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> Self { self }
  /// Accepted and ignored: the sheet is not shown.
  public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> Self { self }
}
