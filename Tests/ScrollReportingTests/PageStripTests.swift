import Foundation
import ScrollReporting
import ScrollTargets
import Testing

@Suite("The page strip")
struct PageStripTests {
  @Test(
    "the viewport's page is marked; long content shows the ends and the neighbourhood",
    arguments: [
      (780.0, 3900.0, "[0][1][=2=][3][4][5][6][7][8][9]"),
      (700.0, 3900.0, "[0][1][~2~][3][4][5][6][7][8][9]"),
      (3510.0, 3900.0, "[0][1][2][3][4][5][6][7][8][=9=]"),
      (3900.0, 15600.0, "[0][1]…[8][9][=10=][11][12]…[38][39]"),
      // A short last page is a page of its own, flush with the end: stop 1 of landsOn(pages).
      (150.0, 540.0, "[0][=1=]"),
      (100.0, 540.0, "[0][~1~]"),
    ])
  func strip(offset: Double, content: Double, expected: String) {
    #expect(PageStrip(offset: offset, containerLength: 390, contentLength: content).text == expected)
  }

  @Test(
    "with children the cells are the children, the one the view rests on marked by its number",
    arguments: [
      // 300 pt cards 16 pt apart: card 2 rests at 632, between pages 1 and 2.
      (632.0, "[0][1][=2=][3][4][5][6][7][8][9]"),
      (700.0, "[0][1][~2~][3][4][5][6][7][8][9]"),
      // The last card's stop is clamped to the end of the content (2754).
      (2754.0, "[0][1][2][3][4][5][6][7][8][=9=]"),
    ])
  func childStrip(offset: Double, expected: String) {
    let cards = (0..<10).map { CGRect(x: Double($0) * 316, y: 0, width: 300, height: 844) }
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(x: 0, y: 0, width: 390, height: 844)),
      contentSize: CGSize(width: 3144, height: 844), containerSize: CGSize(width: 390, height: 844),
      targets: cards)
    #expect(PageStrip(offset: offset, context: context).text == expected)
    // Without targets, the same context's strip is of pages.
    var pages = context
    pages.targets = []
    #expect(PageStrip(offset: 780, context: pages).text == "[0][1][=2=][3][4][5][6][7][8]")
  }
}
