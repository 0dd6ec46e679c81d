import Foundation

/// The smallest differences the model tells apart, named once, in the manner
/// of the `Tolerance` of Flutter's physics library.
///
/// Every comparison of offsets, every settling animation and every guard
/// against rounding noise takes its epsilon from here.
public struct Tolerance: Hashable, Sendable {
  /// Two offsets closer than this are the same place (pt). A hundredth of a
  /// point is far below a pixel, and far above the rounding of an animation
  /// that stops a hair short of its target.
  public var distance: CGFloat
  /// An animation closer than this to its end has settled, and the view is
  /// set on the end exactly (pt): half a point, under a pixel on every iPhone.
  public var settle: CGFloat
  /// Rounding noise: two values derived in different ways from the same
  /// inputs that differ by less than this are equal (pt, or a plain ratio).
  public var rounding: Double

  public init(distance: CGFloat, settle: CGFloat, rounding: Double) {
    self.distance = distance
    self.settle = settle
    self.rounding = rounding
  }

  /// The tolerances the tool uses everywhere: 0.01 pt, 0.5 pt and 1e-9.
  public static let standard = Tolerance(distance: 0.01, settle: 0.5, rounding: 1e-9)
}
