import Foundation

/// UIKit's haptic feedback, as a carousel's file calls it when a card snaps
/// into place: `UIImpactFeedbackGenerator(style: .light).impactOccurred()`.
/// There is no device here to tap, so preparing and every occurrence do
/// nothing; a file that holds a generator in its state compiles and lays out
/// as it does in an app.
open class UIFeedbackGenerator {
  public init() {}

  /// Readies the generator; does nothing here.
  open func prepare() {}
}

/// Feedback for a collision or a snap, in one of five weights.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The weight of an impact.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
  }

  public override convenience init() { self.init(style: .medium) }

  /// An impact; nothing happens here.
  public func impactOccurred() {}

  /// An impact of `intensity`, from 0 to 1; nothing happens here.
  public func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a change of selection (a picker's wheel, a page turned).
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// A change of selection; nothing happens here.
  public func selectionChanged() {}
}

/// Feedback for a task that succeeded, warned or failed.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome the feedback tells.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// A notification of `type`; nothing happens here.
  public func notificationOccurred(_ type: FeedbackType) {}
}
