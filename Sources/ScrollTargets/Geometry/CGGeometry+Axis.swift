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
