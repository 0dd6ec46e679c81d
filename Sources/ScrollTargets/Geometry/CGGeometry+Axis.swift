import Foundation

// Axis-generic access to Foundation's geometry types, so that one rule can
// serve both the horizontal and the vertical axis.

extension CGPoint {
  /// The coordinate along `axis`.
  public subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }
}

extension CGSize {
  /// The length along `axis`: `width` for horizontal, `height` for vertical.
  public subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

extension CGVector {
  /// The component along `axis`: `dx` for horizontal, `dy` for vertical.
  public subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? dx : dy }
    set {
      if axis == .horizontal { dx = newValue } else { dy = newValue }
    }
  }
}

extension CGRect {
  /// The smallest coordinate along `axis` (`minX` or `minY`).
  public func min(on axis: Axis) -> CGFloat {
    axis == .horizontal ? minX : minY
  }

  /// The largest coordinate along `axis` (`maxX` or `maxY`).
  public func max(on axis: Axis) -> CGFloat {
    axis == .horizontal ? maxX : maxY
  }

  /// The length along `axis` (`width` or `height`).
  public func length(on axis: Axis) -> CGFloat {
    axis == .horizontal ? width : height
  }
}

extension Int {
  /// `value` rounded toward zero and clamped to ±2^62, and 0 for NaN: a count
  /// or an index derived from an offset, which must never trap the way
  /// `Int(_:)` does on a value that is not finite or too large.
  public init(saturating value: Double) {
    guard !value.isNaN else {
      self = 0
      return
    }
    let limit = Double(1 << 62)
    self = Int(Swift.min(Swift.max(value, -limit), limit))
  }
}
