import Foundation

// Names a third round of unseen app files used: iOS 17 and 18 styling and
// transitions, and presentation forms with data. None has geometry but the
// mesh gradient, which fills what it is offered as every gradient does.

/// A two-dimensional gradient over a grid of points (iOS 18), as SwiftUI's
/// `MeshGradient`: as a view it fills what it is offered, as `Color` does;
/// as a style it is kept and not drawn.
public struct MeshGradient: View, ShapeStyle, PrimitiveView, Sendable {
  public typealias Body = Never
  /// The grid's columns and rows of points.
  public let width: Int, height: Int

  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true
  ) {
    self.width = width
    self.height = height
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

/// The radius of each corner of a rectangle (iOS 17), as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading, bottomLeading, bottomTrailing, topTrailing: CGFloat

  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    (self.topLeading, self.bottomLeading) = (topLeading, bottomLeading)
    (self.bottomTrailing, self.topTrailing) = (bottomTrailing, topTrailing)
  }
}

extension UnevenRoundedRectangle {
  /// A rectangle with `cornerRadii`, filling its frame.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.init(
      topLeadingRadius: cornerRadii.topLeading, bottomLeadingRadius: cornerRadii.bottomLeading,
      bottomTrailingRadius: cornerRadii.bottomTrailing, topTrailingRadius: cornerRadii.topTrailing, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// `.clipShape(.rect(cornerRadii: .init(topLeading: 24, topTrailing: 24)))`.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  { UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style) }
}

/// How a pushed view arrives (iOS 18), as SwiftUI's `NavigationTransition`: the model navigates nowhere.
public struct NavigationTransition: Sendable {
  public static var automatic: NavigationTransition { NavigationTransition() }
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> NavigationTransition {
    NavigationTransition()
  }
}

/// What a zoom transition's source looks like while it moves (iOS 18); the model draws none of it.
public struct EmptyMatchedTransitionSourceConfiguration: Sendable {
  public func background(_ style: some ShapeStyle) -> Self { self }
  public func clipShape(_ shape: some Shape) -> Self { self }
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}

extension View {
  /// Accepted and ignored: how this view arrives when pushed (iOS 18).
  public func navigationTransition(_ style: NavigationTransition) -> Self { self }
  /// Accepted and ignored: the source of a zoom transition (iOS 18).
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> Self { self }
  /// Accepted and ignored: the source of a zoom transition, styled (iOS 18).
  public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> EmptyMatchedTransitionSourceConfiguration
  ) -> Self { self }

  /// Accepted and ignored: the model plays no feedback; `feedback` picks one from the trigger's change.
  public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> Self {
    self
  }

  /// Accepted and ignored: the dialog is not shown.
  public func confirmationDialog<A: View, T>(
    _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> Self { self }
  /// Accepted and ignored: the dialog is not shown.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> Self { self }
  /// Accepted and ignored: the dialog is not shown.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> Self { self }
  /// Accepted and ignored: the dialog is not shown.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> Self { self }
}

extension View {
  /// Accepted and ignored: the action is not called, as no view scrolls into or out of sight in a layout.
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> Self { self }
}
