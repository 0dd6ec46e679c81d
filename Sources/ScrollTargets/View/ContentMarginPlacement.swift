/// Where `contentMargins` apply, as in SwiftUI.
///
/// Apple's documentation ("ContentMarginPlacement"): `.scrollContent` insets a
/// scroll view's content but not its indicators, `.scrollIndicators` the
/// indicators but not the content, `.automatic` both.
public struct ContentMarginPlacement: Hashable, Sendable {
  let kind: Kind

  enum Kind: Hashable, Sendable {
    case automatic, scrollContent, scrollIndicators
  }

  public static let automatic = ContentMarginPlacement(kind: .automatic)
  public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
  public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}
