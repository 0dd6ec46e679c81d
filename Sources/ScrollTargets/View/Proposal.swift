/// What a view is offered on each axis (pt): `nil` where its parent leaves the axis open.
struct Proposal {
  var width: CGFloat?
  var height: CGFloat?

  init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}
