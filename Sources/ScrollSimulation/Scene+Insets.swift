import Foundation
import ScrollTargets

extension Scene {
  /// What `containerRelativeFrame` divides, where Apple does not say: the
  /// model's one choice (``ViewLayout/RelativeFrames``), which a view file's
  /// layout and a scene of numbers both follow.
  ///
  /// Apple documents the length as the container's "minus any safe area
  /// insets", so `safeAreaPadding` (which adds to the safe area) shrinks it;
  /// whether `contentMargins` do is not documented. `lessMargins`, the
  /// model's choice, takes them away too: margins inset the content as the
  /// safe area does (Apple's `contentMargins` documentation: "the safe area
  /// plus" the margins), and WWDC23's "Beyond scroll views" sizes one hero
  /// card per screen with `containerRelativeFrame` inside
  /// `contentMargins`. `ignoringMargins` is the alternative: the margins
  /// stay in the length, so a card of `count: 1` is as wide as the screen
  /// less its safe area, and overflows the margins.
  public typealias RelativeFrames = ViewLayout.RelativeFrames

  /// All the insets between the screen's bounds and the container: the
  /// safe area, its padding and the content's margins, edge by edge.
  public func insets(on screen: Screen) -> EdgeInsets {
    screen.safeAreaInsets.adding(safeAreaPadding).adding(contentMargins)
  }

  /// The insets the scene adds to any screen's safe area: the safe area's padding and the margins.
  public var addedInsets: EdgeInsets { safeAreaPadding.adding(contentMargins) }

  /// The length `containerRelativeFrame` divides on the primary axis, for a
  /// container of `container` (see ``RelativeFrames``).
  public func relativeLength(forContainer container: CGSize) -> Double {
    switch relativeFrames {
    case .lessMargins: container[primaryAxis]
    case .ignoringMargins: container[primaryAxis] + contentMargins[primaryAxis]
    }
  }

  /// Makes the container `size`: a screen with no safe area whose bounds
  /// are `size` and the scene's padding and margins.
  public mutating func setContainer(_ size: CGSize) {
    let added = addedInsets
    screen = Screen(bounds: CGSize(width: size.width + added[.horizontal], height: size.height + added[.vertical]))
  }
}

extension EdgeInsets {
  /// These insets and `other`, edge by edge.
  public func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom,
      trailing: trailing + other.trailing)
  }
}
