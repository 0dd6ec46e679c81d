import Foundation

/// Estimates the release velocity of a drag from its touch samples.
///
/// The estimate is the slope of a least-squares line through the samples of
/// the last ``horizon`` seconds (at most ``maximumSamples``), as Flutter's and
/// Android's velocity trackers do (they fit over 100 ms and 20 samples).
/// Fewer than two recent samples give zero. Positions in pt, times in s,
/// velocity in pt/s.
public struct VelocityTracker: Sendable {
  /// How far back samples count (s).
  public static let horizon: Double = 0.1
  /// The most samples that count.
  public static let maximumSamples = 20

  private var samples: [(time: Double, position: Double)] = []

  public init() {}

  /// Records the finger at `position` at `time`. Times must not decrease.
  public mutating func add(time: Double, position: Double) {
    samples.append((time, position))
    if samples.count > Self.maximumSamples { samples.removeFirst(samples.count - Self.maximumSamples) }
  }

  /// The estimated velocity at the last sample (pt/s).
  public var velocity: Double {
    guard let last = samples.last else { return 0 }
    let recent = samples.filter { last.time - $0.time <= Self.horizon }
    guard recent.count >= 2 else { return 0 }
    let count = Double(recent.count)
    let meanTime = recent.reduce(0) { $0 + $1.time } / count
    let meanPosition = recent.reduce(0) { $0 + $1.position } / count
    var covariance = 0.0
    var variance = 0.0
    for sample in recent {
      covariance += (sample.time - meanTime) * (sample.position - meanPosition)
      variance += (sample.time - meanTime) * (sample.time - meanTime)
    }
    return variance > 0 ? covariance / variance : 0
  }
}
