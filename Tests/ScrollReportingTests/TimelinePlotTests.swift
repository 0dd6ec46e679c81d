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
