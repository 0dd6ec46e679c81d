/// A grid that grows downwards, as in SwiftUI ("LazyVGrid", Apple): its
/// columns are sized by its `GridItem`s across the width it is offered
/// (``GridItem/tracks(_:in:)``); its views fill the first row from the
/// leading edge, then the next; a row is as tall as its tallest cell
/// (Apple's "GridItem" says a lazy grid sizes the lines it makes by their
/// largest cell); `spacing` (8 pt when `nil`, the model's reading) is
/// between rows. Each cell is offered its column's width and no height, and
/// sits in its place by its item's alignment (`.center` by default).
///
/// The model's readings: the grid takes the width it is offered and sets
/// its columns in it by `alignment`; marked `scrollTargetLayout()`, its
/// cells (and its sections' headers and footers) are the targets, as a
/// stack's children are: Apple documents the modifier for stacks and does
/// not say what a grid's targets are.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let grid: LazyGridLayout.Setup

  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.grid = LazyGridLayout.Setup(
      name: "LazyVGrid", axis: .vertical, items: columns, alignment: alignment.fraction, spacing: spacing,
      at: ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try grid.node(content) }
}

/// A grid that grows towards the trailing edge, as in SwiftUI ("LazyHGrid",
/// Apple): a `LazyVGrid` turned on its side. Its rows are sized by its
/// `GridItem`s across the height it is offered; its views fill the first
/// column from the top, then the next; a column is as wide as its widest
/// cell ("GridItem", Apple); `spacing` is between columns.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let grid: LazyGridLayout.Setup

  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.grid = LazyGridLayout.Setup(
      name: "LazyHGrid", axis: .horizontal, items: rows, alignment: alignment.fraction, spacing: spacing,
      at: ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try grid.node(content) }
}

/// The layout of a lazy grid. `axis` is the one it grows along (vertical
/// for `LazyVGrid`); its tracks (columns of a `LazyVGrid`) lie across it,
/// and its lines (rows of a `LazyVGrid`) follow one another along it.
struct LazyGridLayout: NodeLayout {
  var axis: Axis
  var items: [GridItem]
  /// Where the tracks sit across the grid when they do not fill it: 0 leading or top, 1 trailing or bottom.
  var alignment: CGFloat
  /// The space between lines (pt).
  var spacing: CGFloat
  var cells: [ViewNode]
  var at: ViewLocation
  var firstLocation: ViewLocation? { at }
  var children: [ViewNode] { cells }

  /// What an initializer was given, checked when the tree is made.
  struct Setup {
    var name: String
    var axis: Axis
    var items: [GridItem]
    var alignment: CGFloat
    var spacing: CGFloat?
    var at: ViewLocation

    func node(_ content: some View) throws(ViewLayoutError) -> ViewNode {
      if let spacing, !(spacing.isFinite && spacing >= 0) {
        throw ViewLayoutError(
          kind: .invalidLength, at: at, view: name, issue: "has a spacing of \(spacing)",
          advice: "give a finite spacing of 0 or more")
      }
      if let error = GridItem.check(items, view: name, at: at) { throw error }
      return .layout(
        LazyGridLayout(
          axis: axis, items: items, alignment: alignment, spacing: spacing ?? ViewLayout.defaultSpacing,
          cells: ViewNode.siblings([try ViewNode.make(content)]), at: at))
    }
  }

  /// A line of the grid: cells side by side, one to a track, or a section's header or footer across it.
  enum Line {
    case cells(Range<Int>)
    case banner(Int)
  }

  /// The cells in lines: a line ends when its tracks are full, before a header or footer, and before a
  /// section's first cell.
  func lines(tracks: Int) -> [Line] {
    var lines: [Line] = []
    var start: Int? = nil
    for (index, cell) in cells.enumerated() {
      let part = cell.sectionPart
      if let first = start, part != nil || index - first == tracks {
        lines.append(.cells(first..<index))
        start = nil
      }
      if let part, part != .start {
        lines.append(.banner(index))
      } else if start == nil {
        start = index
      }
    }
    if let first = start { lines.append(.cells(first..<cells.count)) }
    return lines
  }

  func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
    throws(ViewLayoutError) -> CGSize
  {
    guard !cells.isEmpty else { return .zero }
    let cross = axis.cross
    var inner = context
    inner.stackAxis = nil
    inner.fixedAxes = []
    if inner.targets == .marked || inner.targets == .inside(childRecorded: true) {
      inner.targets = .inside(childRecorded: false)
    }
    let tracks = GridItem.tracks(items, in: proposal[cross])
    let tracksLength = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
    let across = proposal[cross].flatMap { $0.isFinite ? $0 : nil } ?? tracksLength
    func offer(_ length: CGFloat) -> Proposal {
      var offer = Proposal(width: nil, height: nil)
      offer[cross] = length
      return offer
    }

    // Each line's cells measured, the line as long as its longest cell.
    let lines = lines(tracks: tracks.count)
    var sizes = [CGSize](repeating: .zero, count: cells.count)
    var lengths: [CGFloat] = []
    lengths.reserveCapacity(lines.count)
    for line in lines {
      switch line {
      case .cells(let range):
        var longest: CGFloat = 0
        for (track, index) in zip(tracks, range) {
          sizes[index] = try pass.size(of: cells[index], offered: offer(track.length), inner, at: nil)
          longest = max(longest, sizes[index][axis])
        }
        lengths.append(longest)
      case .banner(let index):
        sizes[index] = try pass.size(of: cells[index], offered: offer(across), inner, at: nil)
        lengths.append(sizes[index][axis])
      }
    }
    var total = CGSize.zero
    total[axis] = lengths.reduce(0, +) + spacing * CGFloat(lines.count - 1)
    total[cross] = across
    guard let origin else { return total }

    let recordsChildren = context.targets == .marked
    func place(_ index: Int, _ offered: Proposal, in slot: CGRect, _ fractions: CGPoint) throws(ViewLayoutError) {
      let size = sizes[index]
      let point = CGPoint(
        x: slot.minX + (slot.width - size.width) * fractions.x, y: slot.minY + (slot.height - size.height) * fractions.y
      )
      var placed = inner
      if recordsChildren {
        pass.targets.append(CGRect(origin: point, size: size))
        placed.targets = .inside(childRecorded: true)
      }
      _ = try pass.size(of: cells[index], offered: offered, placed, at: point)
    }
    var position = origin[axis]
    let start = origin[cross] + (across - tracksLength) * alignment
    for (line, length) in zip(lines, lengths) {
      switch line {
      case .cells(let range):
        var trackStart = start
        for (track, index) in zip(tracks, range) {
          var slot = CGRect.zero
          slot.origin[axis] = position
          slot.origin[cross] = trackStart
          slot.size[axis] = length
          slot.size[cross] = track.length
          let fractions = CGPoint(
            x: track.alignment.fraction(on: .horizontal), y: track.alignment.fraction(on: .vertical))
          try place(index, offer(track.length), in: slot, fractions)
          trackStart += track.length + track.spacing
        }
      case .banner(let index):
        var slot = CGRect.zero
        slot.origin[axis] = position
        slot.origin[cross] = origin[cross]
        slot.size[axis] = length
        slot.size[cross] = across
        var fractions = CGPoint.zero
        fractions[cross] = alignment
        try place(index, offer(across), in: slot, fractions)
      }
      position += length + spacing
    }
    return total
  }
}
