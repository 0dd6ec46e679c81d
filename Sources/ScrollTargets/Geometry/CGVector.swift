import Foundation

#if !canImport(CoreGraphics)
  /// A two-dimensional vector, as Core Graphics defines it on Apple platforms.
  ///
  /// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not `CGVector`;
  /// `ScrollTargetBehaviorContext.velocity` needs it. On Apple platforms the
  /// system type is used instead.
  public struct CGVector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// Creates a vector with integer components.
    public init(dx: Int, dy: Int) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with double components.
    public init(dx: Double, dy: Double) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector(dx: 0, dy: 0)
  }
#endif
