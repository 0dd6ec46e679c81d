import Foundation

/// The resistance a scroll view puts up when dragged past its ends.
///
/// Past an end by `overshoot` pt, the content moves only
/// `(1 - 1 / (overshoot * c / d + 1)) * d`, where `d` is the container's length
/// along the axis and `c = 0.55` UIKit's coefficient. It follows the finger at
/// first (slope `c`) and never gets further than `d`. Source: the formula
/// measured from UIKit and published in its reverse-engineering write-ups
/// (Grant Paul, 2013), the usual model of `UIScrollView`'s bounce.
public enum RubberBand {
  /// UIKit's resistance coefficient.
  public static let coefficient: Double = 0.55

  /// How far content dragged `overshoot` pt past an end actually moves (pt).
  public static func displacement(overshoot: Double, dimension: Double) -> Double {
    guard overshoot > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
  }

  /// The offset shown when the finger would put the content at `offset`, for
  /// valid offsets `0...maxOffset` and a container `dimension` pt long.
  public static func offset(_ offset: Double, maxOffset: Double, dimension: Double) -> Double {
    if offset < 0 { return -displacement(overshoot: -offset, dimension: dimension) }
    if offset > maxOffset { return maxOffset + displacement(overshoot: offset - maxOffset, dimension: dimension) }
    return offset
  }
}
