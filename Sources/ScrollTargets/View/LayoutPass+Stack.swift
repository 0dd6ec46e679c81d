extension LayoutPass {
  /// A stack: each child offered a share of the stack's length along its
  /// axis, the spacing between them, aligned across it.
  ///
  /// Offered a length, the stack shares it out as SwiftUI does: the least
  /// flexible child first (the difference between its size offered nothing
  /// and offered everything), each offered an even share of what is left.
  /// Offered nothing (a scroll view's scrolling axis), each child takes its
  /// ideal size.
  func stack(
    _ stack: ViewNode.Stack, _ children: [ViewNode], _ proposal: Proposal, _ context: LayoutContext,
    at origin: CGPoint?
  ) throws(ViewLayoutError) -> CGSize {
    guard !children.isEmpty else { return .zero }
    let axis = stack.axis
    let cross = axis.cross
    let spacing = stack.spacing ?? ViewLayout.defaultSpacing
    let totalSpacing = spacing * CGFloat(children.count - 1)
    var inner = context
    inner.stackAxis = axis
    inner.fixedAxes = []
    if inner.targets == .marked || inner.targets == .inside(childRecorded: true) {
      inner.targets = .inside(childRecorded: false)
    }
    func offer(_ length: CGFloat?) -> Proposal {
      var offer = Proposal(width: nil, height: nil)
      offer[axis] = length
      offer[cross] = proposal[cross]
      return offer
    }

    var sizes = [CGSize](repeating: .zero, count: children.count)
    var offers = [CGFloat?](repeating: nil, count: children.count)
    if let length = proposal[axis] {
      var flexibility: [(index: Int, range: CGFloat)] = []
      flexibility.reserveCapacity(children.count)
      for (index, child) in children.enumerated() {
        let least = try size(of: child, offered: offer(0), inner, at: nil)[axis]
        let most = try size(of: child, offered: offer(.infinity), inner, at: nil)[axis]
        flexibility.append((index, most - least))
      }
      flexibility.sort { $0.range < $1.range || ($0.range == $1.range && $0.index < $1.index) }
      var remaining = length - totalSpacing
      var left = CGFloat(children.count)
      for (index, _) in flexibility {
        let share = max(0, remaining / left)
        offers[index] = share
        sizes[index] = try size(of: children[index], offered: offer(share), inner, at: nil)
        remaining -= sizes[index][axis]
        left -= 1
      }
    } else {
      for (index, child) in children.enumerated() {
        sizes[index] = try size(of: child, offered: offer(nil), inner, at: nil)
      }
    }

    var total = CGSize.zero
    total[axis] = sizes.reduce(totalSpacing) { $0 + $1[axis] }
    total[cross] = sizes.reduce(0) { max($0, $1[cross]) }
    guard let origin else { return total }

    let recordsChildren = context.targets == .marked
    var position = origin[axis]
    for (index, child) in children.enumerated() {
      var childOrigin = CGPoint.zero
      childOrigin[axis] = position
      childOrigin[cross] = origin[cross] + (total[cross] - sizes[index][cross]) * stack.alignment
      var placed = inner
      if recordsChildren {
        targets.append(CGRect(origin: childOrigin, size: sizes[index]))
        placed.targets = .inside(childRecorded: true)
      }
      _ = try size(of: child, offered: offer(offers[index]), placed, at: childOrigin)
      position += sizes[index][axis] + spacing
    }
    return total
  }
}
