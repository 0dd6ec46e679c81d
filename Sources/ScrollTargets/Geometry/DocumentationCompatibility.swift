import Foundation

// Members that Apple's `ScrollTargetBehavior` documentation uses in its grid
// example (`target.rect.x.round(toMultipleOf: …)`) but that Foundation does not
// define. With them, that example compiles here as printed.

extension CGRect {
  /// The origin's x coordinate; setting it moves the rectangle.
  public var x: CGFloat {
    get { origin.x }
    set { origin.x = newValue }
  }

  /// The origin's y coordinate; setting it moves the rectangle.
  public var y: CGFloat {
    get { origin.y }
    set { origin.y = newValue }
  }
}

extension CGFloat {
  /// Rounds to the nearest multiple of `multiple`, halves away from zero.
  ///
  /// A zero, negative-zero or non-finite `multiple` leaves the value unchanged,
  /// so a container narrower than 5 pt does not turn the grid example's offset
  /// into NaN. Example: `(104 as CGFloat).round(toMultipleOf: 39)` gives `117`.
  public mutating func round(toMultipleOf multiple: CGFloat) {
    self = rounded(toMultipleOf: multiple)
  }

  /// The nearest multiple of `multiple`, halves away from zero. See ``round(toMultipleOf:)``.
  public func rounded(toMultipleOf multiple: CGFloat) -> CGFloat {
    guard multiple != 0, multiple.isFinite else { return self }
    return (self / multiple).rounded(.toNearestOrAwayFromZero) * multiple
  }
}
