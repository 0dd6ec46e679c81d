/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as in SwiftUI
/// ("GridItem", Apple): its size across the grid, the spacing to the next
/// item, and where cells sit in it.
public struct GridItem: Hashable, Sendable {
  /// How an item takes its length across the grid ("GridItem.Size", Apple).
  public enum Size: Hashable, Sendable {
    /// "A single item with the specified fixed size."
    case fixed(CGFloat)
    /// "The size of the grid with spacing and inflexible items removed,
    /// divided by the number of flexible items, clamped to the provided bounds."
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// "Multiple items in the space of a single flexible item": as many of
    /// at least `minimum` as fit, grown to share the space, up to `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size: the width of a column, the height of a row.
  public var size: Size
  /// The space to the next item (pt); `nil` for the default, 8 pt in the model.
  public var spacing: CGFloat?
  /// Where a cell sits in its place; `nil` is `.center`.
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The most tracks one adaptive item makes: 10,000, far more than a screen holds.
  static let maximumAdaptiveCount = 10_000

  /// One column or row of a grid once sized: its length, the space after it, how cells sit in it.
  struct Track: Equatable {
    var length: CGFloat
    var spacing: CGFloat
    var alignment: Alignment
  }

  /// The tracks `items` make in `length` (pt; `nil` when the grid is
  /// offered nothing across): fixed items take their size; the length left
  /// once they and the spacing are taken is shared evenly among flexible and
  /// adaptive items, a flexible item clamped to its bounds; an adaptive
  /// item's share holds as many tracks of its minimum as fit with its
  /// spacing between them (at least one), each grown to fill the share, up
  /// to its maximum. Offered nothing, a flexible item takes its minimum and
  /// an adaptive one a single track of its minimum.
  static func tracks(_ items: [GridItem], in length: CGFloat?) -> [Track] {
    let length = length.flatMap { $0.isFinite ? $0 : nil }
    var taken: CGFloat = 0
    var shared = 0
    for (index, item) in items.enumerated() {
      if index < items.count - 1 { taken += item.spacing ?? ViewLayout.defaultSpacing }
      switch item.size {
      case .fixed(let size): taken += size
      case .flexible, .adaptive: shared += 1
      }
    }
    let share = length.map { max(0, ($0 - taken) / CGFloat(max(1, shared))) }
    var tracks: [Track] = []
    tracks.reserveCapacity(items.count)
    for item in items {
      let spacing = item.spacing ?? ViewLayout.defaultSpacing
      let alignment = item.alignment ?? .center
      switch item.size {
      case .fixed(let size):
        tracks.append(Track(length: size, spacing: spacing, alignment: alignment))
      case .flexible(let minimum, let maximum):
        let size = min(max(share ?? minimum, minimum), max(minimum, maximum))
        tracks.append(Track(length: size, spacing: spacing, alignment: alignment))
      case .adaptive(let minimum, let maximum):
        let room = max(share ?? minimum, minimum)
        let fits = ((room + spacing) / (minimum + spacing)).rounded(.down)
        let count = Int(min(max(1, fits), CGFloat(maximumAdaptiveCount)))
        let grown = (room - spacing * CGFloat(count - 1)) / CGFloat(count)
        let size = min(max(grown, minimum), max(minimum, maximum))
        for _ in 0..<count { tracks.append(Track(length: size, spacing: spacing, alignment: alignment)) }
      }
    }
    return tracks
  }

  /// The error for an item whose lengths cannot be laid out, or `nil`: a
  /// negative or non-finite size or spacing, an adaptive minimum of 0, a maximum below 0.
  static func check(_ items: [GridItem], view: String, at: ViewLocation) -> ViewLayoutError? {
    for item in items {
      var lengths: [CGFloat] = []
      var maximum: CGFloat = .infinity
      switch item.size {
      case .fixed(let size): lengths = [size]
      case .flexible(let least, let most): lengths = [least]; maximum = most
      case .adaptive(let least, let most):
        lengths = [least]
        maximum = most
        if least == 0 {
          return ViewLayoutError(
            kind: .invalidLength, at: at, view: view, issue: "has an adaptive item of minimum 0",
            advice: "give .adaptive(minimum:) a length above 0")
        }
      }
      if let spacing = item.spacing { lengths.append(spacing) }
      if let bad = lengths.first(where: { !($0.isFinite && $0 >= 0) }) ?? (maximum >= 0 ? nil : maximum) {
        return ViewLayoutError(
          kind: .invalidLength, at: at, view: view, issue: "has a grid item with a length of \(bad)",
          advice: "give grid items finite sizes and spacings of 0 or more")
      }
    }
    return nil
  }
}
