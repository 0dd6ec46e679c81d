// Accessibility modifiers: what VoiceOver reads and offers. They change
// no frame, so the model keeps the view as it is.

/// How an accessibility element holds its children, as in SwiftUI.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let combine = AccessibilityChildBehavior(name: "combine")
  public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// What an accessibility element is (`.isButton`, `.isHeader`), as in SwiftUI.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// An action VoiceOver offers, as in SwiftUI.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  public static let `default` = AccessibilityActionKind(name: "default")
  public static let escape = AccessibilityActionKind(name: "escape")
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  public init(named name: Text) { self.name = "named" }
  init(name: String) { self.name = name }
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
}
