/// Which way up a device is held.
public enum Orientation: String, CaseIterable, Hashable, Sendable {
  /// The home indicator at the bottom of the long side: bounds taller than wide.
  case portrait
  /// Turned a quarter: bounds wider than tall, the sensor housing on the left or right.
  case landscape

  /// The other orientation: what a `rotate` step turns the device to.
  public var rotated: Orientation {
    self == .portrait ? .landscape : .portrait
  }
}
