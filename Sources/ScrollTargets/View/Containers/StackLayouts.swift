import Foundation

// Stacks as values (`HStackLayout`, `VStackLayout`, `ZStackLayout`,
// `AnyLayout`), which a view switches between (`let layout = wide ?
// AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`), and
// `PhaseAnimator`, laid out in its first phase. Each lays out as the stack
// or view it stands for.

/// A stack kept as a value: calling it with content makes the stack.
public protocol StackLayoutValue: Sendable {
  /// `content` in this stack, located where the user called the layout.
  func stack<Content: View>(_ content: Content, at: ViewLocation) -> AnyView
}

extension StackLayoutValue {
  /// The stack of `content`, as SwiftUI's `layout { … }`.
  public func callAsFunction<Content: View>(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder _ content: () -> Content
  ) -> AnyView {
    stack(content(), at: ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A row, as a value, as in SwiftUI.
public struct HStackLayout: StackLayoutValue {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public func stack<Content: View>(_ content: Content, at: ViewLocation) -> AnyView {
    AnyView(
      HStack(
        alignment: alignment, spacing: spacing, fileID: at.fileID, filePath: at.filePath, line: at.line,
        column: at.column
      ) { content })
  }
}

/// A column, as a value, as in SwiftUI.
public struct VStackLayout: StackLayoutValue {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public func stack<Content: View>(_ content: Content, at: ViewLocation) -> AnyView {
    AnyView(
      VStack(
        alignment: alignment, spacing: spacing, fileID: at.fileID, filePath: at.filePath, line: at.line,
        column: at.column
      ) { content })
  }
}

/// Layers, as a value, as in SwiftUI.
public struct ZStackLayout: StackLayoutValue {
  let alignment: Alignment
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  public func stack<Content: View>(_ content: Content, at: ViewLocation) -> AnyView {
    AnyView(
      ZStack(alignment: alignment, fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column) {
        content
      })
  }
}

/// Any of the stack layouts, its type erased, as in SwiftUI.
public struct AnyLayout: StackLayoutValue {
  let base: any StackLayoutValue
  public init(_ layout: some StackLayoutValue) { base = layout }
  public func stack<Content: View>(_ content: Content, at: ViewLocation) -> AnyView { base.stack(content, at: at) }
}

/// A view animated through phases, as in SwiftUI; the model lays it out in its first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let content: Content

  public init<S: Sequence>(
    _ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where S.Element == Phase {
    var first: Phase? = nil
    for phase in phases {
      first = phase
      break
    }
    guard let first else { preconditionFailure("PhaseAnimator needs at least one phase") }
    self.content = content(first)
  }

  public init<S: Sequence, T: Equatable>(
    _ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where S.Element == Phase {
    self.init(phases, content: content, animation: animation)
  }

  public var body: some View { content }
}

extension View {
  /// The view in the first of `phases`, as the screen first shows it; the animation is not played.
  public func phaseAnimator<S: Sequence, V: View>(
    _ phases: S, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, S.Element) -> V,
    animation: @escaping (S.Element) -> Animation? = { _ in .default }
  ) -> some View where S.Element: Equatable {
    PhaseAnimator(phases) { phase in content(PlaceholderContentView(self), phase) }
  }

  /// The view in the first of `phases`, as the screen first shows it; the animation is not played.
  public func phaseAnimator<S: Sequence, V: View, T: Equatable>(
    _ phases: S, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, S.Element) -> V,
    animation: @escaping (S.Element) -> Animation? = { _ in .default }
  ) -> some View where S.Element: Equatable {
    PhaseAnimator(phases) { phase in content(PlaceholderContentView(self), phase) }
  }
}

/// The view a `phaseAnimator` or `visualEffect`-style closure is given: laid out as the view it stands for.
public struct PlaceholderContentView<Value: View>: View {
  let value: Value
  init(_ value: Value) { self.value = value }
  public var body: some View { value }
}
