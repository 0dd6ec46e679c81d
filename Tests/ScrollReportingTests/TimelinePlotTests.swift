import Foundation
import ScrollReporting
import ScrollSimulation
import ScrollTargets
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("The SVG plot of a timeline")
struct TimelinePlotTests {
  func timeline() -> Timeline {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: nil, children: .init(count: 10, perPage: 1),
      steps: [
        .drag(by: CGPoint(x: 200, y: 0), duration: 0.3, velocity: nil), .wait(1),
        .fling(velocity: CGVector(dx: 3000, dy: 0)), .wait(0.1), .resize(CGSize(width: 844, height: 390), content: nil),
        .wait(1),
      ])
    return Simulator(scenario: scenario, behavior: .horizontalPaging).run()
  }

  @Test("is well-formed XML with one proposed and one chosen marker per updateTarget call")
  func wellFormed() throws {
    let timeline = timeline()
    let svg = TimelinePlot(timeline: timeline, title: "horizontalPaging <test> & more").svg
    let counter = ElementCounter()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = counter
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(counter.classes["proposed", default: 0] == timeline.updates.count + 1)  // + the legend's
    #expect(counter.classes["chosen", default: 0] == timeline.updates.count + 1)
    #expect(counter.classes["offset", default: 0] == 2)  // the line and its legend
    #expect(counter.classes["resize", default: 0] == 1)
    #expect(counter.classes["viewport", default: 0] == 1)
    #expect(svg.contains("horizontalPaging &lt;test&gt; &amp; more"))
  }

  @Test("gridlines follow each layout: 10 portrait children, then landscape ones after the resize")
  func gridlines() {
    let svg = TimelinePlot(timeline: timeline(), title: "t").svg
    #expect(svg.contains(">child 0<") && svg.contains(">child 9 · end 3510<"))
    #expect(svg.contains(">resize 844×390<"))
    // After the rotation the labels are the new layout's: ten landscape children end at 8440 - 844.
    #expect(svg.contains(">child 9 · end 7596<"))
    #expect(!svg.contains(">page "), "a scene with children is told by child")
  }

  /// The offsets (pt) of the plot's `stop` gridlines, read back through the
  /// offset axis's labels, and how closely they can be read: the picture's
  /// coordinates are written to a tenth of a pixel.
  func stopLines(_ svg: String) throws -> (offsets: [Double], tolerance: Double) {
    // A label of value v stands at y(v) + 4.
    let ticks = svg.matches(of: #/<text x="[0-9.]+" y="([0-9.]+)" class="ylabel">(-?[0-9.]+)</text>/#)
      .map { (y: Double($0.output.1)! - 4, value: Double($0.output.2)!) }
    let first = try #require(ticks.first)
    let last = try #require(ticks.last)
    let pixelsPerPoint = (first.y - last.y) / (last.value - first.value)
    let offsets = svg.matches(of: #/<line x1="[0-9.]+" y1="([0-9.]+)" x2="[0-9.]+" y2="[0-9.]+" class="stop"/>/#)
      .map { first.value + (first.y - Double($0.output.1)!) / pixelsPerPoint }
    return (offsets, 0.15 / pixelsPerPoint)
  }

  @Test("with children, a gridline at each child's stop labelled child N: 300 pt cards 10 pt apart, every 310 pt")
  func childStops() throws {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: nil,
      children: .init(count: 10, length: 300, spacing: 10), steps: [.fling(velocity: CGVector(dx: 1400, dy: 0))])
    let svg = TimelinePlot(timeline: Simulator(scenario: scenario, behavior: .viewAligned).run(), title: "t").svg
    let (offsets, tolerance) = try stopLines(svg)
    // Children 0 to 8 at 310 k; child 9's stop clamps to the end, 3090 - 390 = 2700, the dashed end line.
    let stops = (0...8).map { 310.0 * Double($0) }
    #expect(offsets.count == stops.count, "\(offsets)")
    for (offset, stop) in zip(offsets, stops) {
      #expect(abs(offset - stop) <= tolerance, "a gridline at \(offset), the stop at \(stop)")
    }
    for k in 0...8 { #expect(svg.contains(">child \(k)</text>"), "child \(k)'s label") }
    #expect(svg.contains(">child 9 · end 2700</text>"))
    #expect(!svg.contains(">page "), "no page labels with children: \(svg.prefix(3000))")
  }

  @Test("without children, a gridline at each page labelled page N, the last page flush with the end")
  func pageStops() throws {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 1800, height: 844),
      steps: [.fling(velocity: CGVector(dx: 1400, dy: 0))])
    let svg = TimelinePlot(timeline: Simulator(scenario: scenario, behavior: .paging).run(), title: "t").svg
    let (offsets, tolerance) = try stopLines(svg)
    let stops = [0.0, 390, 780, 1170]  // then the end, 1800 - 390 = 1410, dashed
    #expect(offsets.count == stops.count, "\(offsets)")
    for (offset, stop) in zip(offsets, stops) { #expect(abs(offset - stop) <= tolerance, "\(offset) for \(stop)") }
    for k in 0...3 { #expect(svg.contains(">page \(k)</text>")) }
    #expect(svg.contains(">end 1410</text>") && !svg.contains(">child "))
  }

  @Test("many children: every stop's gridline up to 400, then about 16, and labels never closer than a label's height")
  func manyChildren() throws {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: nil,
      children: .init(count: 1000, length: 100, spacing: 0), steps: [.wait(0.1)])
    let svg = TimelinePlot(timeline: Simulator(scenario: scenario, behavior: .viewAligned).run(), title: "t").svg
    let (offsets, _) = try stopLines(svg)
    // 997 stops below the end (children 0 to 996; 997 to 999 clamp to it): every 62nd.
    #expect(offsets.count == 17, "\(offsets.count)")
    let ys = svg.matches(of: #/<text x="[0-9.]+" y="([0-9.]+)" class="stoplabel">child/#).map { Double($0.output.1)! }
      .sorted()
    #expect(ys.count > 1 && zip(ys.dropFirst(), ys).allSatisfy { $0 - $1 >= TimelinePlot.labelGap - 0.05 }, "\(ys)")
  }

  @Test("the offset axis has round values in points, and no two labels of a layout overlap")
  func labels() throws {
    let svg = TimelinePlot(timeline: timeline(), title: "t").svg
    #expect(svg.contains(">offset x (pt)<"))
    let values = svg.matches(of: #/class="ylabel">(-?[0-9]+)</text>/#).map { Int($0.output.1)! }
    #expect(values.count >= 4 && values.contains(0))
    let steps = Set(zip(values.dropFirst(), values).map { $0 - $1 })
    #expect(steps.count == 1, "evenly spaced: \(values)")
    // Page labels at one x (one layout) stand at least a label's height apart.
    var byColumn: [String: [Double]] = [:]
    for match in svg.matches(of: #/<text x="([0-9.]+)" y="([0-9.]+)" class="stoplabel">/#) {
      byColumn[String(match.output.1), default: []].append(Double(match.output.2)!)
    }
    #expect(byColumn.count == 2, "one column of labels per layout: \(byColumn.keys)")
    for ys in byColumn.values {
      let sorted = ys.sorted()
      #expect(zip(sorted.dropFirst(), sorted).allSatisfy { $0 - $1 >= TimelinePlot.labelGap - 0.05 }, "\(sorted)")
    }
  }

  @Test("children are drawn as numbered cards in the content strip, over no pages")
  func cards() {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3776, height: 844),
      children: .init(count: 12, length: 300, spacing: 16), steps: [.fling(velocity: CGVector(dx: 1400, dy: 0))])
    let svg = TimelinePlot(timeline: Simulator(scenario: scenario, behavior: .viewAligned).run(), title: "t").svg
    #expect(svg.components(separatedBy: "class=\"card\"").count - 1 == 12)
    #expect(svg.contains("children and the viewport") && !svg.contains("pages"))
    // Each card numbered: 300 pt of 3776 over the plot's width hold two digits.
    for k in 0..<12 { #expect(svg.contains("class=\"xlabel\">\(k)</text>"), "card \(k)'s number") }
  }
}

private final class ElementCounter: NSObject, XMLParserDelegate {
  var classes: [String: Int] = [:]

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if let name = attributes["class"] { classes[name, default: 0] += 1 }
  }
}
