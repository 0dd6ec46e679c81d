import Foundation
import ScrollFormats
import ScrollReporting
import ScrollSimulation
import ScrollTargets
import Testing

@Suite("The account of one call")
struct CallReportTests {
  @Test("the header says right to left, which a rule reading the direction may turn on alone")
  func rightToLeftSaid() throws {
    var scene = Scene(content: .size(CGSize(width: 800, height: 844)))
    scene.environment.layoutDirection = .rightToLeft
    let testCase = try SingleCall(scene: scene, original: 0).makeCase()
    let pager = HorizontalPagingScrollTargetBehavior()
    let text = CallReport.describe(testCase, result: .target(try testCase.run(pager)), behavior: "horizontalPaging")
    #expect(
      text.hasPrefix("horizontalPaging: container 390×844, content 800×844, horizontal, right to left, max offset 410"))
    scene.environment.layoutDirection = .leftToRight
    let ltr = try SingleCall(scene: scene, original: 0).makeCase()
    let plain = CallReport.describe(ltr, result: .target(try ltr.run(pager)), behavior: "horizontalPaging")
    #expect(!plain.contains("right to left"))
  }

  @Test("the report names pages, children and the movement")
  func report() throws {
    var call = SingleCall(scene: Scene(content: .size(CGSize(width: 3900, height: 844))), original: 780)
    call.proposed = 600
    call.velocity = -800
    let testCase = try call.makeCase()
    let pager = HorizontalPagingScrollTargetBehavior()
    let text = CallReport.describe(
      testCase, result: .target(try testCase.run(pager)), behavior: "horizontalPaging", explained: pager)
    // Numbered as check numbers stops (StopLine.place(of:)).
    #expect(text.contains("original  780       on stop 2 of 10 (page 2)\n"))
    #expect(text.contains("proposed  600       between stops 1 and 2 of 10 (pages; stop 1 + 210 pt), velocity -800"))
    #expect(text.contains("result    390       on stop 1 of 10 (page 1), -390 pt from original"))
    #expect(text.contains("why       past the threshold: one page back, on the grid from the end"))
  }
}
