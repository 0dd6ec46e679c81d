import Foundation

// Scroll modifiers without geometry: transitions drawn as a view scrolls,
// bounce, keyboard and background settings, and ScrollViewReader. They
// change how a scroll view looks or feels, not its frames or targets.

/// Where a view is in a scroll transition, as in SwiftUI.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Coming in or going out at the top or leading edge.
  case topLeading
  /// Fully shown.
  case identity
  /// Coming in or going out at the bottom or trailing edge.
  case bottomTrailing

  /// Whether the view is fully shown.
  public var isIdentity: Bool { self == .identity }

  /// -1 at the top or leading edge, 0 shown, 1 at the bottom or trailing edge.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition follows scrolling, as in SwiftUI.
public enum ScrollTransitionConfiguration: Sendable {
  /// When a view counts as shown, as in SwiftUI.
  public enum Threshold: Sendable {
    case visible, hidden, centered
    public static func visible(_ amount: Double) -> Threshold { .visible }
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
    public func inset(by distance: Double) -> Threshold { self }
  }

  case interactive
  case animated
  case identity

  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    .animated
  }

  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }
}

/// An effect drawn after layout, as in SwiftUI: what a scroll transition's
/// closure returns. Each effect keeps the value as it is: the model draws none.
public protocol VisualEffect {}

extension VisualEffect {
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
  public func opacity(_ opacity: Double) -> Self { self }
  public func offset(_ offset: CGSize) -> Self { self }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> Self { self }
  public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
  public func brightness(_ amount: Double) -> Self { self }
  public func contrast(_ amount: Double) -> Self { self }
  public func saturation(_ amount: Double) -> Self { self }
  public func grayscale(_ amount: Double) -> Self { self }
  public func hueRotation(_ angle: Angle) -> Self { self }
}

/// The effect that changes nothing: what a scroll transition's closure is given.
public struct EmptyVisualEffect: VisualEffect, Sendable {
  public init() {}
}

/// How a scroll view bounces at its ends, as in SwiftUI.
public enum ScrollBounceBehavior: Sendable {
  case automatic
  case always
  case basedOnSize
}

/// How scrolling dismisses the keyboard, as in SwiftUI.
public enum ScrollDismissesKeyboardMode: Sendable {
  case automatic
  case immediately
  case interactively
  case never
}

extension View {
  /// Accepted and ignored: the effect is drawn, not laid out; the closure is not called.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> Self { self }
  /// Accepted and ignored.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> Self { self }
  /// Accepted and ignored: the simulator's scroll view bounces as its scenario says.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
  /// Accepted and ignored: a scenario scrolls the view whatever this says.
  public func scrollDisabled(_ disabled: Bool) -> Self { self }
  /// Accepted and ignored: the model has no keyboard.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
  /// Accepted and ignored.
  public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
  /// Accepted and ignored: a scenario starts where its scene says.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> Self { self }
}

/// Scrolls by identifier inside a `ScrollViewReader`, as in SwiftUI; the
/// model lays out one resting state, so it does not scroll.
public struct ScrollViewProxy: Sendable {
  /// Accepted: the model does not scroll here.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A view that hands its content a ``ScrollViewProxy``, as in SwiftUI: laid
/// out as its content.
public struct ScrollViewReader<Content: View>: View {
  public let content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: Content { content(ScrollViewProxy()) }
}
