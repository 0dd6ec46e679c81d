import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// Draws a timeline as an SVG picture a person would rather look at than read.
///
/// The upper panel plots the offset along the primary axis over time, with the
/// page boundaries (and layout children, when there are few enough) as
/// gridlines labelled by each layout in force, an offset axis in points, each touch as a grey triangle, and each `updateTarget` call as a
/// hollow orange circle at the proposed target joined to a filled blue circle
/// where the view landed. An event whose call printed has a purple dot at the
/// top of the plot whose tooltip holds the printed lines. The lower strip shows the content as pages (and
/// its children as cards) with the viewport at every resting place (faint) and at the end (solid).
public struct TimelinePlot {
  public var timeline: Timeline
  public var title: String

  public init(timeline: Timeline, title: String) {
    self.timeline = timeline
    self.title = title
  }

  // Geometry of the picture (px).
  static let width = 960.0
  static let left = 90.0
  static let right = 24.0
  static let top = 48.0
  static let plotHeight = 330.0
  static let stripTop = 430.0
  static let stripHeight = 44.0
  static let height = 530.0
  static var plotWidth: Double { width - left - right }

  public var svg: String {
    let axis = timeline.primaryAxis
    let duration = max(timeline.frames.last?.t ?? 0, 0.001)
    let offsets = timeline.frames.map { axis == .horizontal ? $0.x : $0.y }
    let extents = timeline.layouts.map {
      OffsetRange(content: $0.contentSize, container: $0.containerSize, axis: axis).upperBound
    }
    let low = min(0, offsets.min() ?? 0)
    let high = max(extents.max() ?? 0, offsets.max() ?? 0, 1)
    let pad = (high - low) * 0.04 + 1
    let scale = Scale(
      duration: duration, low: low - pad, high: high + pad, left: Self.left, top: Self.top, width: Self.plotWidth,
      height: Self.plotHeight)

    var out = SVGWriter(width: Self.width, height: Self.height)
    // 16 px bold: some 9.5 px a character; a long title is squeezed short of the legend, never under it.
    out.text(
      Self.left, 28, title, class: "title", maximumWidth: Self.legendLeft - Self.left - 16, pixelsPerCharacter: 9.5)
    out.rect(Self.left, Self.top, Self.plotWidth, Self.plotHeight, class: "frame")
    drawGrid(&out, scale: scale, axis: axis)
    drawOffsetAxis(&out, scale: scale, axis: axis)
    drawTimeAxis(&out, scale: scale)
    drawOffsets(&out, scale: scale, offsets: offsets)
    drawEvents(&out, scale: scale, axis: axis)
    drawLegend(&out)
    drawStrip(&out, axis: axis)
    return out.finish()
  }

  /// When each layout ends: the next one's start, or the end of the timeline.
  private func end(of index: Int, duration: Double) -> Double {
    index + 1 < timeline.layouts.count ? timeline.layouts[index + 1].t : duration
  }

  /// Page boundaries for each stretch of time a layout was in force, and the
  /// children. Each stretch labels its own pages at its start, so after a
  /// rotation the labels follow the new layout; a label too close to one
  /// already drawn is left out, the end's label winning over a page's.
  private func drawGrid(_ out: inout SVGWriter, scale: Scale, axis: Axis) {
    for (index, layout) in timeline.layouts.enumerated() {
      let start = scale.x(layout.t)
      let end = scale.x(end(of: index, duration: scale.duration))
      let page = layout.containerSize[axis]
      let maxOffset = OffsetRange(content: layout.contentSize[axis], container: page).upperBound
      if layout.targets.count <= 400 {
        for child in layout.targets where child.min(on: axis) < maxOffset {
          out.line(start, scale.y(child.min(on: axis)), end, scale.y(child.min(on: axis)), class: "child")
        }
      }
      let pages = Int(saturating: (maxOffset / page).rounded(.up))
      // Every page up to 400 pages; beyond, about 16 of them, so a long
      // content cannot make the picture huge. The end, always.
      let step = pages <= 400 ? 1 : max(1, pages / 16)
      var labels: [(y: Double, text: String)] = []
      let endY = scale.y(maxOffset)
      if pages > 0 { labels.append((endY, "end \(NumberText.trimmed(maxOffset))")) }
      for k in Array(stride(from: 0, to: pages, by: step)) + [pages] {
        let offset = min(Double(k) * page, maxOffset)
        let y = scale.y(offset)
        out.line(start, y, end, y, class: offset == maxOffset && k > 0 ? "end" : "page")
        if offset < maxOffset, labels.allSatisfy({ abs($0.y - y) >= Self.labelGap }) {
          labels.append((y, "page \(k)"))
        }
      }
      // Inside the plot at the stretch's start; only when the stretch is wide enough to hold them.
      if end - start >= 60 {
        for label in labels { out.text(start + 4, label.y - 3, label.text, class: "pagelabel") }
      }
      if index > 0 {
        out.line(start, Self.top, start, Self.top + Self.plotHeight, class: "resize")
        // Above the frame, clear of the page labels inside it.
        out.text(
          start + 4, Self.top - 6,
          "resize \(NumberText.trimmed(layout.containerSize.width))×\(NumberText.trimmed(layout.containerSize.height))",
          class: "note")
      }
    }
  }

  /// The closest two labels on an axis may be (px).
  public static let labelGap = 12.0

  /// The offset axis: round values in points, with the axis's name.
  private func drawOffsetAxis(_ out: inout SVGWriter, scale: Scale, axis: Axis) {
    let span = scale.high - scale.low
    let rough = span / 8
    let magnitude = pow(10, (log10(max(rough, 1e-9))).rounded(.down))
    let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
    var value = (scale.low / step).rounded(.up) * step
    while value <= scale.high {
      let y = scale.y(value)
      out.line(Self.left - 5, y, Self.left, y, class: "frame")
      out.text(Self.left - 8, y + 4, NumberText.trimmed(value == 0 ? 0 : value), class: "ylabel")
      value += step
    }
    out.text(
      18, Self.top + Self.plotHeight / 2, "offset \(axis == .horizontal ? "x" : "y") (pt)", class: "yaxis",
      rotate: -90)
  }

  private func drawTimeAxis(_ out: inout SVGWriter, scale: Scale) {
    let step = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60].first { scale.duration / $0 <= 12 } ?? 120
    for tick in stride(from: 0, through: scale.duration, by: step) {
      let x = scale.x(tick)
      out.line(x, Self.top + Self.plotHeight, x, Self.top + Self.plotHeight + 5, class: "frame")
      out.text(x, Self.top + Self.plotHeight + 18, "\(NumberText.trimmed(tick))s", class: "xlabel")
    }
  }

  private func drawOffsets(_ out: inout SVGWriter, scale: Scale, offsets: [Double]) {
    let frames = timeline.frames
    let stride = max(1, frames.count / 4000)
    var points: [(Double, Double)] = []
    for index in Swift.stride(from: 0, to: frames.count, by: stride) {
      points.append((scale.x(frames[index].t), scale.y(offsets[index])))
    }
    if let last = frames.indices.last, last % stride != 0 {
      points.append((scale.x(frames[last].t), scale.y(offsets[last])))
    }
    out.polyline(points, class: "offset")
  }

  private func drawEvents(_ out: inout SVGWriter, scale: Scale, axis: Axis) {
    for event in timeline.events {
      let x = scale.x(event.t)
      switch event.kind {
      case .gestureBegan(let at, _):
        let y = scale.y(at[axis])
        out.polygon([(x - 5, y - 9), (x + 5, y - 9), (x, y - 2)], class: "touch")
      case .updateTarget(let update):
        let proposed = scale.y(update.proposed[axis])
        let landed = scale.y(update.landed[axis])
        out.line(x, proposed, x, landed, class: "jump")
        out.circle(x, proposed, 4.5, class: update.failure == nil ? "proposed" : "failed")
        out.circle(x, landed, 4.5, class: "chosen")
      case .nearEnd:
        out.text(x, Self.top + Self.plotHeight - 6, "near end", class: "note")
      default:
        break
      }
      if !event.log.isEmpty {
        // Colored in place, not by a class: the style sheet of a plot without prints stays as it was.
        out.circle(x, Self.top + 7, 3.5, fill: "#8250df", title: event.log.text)
      }
    }
  }

  /// Where the legend of the marks starts, right of the title (px).
  static var legendLeft: Double { width - right - 330 }

  private func drawLegend(_ out: inout SVGWriter) {
    let x = Self.legendLeft
    let y = 22.0
    out.polygon([(x - 5, y - 9), (x + 5, y - 9), (x, y - 2)], class: "touch")
    out.text(x + 10, y - 2, "touch", class: "legend")
    out.circle(x + 66, y - 6, 4.5, class: "proposed")
    out.text(x + 76, y - 2, "proposed", class: "legend")
    out.circle(x + 156, y - 6, 4.5, class: "chosen")
    out.text(x + 166, y - 2, "chosen (landed)", class: "legend")
    out.line(x + 270, y - 6, x + 300, y - 6, class: "offset")
    out.text(x + 304, y - 2, "offset", class: "legend")
  }

  /// The content as pages, the viewport at each resting place and at the end.
  private func drawStrip(_ out: inout SVGWriter, axis: Axis) {
    guard let layout = timeline.layouts.last else { return }
    let content = max(layout.contentSize[axis], layout.containerSize[axis], 1)
    let scale = Self.plotWidth / content
    let page = layout.containerSize[axis]
    out.text(
      Self.left, Self.stripTop - 10,
      "content along \(axis == .horizontal ? "x" : "y") (\(NumberText.trimmed(layout.contentSize[axis])) pt): pages\(layout.targets.isEmpty || layout.targets.count > 2000 ? "" : ", children") and the viewport at each resting place",
      class: "note")
    var k = 0
    while Double(k) * page < layout.contentSize[axis], k < 2000 {
      let start = Double(k) * page
      let length = min(page, layout.contentSize[axis] - start)
      out.rect(
        Self.left + start * scale, Self.stripTop, length * scale, Self.stripHeight,
        class: k % 2 == 0 ? "cell" : "cell odd")
      k += 1
    }
    // The layout's children, as cards over the pages, when few enough to see.
    if layout.targets.count <= 2000 {
      for child in layout.targets {
        out.rect(
          Self.left + child.min(on: axis) * scale, Self.stripTop + 8, child.size[axis] * scale,
          Self.stripHeight - 16, class: "card")
      }
    }
    // Resting places in the final layout's coordinates only.
    for event in timeline.events where event.t >= layout.t {
      guard case .updateTarget(let update) = event.kind else { continue }
      out.rect(
        Self.left + update.landed[axis] * scale, Self.stripTop - 4, page * scale, Self.stripHeight + 8, class: "visit")
    }
    let final = axis == .horizontal ? timeline.final.x : timeline.final.y
    out.rect(Self.left + final * scale, Self.stripTop - 4, page * scale, Self.stripHeight + 8, class: "viewport")
    out.text(
      Self.left + final * scale, Self.stripTop + Self.stripHeight + 22, "rest at \(NumberText.trimmed(final))",
      class: "legend")
  }
}

/// Maps time and offset to picture coordinates.
private struct Scale {
  let duration: Double
  let low: Double
  let high: Double
  let left: Double
  let top: Double
  let width: Double
  let height: Double

  func x(_ time: Double) -> Double { left + time / duration * width }
  func y(_ offset: Double) -> Double { top + height - (offset - low) / (high - low) * height }
}
