/// Whether a scroll view shows its indicators, as in SwiftUI; the model has none.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  public var name: String

  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}
