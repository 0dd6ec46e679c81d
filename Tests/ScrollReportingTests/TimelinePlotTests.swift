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

  @Test("page gridlines follow each layout: 10 portrait pages, then landscape ones after the resize")
  func gridlines() {
    let svg = TimelinePlot(timeline: timeline(), title: "t").svg
    #expect(svg.contains(">page 0<") && svg.contains(">end 3510<"))
    #expect(svg.contains(">resize 844×390<"))
    // After the rotation the labels are the new layout's: ten landscape pages end at 8440 - 844.
    #expect(svg.contains(">end 7596<"))
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
    for match in svg.matches(of: #/<text x="([0-9.]+)" y="([0-9.]+)" class="pagelabel">/#) {
      byColumn[String(match.output.1), default: []].append(Double(match.output.2)!)
    }
    #expect(byColumn.count == 2, "one column of labels per layout: \(byColumn.keys)")
    for ys in byColumn.values {
      let sorted = ys.sorted()
      #expect(zip(sorted.dropFirst(), sorted).allSatisfy { $0 - $1 >= TimelinePlot.labelGap - 0.05 }, "\(sorted)")
    }
  }

  @Test("children are drawn as cards in the content strip")
  func cards() {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3776, height: 844),
      children: .init(count: 12, length: 300, spacing: 16), steps: [.fling(velocity: CGVector(dx: 1400, dy: 0))])
    let svg = TimelinePlot(timeline: Simulator(scenario: scenario, behavior: .viewAligned).run(), title: "t").svg
    #expect(svg.components(separatedBy: "class=\"card\"").count - 1 == 12)
    #expect(svg.contains("pages, children and the viewport"))
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
