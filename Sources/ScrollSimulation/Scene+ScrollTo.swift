import ScrollTargets

extension Scene.Layout {
  /// Where a write of the scroll position sends a view now at `current`,
  /// held inside the content; `nil` for a child the layout lacks.
  ///
  /// A child with an anchor has that point of its frame aligned with the
  /// same point of the container, on each axis that scrolls. A child with no
  /// anchor moves the view the least that shows the whole child (its leading
  /// edge when it is longer than the container), as Apple documents for
  /// `ScrollViewProxy.scrollTo(_:anchor:)` with a `nil` anchor. An edge is
  /// the start (`top`, `leading`) or the end (`bottom`, `trailing`) of the
  /// offsets on its axis.
  public func offset(for target: Scenario.ScrollTarget, from current: CGPoint) -> CGPoint? {
    var point = current
    switch target {
    case .offset(let x, let y):
      if let x { point.x = x }
      if let y { point.y = y }
    case .edge(let edge):
      let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
      point[axis] = edge == .top || edge == .leading ? 0 : offsetRange(on: axis).upperBound
    case .child(let index, let anchor):
      guard targets.indices.contains(index) else { return nil }
      let child = targets[index]
      for axis in axes.members {
        let visible = containerSize[axis]
        if let anchor {
          point[axis] = child.min(on: axis) + anchor.component(on: axis) * (child.length(on: axis) - visible)
        } else if child.min(on: axis) < current[axis] || child.length(on: axis) > visible {
          point[axis] = child.min(on: axis)
        } else if child.max(on: axis) > current[axis] + visible {
          point[axis] = child.max(on: axis) - visible
        }
      }
    }
    return clamp(point)
  }
}
