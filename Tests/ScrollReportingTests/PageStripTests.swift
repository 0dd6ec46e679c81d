import ScrollReporting
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
}
