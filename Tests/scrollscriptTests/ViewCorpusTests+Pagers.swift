import Foundation
import TestSupport
import Testing

// The corpus's pagers (ViewCorpusTests.swift has the conventions and the numbers' origins).

extension ViewCorpusTests {
  // MARK: - Pagers

  @Test("video feed: ignoresSafeArea gives a 393 x 852 container, six full-screen pages 852 pt apart, .paging")
  func videoFeed() throws {
    let portrait = try Self.scene("VideoFeed")
    #expect(portrait.axes == "vertical")
    #expect(portrait.behavior == "paging")
    // The scroll view ignores the safe area: its content is inset by nothing, so each page is the whole screen.
    Self.frame(portrait, bounds: (393, 852), safeArea: [:], container: (393, 852))
    #expect(portrait.targets.count == 6)
    for (index, target) in portrait.targets.enumerated() {
      Self.close(target.width, 393, "page \(index) width")
      Self.close(target.height, 852, "page \(index) height")
      Self.close(target.y, Double(index) * 852, "page \(index) y")
    }
    Self.close(portrait.content.height, 6 * 852, "content height")
    let landscape = try Self.scene("VideoFeed", landscape: true)
    Self.frame(landscape, bounds: (852, 393), safeArea: [:], container: (852, 393))
    Self.close(landscape.content.height, 6 * 393, "landscape content height")
  }

  @Test("calendar: 25 month pages (12 either side of this one), as wide as the 360 pt tall scroll view, .paging")
  func calendarPager() throws {
    let portrait = try Self.scene("CalendarPager")
    #expect(portrait.axes == "horizontal")
    #expect(portrait.behavior == "paging")
    // frame(height: 360) below a header: no safe area reaches it.
    Self.frame(portrait, bounds: (393, 360), safeArea: [:], container: (393, 360))
    // A month's grid ends in a Spacer, so the page fills the 360 pt offered.
    Self.row(portrait, count: 25, width: 393, stride: 393, height: 360)
    Self.close(portrait.content.width, 25 * 393, "content width")
    // In landscape the header and the fixed 360 pt overflow the 372 pt safe area; only the widths are the rule's.
    let landscape = try Self.scene("CalendarPager", landscape: true)
    Self.close(landscape.container.width, 734, "landscape container width")
    Self.row(landscape, count: 25, width: 734, stride: 734)
  }

  @Test("onboarding: four pages the scroll view's width, as tall as it is, .paging; the dots and button take the rest")
  func onboarding() throws {
    let portrait = try Self.scene("Onboarding")
    #expect(portrait.axes == "horizontal")
    #expect(portrait.behavior == "paging")
    // The height left to the scroll view hangs on the text of the Skip and Continue buttons; the widths do not.
    Self.close(portrait.container.width, 393, "container width")
    #expect(portrait.safeArea["leading"] == nil && portrait.safeArea["top"] == nil)
    Self.row(portrait, count: 4, width: 393, stride: 393, height: portrait.container.height)
    Self.close(portrait.content.width, 4 * 393, "content width")
    let landscape = try Self.scene("Onboarding", landscape: true)
    Self.close(landscape.container.width, 734, "landscape container width")
    Self.row(landscape, count: 4, width: 734, stride: 734)
  }

  @Test("generic Pager built only by #Preview: seven 393 x 280 pages in a 280 pt frame, .paging")
  func genericPager() throws {
    let portrait = try Self.scene("GenericPager")
    #expect(portrait.behavior == "paging")
    Self.frame(portrait, bounds: (393, 280), safeArea: [:], container: (393, 280))
    Self.row(portrait, count: 7, width: 393, stride: 393, height: 280)
    Self.close(portrait.content.width, 7 * 393, "content width")
    let landscape = try Self.scene("GenericPager", landscape: true)
    Self.frame(landscape, bounds: (852, 280), safeArea: ["leading": 59, "trailing": 59], container: (734, 280))
    Self.row(landscape, count: 7, width: 734, stride: 734, height: 280)
  }

  @Test("GeometryReader pages: proxy.size is the safe area's 393 x 759, five pages of it, .paging")
  func geometryPager() throws {
    let portrait = try Self.scene("GeometryPager")
    #expect(portrait.behavior == "paging")
    // The reader fills the safe area; the scroll view fills the reader and so reaches under the insets.
    Self.frame(portrait, bounds: (393, 852), safeArea: Self.portraitInsets, container: (393, 759))
    Self.row(portrait, count: 5, width: 393, stride: 393, height: 759)
    Self.close(portrait.content.width, 5 * 393, "content width")
    let landscape = try Self.scene("GeometryPager", landscape: true)
    Self.frame(landscape, bounds: (852, 393), safeArea: Self.landscapeInsets, container: (734, 372))
    Self.row(landscape, count: 5, width: 734, stride: 734, height: 372)
  }
}
