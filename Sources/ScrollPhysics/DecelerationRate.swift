import Foundation

/// How fast a released scroll view slows down, as UIKit's `UIScrollView.DecelerationRate`.
///
/// The rate `r` is the fraction of its velocity the content keeps each
/// millisecond: after `n` ms a release at `v` pt/s moves at `v * r^n`. Summing
/// the per-millisecond steps gives the distance it coasts:
/// `d = (v / 1000) * r / (1 - r)` (pt). UIKit's values: `normal` 0.998 (a
/// 1000 pt/s release coasts 499 pt), `fast` 0.99 (the same release coasts 99 pt).
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
  /// The velocity kept per millisecond, in (0, 1).
  public let rawValue: Double

  /// Creates a rate; `nil` unless `0 < rawValue < 1`.
  public init?(rawValue: Double) {
    guard rawValue > 0, rawValue < 1 else { return nil }
    self.rawValue = rawValue
  }

  private init(unchecked rawValue: Double) {
    self.rawValue = rawValue
  }

  /// UIKit's `UIScrollView.DecelerationRate.normal`: 0.998 per ms.
  public static let normal = DecelerationRate(unchecked: 0.998)
  /// UIKit's `UIScrollView.DecelerationRate.fast`: 0.99 per ms.
  public static let fast = DecelerationRate(unchecked: 0.99)

  /// A rate by name (`normal`, `fast`) or by value (`0.995`).
  public init?(named name: String) {
    switch name {
    case "normal": self = .normal
    case "fast": self = .fast
    default:
      guard let value = Double(name) else { return nil }
      self.init(rawValue: value)
    }
  }

  /// The distance (pt) a release at `velocity` (pt/s) coasts before it stops:
  /// `(velocity / 1000) * r / (1 - r)`. Signed like the velocity.
  public func projectedDistance(velocity: Double) -> Double {
    velocity / 1000 * rawValue / (1 - rawValue)
  }

  /// The decay constant `k` (1/s) of the continuous curve
  /// `x(t) = x0 + d * (1 - e^(-k t))` that starts at the release velocity and
  /// coasts exactly ``projectedDistance(velocity:)``: `k = 1000 * (1 - r) / r`.
  /// About 2.004/s for `normal` and 10.1/s for `fast`.
  public var decayConstant: Double {
    1000 * (1 - rawValue) / rawValue
  }

  public var description: String {
    switch self {
    case .normal: "normal"
    case .fast: "fast"
    default: "\(rawValue)"
    }
  }
}
