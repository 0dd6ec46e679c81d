// Accessibility modifiers: what VoiceOver reads and offers. They change
// no frame, so the model keeps the view as it is.

/// How an accessibility element holds its children, as in SwiftUI.
public enum AccessibilityChildBehavior: Sendable {
  case ignore
  case combine
  case contain
}

/// What an accessibility element is (`.isButton`, `.isHeader`), as in SwiftUI.
public struct AccessibilityTraits: ExpressibleByArrayLiteral, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The union of `elements`: `[.a, .b]`.
  public init(arrayLiteral elements: AccessibilityTraits...) {
    self.init(rawValue: elements.reduce(0) { $0 | $1.rawValue })
  }
  public static var isButton: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 0) }
  public static var isHeader: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 1) }
  public static var isSelected: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 2) }
  public static var isLink: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 3) }
  public static var isSearchField: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 4) }
  public static var isImage: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 5) }
  public static var playsSound: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 6) }
  public static var isKeyboardKey: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 7) }
  public static var isStaticText: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 8) }
  public static var isSummaryElement: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 9) }
  public static var updatesFrequently: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 10) }
  public static var startsMediaSession: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 11) }
  public static var allowsDirectInteraction: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 12) }
  public static var causesPageTurn: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 13) }
  public static var isModal: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 14) }
  public static var isToggle: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 15) }
  public static var isTabBar: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 16) }
}

/// An action VoiceOver offers, as in SwiftUI.
public enum AccessibilityActionKind: Sendable {
  case `default`
  case escape
  case magicTap
  /// An action of the app's, by name.
  case named

  public init(named name: Text) { self = .named }
}

/// Which way VoiceOver adjusts a value (`accessibilityAdjustableAction`), as in SwiftUI.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment, decrement
}

extension View {
  /// Accepted and ignored.
  public func accessibilityLabel(_ label: some StringProtocol) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityLabel(_ label: Text) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityHint(_ hint: some StringProtocol) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityHint(_ hint: Text) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityValue(_ value: some StringProtocol) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityValue(_ value: Text) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityHidden(_ hidden: Bool) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityIdentifier(_ identifier: String) -> Self { self }
  /// Accepted and ignored.
  public func accessibilitySortPriority(_ sortPriority: Double) -> Self { self }
  /// Accepted and ignored: the action is not run.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> Self { self }
  /// Accepted and ignored: the action is not run.
  public func accessibilityAction(named name: some StringProtocol, _ handler: @escaping () -> Void) -> Self { self }
  /// Accepted and ignored: the action is not run.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> Self { self }
  /// Accepted and ignored: nothing is redacted in a layout.
  public func privacySensitive(_ sensitive: Bool = true) -> Self { self }
  /// Accepted and ignored: the action is not run.
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> Self {
    self
  }
  /// Accepted and ignored: the action is not run.
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityInputLabels(_ labels: [Text]) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self { self }
  /// Accepted and ignored.
  public func accessibilityShowsLargeContentViewer() -> Self { self }
}

/// A heading's level (`accessibilityHeading`), as in SwiftUI.
public enum AccessibilityHeadingLevel: Hashable, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}
