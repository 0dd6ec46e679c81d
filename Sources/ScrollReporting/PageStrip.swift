import Foundation
import ScrollSimulation
import ScrollTargets

/// A one-line picture of the content's pages with the viewport marked.
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
public struct PageStrip: Sendable {
  /// Offset along the axis (pt).
  public var offset: Double
  public var containerLength: Double
  public var contentLength: Double
  /// Strips of more pages than this show the ends and the pages around the viewport.
  public var maximumPages = 16

  public init(offset: Double, containerLength: Double, contentLength: Double) {
    self.offset = offset
    self.containerLength = containerLength
    self.contentLength = contentLength
  }

  public var text: String {
    guard containerLength > 0 else { return "[]" }
    // The pages are the stops of landsOn(pages), numbered as every command numbers them.
    let pages = StopLine(
      step: containerLength, maxOffset: OffsetRange(content: contentLength, container: containerLength).upperBound)
    let pageCount = pages.count
    let current = pages.nearestIndex(to: offset)
    let aligned = abs(offset - pages.offset(current)) < Tolerance.standard.settle
    func cell(_ page: Int) -> String {
      guard page == current else { return "[\(page)]" }
      return aligned ? "[=\(page)=]" : "[~\(page)~]"
    }
    guard pageCount > maximumPages else { return (0..<pageCount).map(cell).joined() }
    let shown = Set(
      [0, 1, pageCount - 2, pageCount - 1] + Array(max(0, current - 2)...min(pageCount - 1, current + 2)))
    var text = ""
    var previous = -1
    for page in shown.sorted() {
      if page > previous + 1 { text += "…" }
      text += cell(page)
      previous = page
    }
    return text
  }
}
