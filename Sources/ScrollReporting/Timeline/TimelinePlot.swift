import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// Draws a timeline as an SVG picture a person would rather look at than read.
///
/// The upper panel plots the offset along the primary axis over time, with
/// the stops of each layout in force as gridlines (each child's stop,
/// `child N`, when the scene has children, else the pages, `page N`), an
/// offset axis in points, each touch as a grey triangle, and each `updateTarget` call as a
/// hollow orange circle at the proposed target joined to a filled blue circle
/// where the view landed. An event whose call printed has a purple dot at the
/// top of the plot whose tooltip holds the printed lines. The lower strip shows the content as its
/// children (numbered cards) or, without children, as pages, with the viewport at every resting place
/// (faint) and at the end (solid).
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

  /// The stops of each stretch of time a layout was in force as gridlines,
  /// in the scene's own words (``Stops/words(for:in:)``): with layout
  /// children, each child's stop (its leading edge meeting the container's,
  /// clamped to the content: ``Stops/children(_:)``) labelled `child N`;
  /// without, the pages, `page N`. A stretch draws its own layout's stops
  /// and labels them at its start, so after a rotation the lines and labels
  /// follow the new layout. The end of the content is a dashed line labelled
  /// `end M` (`child N · end M` when it is a child's stop); a label too close
  /// to one already drawn is left out, the end's label winning.
  private func drawGrid(_ out: inout SVGWriter, scale: Scale, axis: Axis) {
    for (index, layout) in timeline.layouts.enumerated() {
      let start = scale.x(layout.t)
      let end = scale.x(end(of: index, duration: scale.duration))
      let maxOffset = OffsetRange(content: layout.contentSize[axis], container: layout.containerSize[axis]).upperBound
      let context = layout.context(axis: axis)
      let stops: Stops = layout.targets.isEmpty ? .pages : .children(nil)
      let line = stops.line(in: context)
      func isEnd(_ offset: Double) -> Bool { maxOffset > 0 && abs(offset - maxOffset) <= Tolerance.standard.distance }
      // Every stop up to 400 of them; beyond, about 16, so a long content
      // cannot make the picture huge. The end, always.
      let step = line.count <= 400 ? 1 : max(1, line.count / 16)
      var labels: [(y: Double, text: String)] = []
      if maxOffset > 0 {
        let last = line.count - 1
        let named = stops != .pages && last >= 0 && isEnd(line.offset(last))
        let name = named ? "\(stops.name(ofStop: last, on: line, in: context)) · " : ""
        labels.append((scale.y(maxOffset), "\(name)end \(NumberText.trimmed(maxOffset))"))
      }
      for k in stride(from: 0, to: line.count, by: step) where !isEnd(line.offset(k)) {
        let y = scale.y(line.offset(k))
        out.line(start, y, end, y, class: "stop")
        if line.offset(k) < maxOffset, labels.allSatisfy({ abs($0.y - y) >= Self.labelGap }) {
          labels.append((y, stops.name(ofStop: k, on: line, in: context)))
        }
      }
      if maxOffset > 0 { out.line(start, scale.y(maxOffset), end, scale.y(maxOffset), class: "end") }
      // Inside the plot at the stretch's start; only when the stretch is wide enough to hold them.
      if end - start >= 60 {
        for label in labels { out.text(start + 4, label.y - 3, label.text, class: "stoplabel") }
      }
      if index > 0 {
        out.line(start, Self.top, start, Self.top + Self.plotHeight, class: "resize")
        // Above the frame, clear of the labels inside it.
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

  /// The content as the final layout's children (cards, numbered where
  /// there is room) or, without children, its pages; the viewport at each
  /// resting place and at the end.
  private func drawStrip(_ out: inout SVGWriter, axis: Axis) {
    guard let layout = timeline.layouts.last else { return }
    let length = layout.contentSize[axis]
    let content = max(length, layout.containerSize[axis], 1)
    let scale = Self.plotWidth / content
    let page = layout.containerSize[axis]
    let children = layout.targets
    let parts =
      children.isEmpty ? "pages" : children.count > 2000 ? "\(children.count) children" : "children"
    out.text(
      Self.left, Self.stripTop - 10,
      "content along \(axis == .horizontal ? "x" : "y") (\(NumberText.trimmed(length)) pt): \(parts) and the viewport at each resting place",
      class: "note")
    if children.isEmpty {
      var k = 0
      while Double(k) * page < length, k < 2000 {
        let start = Double(k) * page
        out.rect(
          Self.left + start * scale, Self.stripTop, min(page, length - start) * scale, Self.stripHeight,
          class: k % 2 == 0 ? "cell" : "cell odd")
        k += 1
      }
    } else {
      out.rect(Self.left, Self.stripTop, length * scale, Self.stripHeight, class: "cell")
    }
    // The children as cards, when few enough to see; each numbered when its card holds the number.
    if children.count <= 2000 {
      for (index, child) in children.enumerated() {
        let x = Self.left + child.min(on: axis) * scale
        let width = child.size[axis] * scale
        out.rect(x, Self.stripTop + 8, width, Self.stripHeight - 16, class: "card")
        if width >= 7 * Double(String(index).count) + 4 {
          out.text(x + width / 2, Self.stripTop + Self.stripHeight / 2 + 4, String(index), class: "xlabel")
        }
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
