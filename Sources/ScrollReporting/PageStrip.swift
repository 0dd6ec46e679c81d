import BehaviorRunning
import Foundation
import ScrollSimulation
import ScrollTargets

/// A one-line picture of the content's pages, or of its children, with the viewport marked.
///
/// ```
/// [0][1][2][3][=4=][5][6][7][8][9]
/// [0][1]…[6][~7~][8]…[38][39]        (long content, viewport between pages)
/// ```
///
/// The pages are the stops of `landsOn(pages)` (``StopLine``): multiples of
/// the container's length, the last flush with the end of the content; the
/// viewport's page is the nearest, numbered as `run`, `simulate` and `check`
/// number it. It reads `=k=` when the offset is within 0.5 pt of the page,
/// `~k~` between pages.
///
/// With children (``init(offset:context:)`` of a context that has targets)
/// the cells are the children, by child number: the marked one is the child
/// whose stop (its leading edge meeting the container's, clamped to the
/// content) is nearest, the first of those that clamp to the same stop, as
/// the words `on stop 2 of 9 (child 2)` name it (``Stops``). It reads `=k=`
/// when the words say the view is on that stop, `~k~` otherwise.
public struct PageStrip: Sendable {
  /// Offset along the axis (pt).
  public var offset: Double
  public var containerLength: Double
  public var contentLength: Double
  /// Each child's stop along the axis (pt), in child order; `nil` or empty: the strip shows pages.
  public var childStops: [Double]?
  /// Strips of more pages than this show the ends and the pages around the viewport.
  public var maximumPages = 16

  public init(offset: Double, containerLength: Double, contentLength: Double) {
    self.offset = offset
    self.containerLength = containerLength
    self.contentLength = contentLength
  }

  /// The strip of `context`'s geometry along its primary axis: its children when it has any, else its pages.
  public init(offset: Double, context: ScrollTargetBehaviorContext) {
    let axis = context.primaryAxis
    self.init(offset: offset, containerLength: context.containerSize[axis], contentLength: context.contentSize[axis])
    let range = context.offsetRange(on: axis)
    childStops = context.targets.map { Double(range.clamp($0.min(on: axis))) }
  }

  public var text: String {
    if let childStops, !childStops.isEmpty { return childText(childStops) }
    guard containerLength > 0 else { return "[]" }
    // The pages are the stops of landsOn(pages), numbered as every command numbers them.
    let pages = StopLine(
      step: containerLength, maxOffset: OffsetRange(content: contentLength, container: containerLength).upperBound)
    let current = pages.nearestIndex(to: offset)
    let aligned = abs(offset - pages.offset(current)) < Tolerance.standard.settle
    return cells(pages.count, current: current, aligned: aligned)
  }

  /// The children's strip: the child whose stop is nearest marked, on it when
  /// ``StopLine/place(of:)`` says so (the words' own test).
  private func childText(_ stops: [Double]) -> String {
    let line = StopLine(offsets: stops.sorted())
    let nearest = line.nearestIndex(to: offset)
    let stop = line.offset(nearest)
    let current = stops.firstIndex { abs($0 - stop) <= Tolerance.standard.distance } ?? 0
    return cells(stops.count, current: current, aligned: line.place(of: offset) == .on(nearest))
  }

  /// `count` cells numbered from 0, `current` marked; the ends and the
  /// neighbourhood of `current` when there are more than ``maximumPages``.
  private func cells(_ count: Int, current: Int, aligned: Bool) -> String {
    func cell(_ index: Int) -> String {
      guard index == current else { return "[\(index)]" }
      return aligned ? "[=\(index)=]" : "[~\(index)~]"
    }
    guard count > maximumPages else { return (0..<count).map(cell).joined() }
    let shown = Set([0, 1, count - 2, count - 1] + Array(max(0, current - 2)...min(count - 1, current + 2)))
    var text = ""
    var previous = -1
    for index in shown.sorted() {
      if index > previous + 1 { text += "…" }
      text += cell(index)
      previous = index
    }
    return text
  }
}
