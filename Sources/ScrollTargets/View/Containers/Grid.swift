/// A grid of rows and columns, as in SwiftUI ("Grid", Apple): each
/// `GridRow` puts its views in successive columns; a column is as wide as
/// its widest cell and a row as tall as its tallest one; a view given
/// instead of a `GridRow` makes a row that spans all the columns ("Grid",
/// "Multicolumn cells"). Cells sit in their place by `alignment` (a row's
/// own vertical alignment wins); `horizontalSpacing` and `verticalSpacing`
/// are 8 pt when `nil` (the model's reading, as for stacks).
///
/// Offered a length, the grid shares it among its columns (or rows) as a
/// stack shares its length among its children, a column's flexibility
/// being that of its cells together: the least flexible first, each
/// offered an even share of what is left. Offered nothing, each column
/// takes its widest cell's ideal width. Spanning rows do not size columns.
public struct Grid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let at: ViewLocation

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    for spacing in [horizontalSpacing, verticalSpacing].compactMap({ $0 }) where !(spacing.isFinite && spacing >= 0) {
      throw ViewLayoutError(
        kind: .invalidLength, at: at, view: "Grid", issue: "has a spacing of \(spacing)",
        advice: "give a finite spacing of 0 or more")
    }
    let rows = ViewNode.siblings([try ViewNode.make(content)]).map { node -> GridTable.Row in
      if case .layout(let layout) = node, let row = layout as? GridRowCells {
        return GridTable.Row(cells: row.cells, spanning: false, alignment: row.alignment)
      }
      return GridTable.Row(cells: [node], spanning: true, alignment: nil)
    }
    return .layout(
      GridTable(
        rows: rows, alignment: alignment,
        spacing: CGSize(
          width: horizontalSpacing ?? ViewLayout.defaultSpacing, height: verticalSpacing ?? ViewLayout.defaultSpacing),
        at: at))
  }
}

/// A row of a `Grid`, as in SwiftUI ("GridRow", Apple): its views are the
/// row's cells, one to a column. Outside a grid it is laid out as an `HStack`.
public struct GridRow<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let alignment: VerticalAlignment?

  /// `alignment` places the row's cells vertically; `nil` takes the grid's.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.alignment = alignment
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(GridRowCells(cells: ViewNode.siblings([try ViewNode.make(content)]), alignment: alignment))
  }
}

/// A `GridRow`'s cells, which the grid around them reads; alone, a row of them.
struct GridRowCells: NodeLayout {
  var cells: [ViewNode]
  var alignment: VerticalAlignment?
  var firstLocation: ViewLocation? { cells.lazy.compactMap(\.firstLocation).first }
  var children: [ViewNode] { cells }

  func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
    throws(ViewLayoutError) -> CGSize
  {
    let row = ViewNode.Stack(
      axis: .horizontal, alignment: (alignment ?? .center).fraction, spacing: nil, at: firstLocation)
    return try pass.stack(row, cells, proposal, context, at: origin)
  }
}

/// The layout of a `Grid`.
struct GridTable: NodeLayout {
  struct Row {
    var cells: [ViewNode]
    /// A view given in place of a `GridRow`, across all the columns.
    var spanning: Bool
    var alignment: VerticalAlignment?
  }

  var rows: [Row]
  var alignment: Alignment
  /// Between columns (`width`) and between rows (`height`), pt.
  var spacing: CGSize
  var at: ViewLocation
  var firstLocation: ViewLocation? { at }
  var children: [ViewNode] { rows.flatMap(\.cells) }

  var columnCount: Int { rows.lazy.filter { !$0.spanning }.map(\.cells.count).max() ?? 0 }

  /// Lengths for `count` tracks sharing `length` (less `spacing` between them) as a stack shares its
  /// length: by flexibility (`ranges`, the least and the most each takes), the least flexible first, each
  /// offered an even share of what is left and taking what `measure` says it takes of that share.
  static func share(
    _ length: CGFloat, spacing: CGFloat, ranges: [(least: CGFloat, most: CGFloat)],
    measure: (Int, CGFloat) throws(ViewLayoutError) -> CGFloat
  ) throws(ViewLayoutError) -> [CGFloat] {
    let order = ranges.indices.sorted {
      (ranges[$0].most - ranges[$0].least, $0) < (ranges[$1].most - ranges[$1].least, $1)
    }
    var lengths = [CGFloat](repeating: 0, count: ranges.count)
    var remaining = length - spacing * CGFloat(max(0, ranges.count - 1))
    var left = CGFloat(ranges.count)
    for index in order {
      let taken = try measure(index, max(0, remaining / left))
      lengths[index] = taken
      remaining -= taken
      left -= 1
    }
    return lengths
  }

  /// The columns' widths and the rows' heights for `proposal`.
  func tracks(_ pass: LayoutPass, _ proposal: Proposal, _ context: LayoutContext)
    throws(ViewLayoutError) -> (columns: [CGFloat], rows: [CGFloat])
  {
    let count = columnCount
    func cellWidth(_ cell: ViewNode, _ width: CGFloat?) throws(ViewLayoutError) -> CGFloat {
      try pass.size(of: cell, offered: Proposal(width: width, height: nil), context, at: nil).width
    }
    func columnWidth(_ column: Int, _ width: CGFloat?) throws(ViewLayoutError) -> CGFloat {
      var widest: CGFloat = 0
      for row in rows where !row.spanning && column < row.cells.count {
        widest = max(widest, try cellWidth(row.cells[column], width))
      }
      return widest
    }
    var columns: [CGFloat] = []
    if let width = proposal.width, width.isFinite {
      var ranges: [(least: CGFloat, most: CGFloat)] = []
      for column in 0..<count { ranges.append((try columnWidth(column, 0), try columnWidth(column, .infinity))) }
      columns = try Self.share(width, spacing: spacing.width, ranges: ranges) { column, share throws(ViewLayoutError) in
        try columnWidth(column, share)
      }
    } else {
      for column in 0..<count { columns.append(try columnWidth(column, nil)) }
    }
    let across = Self.total(columns, spacing.width)
    let spanWidth = count == 0 ? proposal.width : across
    func rowHeight(_ row: Row, _ height: CGFloat?) throws(ViewLayoutError) -> CGFloat {
      var tallest: CGFloat = 0
      for (column, cell) in row.cells.enumerated() {
        let width = row.spanning ? spanWidth : columns[column]
        tallest = max(
          tallest, try pass.size(of: cell, offered: Proposal(width: width, height: height), context, at: nil).height)
      }
      return tallest
    }
    var heights: [CGFloat] = []
    if let height = proposal.height, height.isFinite {
      var ranges: [(least: CGFloat, most: CGFloat)] = []
      for row in rows { ranges.append((try rowHeight(row, 0), try rowHeight(row, .infinity))) }
      heights = try Self.share(height, spacing: spacing.height, ranges: ranges) {
        index, share throws(ViewLayoutError) in
        try rowHeight(rows[index], share)
      }
    } else {
      for row in rows { heights.append(try rowHeight(row, nil)) }
    }
    return (columns, heights)
  }

  /// The lengths with `spacing` between them.
  static func total(_ lengths: [CGFloat], _ spacing: CGFloat) -> CGFloat {
    lengths.isEmpty ? 0 : lengths.reduce(0, +) + spacing * CGFloat(lengths.count - 1)
  }

  func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
    throws(ViewLayoutError) -> CGSize
  {
    guard !rows.isEmpty else { return .zero }
    var inner = context
    inner.stackAxis = nil
    inner.fixedAxes = []
    if inner.targets == .marked || inner.targets == .inside(childRecorded: true) {
      inner.targets = .inside(childRecorded: false)
    }
    let (columns, heights) = try tracks(pass, proposal, inner)
    var spanWidth = Self.total(columns, spacing.width)
    if columns.isEmpty {
      // Spanning rows alone: as wide as the widest of them.
      for (row, height) in zip(rows, heights) {
        for cell in row.cells {
          let size = try pass.size(of: cell, offered: Proposal(width: proposal.width, height: height), inner, at: nil)
          spanWidth = max(spanWidth, size.width)
        }
      }
    }
    let total = CGSize(width: spanWidth, height: Self.total(heights, spacing.height))
    guard let origin else { return total }

    let recordsChildren = context.targets == .marked
    var y = origin.y
    for (row, height) in zip(rows, heights) {
      var x = origin.x
      for (column, cell) in row.cells.enumerated() {
        let width = row.spanning ? spanWidth : columns[column]
        let offer = Proposal(width: width, height: height)
        let size = try pass.size(of: cell, offered: offer, inner, at: nil)
        let vertical = row.alignment?.fraction ?? alignment.vertical.fraction
        let point = CGPoint(
          x: x + (width - size.width) * alignment.horizontal.fraction, y: y + (height - size.height) * vertical)
        var placed = inner
        if recordsChildren {
          pass.targets.append(CGRect(origin: point, size: size))
          placed.targets = .inside(childRecorded: true)
        }
        _ = try pass.size(of: cell, offered: offer, placed, at: point)
        x += width + spacing.width
      }
      y += height + spacing.height
    }
    return total
  }
}

extension View {
  /// Accepted and ignored: the cells of a column keep the grid's alignment.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> Self { self }
  /// Accepted and ignored: the cell keeps the grid's alignment.
  public func gridCellAnchor(_ anchor: UnitPoint) -> Self { self }
  /// Accepted; the model lays the cell out in one column (docs/views.md, "Grids").
  public func gridCellColumns(_ count: Int) -> Self { self }
  /// Accepted; the model sizes its row and column by the cell as by any other.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> Self { self }
}
