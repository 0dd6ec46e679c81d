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
      // By priority (`layoutPriority`, highest first), then flexibility: each group is offered what is left
      // after the least its lower-priority siblings need.
      var order: [(index: Int, priority: Double, range: CGFloat, least: CGFloat)] = []
      order.reserveCapacity(children.count)
      for (index, child) in children.enumerated() {
        let least = try size(of: child, offered: offer(0), inner, at: nil)[axis]
        let most = try size(of: child, offered: offer(.infinity), inner, at: nil)[axis]
        order.append((index, child.layoutPriority, most - least, least))
      }
      order.sort {
        ($0.priority, -$0.range, -Double($0.index)) > ($1.priority, -$1.range, -Double($1.index))
      }
      var remaining = length - totalSpacing
      var start = 0
      while start < order.count {
        let priority = order[start].priority
        let end = order[start...].firstIndex { $0.priority != priority } ?? order.count
        let reserved = order[end...].reduce(0) { $0 + $1.least }
        var available = remaining - reserved
        var left = CGFloat(end - start)
        for entry in order[start..<end] {
          let share = max(0, available / left)
          offers[entry.index] = share
          sizes[entry.index] = try size(of: children[entry.index], offered: offer(share), inner, at: nil)
          available -= sizes[entry.index][axis]
          remaining -= sizes[entry.index][axis]
          left -= 1
        }
        start = end
      }
    } else {
      for (index, child) in children.enumerated() {
        sizes[index] = try size(of: child, offered: offer(nil), inner, at: nil)
      }
    }

    var total = CGSize.zero
    total[axis] = max(0, sizes.reduce(totalSpacing) { $0 + $1[axis] })
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
