import Foundation
import ScrollTargets
import Testing

/// The lengths `containerRelativeFrame` gives, from Apple's documented formula
/// and the published layouts. Tolerance: `tolerance` (1e-6 pt, Fixtures.swift):
/// the rules are exact arithmetic on points.
@MainActor @Suite struct ContainerRelativeFrameTests {
  let iPhone15ProPortrait = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  @Test func applesDocumentedExampleIs262Point25Wide() throws {
    // 393 − 2·20 = 353; (353 − 3·10) / 4 = 80.75; 80.75·3 + 2·10 = 262.25.
    let layout = try iPhone15ProPortrait.layout(DocumentedRow())
    #expect(abs(layout.safeAreaPadding.leading - 20) < tolerance)
    #expect(abs(layout.relativeContainerSize.width - 353) < tolerance)
    #expect(layout.targets.isEmpty, "no scrollTargetLayout: no targets")
    #expect(abs(layout.contentSize.width - (12 * 262.25 + 11 * 10)) < tolerance, "\(layout.contentSize)")
    // The rectangle's height follows its 3:2 ratio: 262.25 / 1.5.
    #expect(abs(layout.contentSize.height - 262.25 / 1.5) < tolerance, "\(layout.contentSize)")
  }

  @Test func closureFormGivesAFifthOf393() throws {
    let layout = try iPhone15ProPortrait.layout(FifthsRow())
    #expect(layout.targets.count == 10)
    for (index, frame) in layout.targets.enumerated() {
      #expect(abs(frame.width - 78.6) < tolerance, "card \(index): \(frame)")
      #expect(abs(frame.minX - 78.6 * CGFloat(index)) < tolerance, "card \(index): \(frame)")
    }
  }

  @Test func peekCarouselHas353PointCardsOnA363PointStride() throws {
    let layout = try iPhone15ProPortrait.layout(Carousel())
    #expect(abs(layout.contentMargins.leading - 20) < tolerance)
    #expect(abs(layout.contentMargins.trailing - 20) < tolerance)
    #expect(abs(layout.containerSize.width - 353) < tolerance)
    #expect(layout.targets.count == 20)
    for (index, frame) in layout.targets.enumerated() {
      #expect(abs(frame.width - 353) < tolerance, "card \(index): \(frame)")
      #expect(abs(frame.height - 200) < tolerance, "card \(index): \(frame)")
      #expect(abs(frame.minX - 363 * CGFloat(index)) < tolerance, "card \(index): \(frame)")
    }
    #expect(abs(layout.contentSize.width - (20 * 353 + 19 * 10)) < tolerance)
    #expect(layout.behavior is ViewAlignedScrollTargetBehavior)
  }

  @Test func ignoringMarginsMakesPeekCardsAsWideAsTheScreen() throws {
    let layout = try ViewLayout(device: .iPhone15Pro, orientation: .portrait, relativeFrames: .ignoringMargins)
      .layout(Carousel())
    #expect(abs(layout.containerSize.width - 353) < tolerance, "the container keeps its margins")
    #expect(abs(layout.targets[0].width - 393) < tolerance, "\(layout.targets[0])")
    #expect(abs(layout.targets[1].minX - 403) < tolerance, "\(layout.targets[1])")
  }

  @Test func pagingWithSpacingHas393PointPagesOnA403PointStride() throws {
    let layout = try iPhone15ProPortrait.layout(PagedCards(spacing: 10))
    #expect(layout.targets.count == 6)
    for (index, frame) in layout.targets.enumerated() {
      #expect(abs(frame.width - 393) < tolerance, "page \(index): \(frame)")
      #expect(abs(frame.minX - 403 * CGFloat(index)) < tolerance, "page \(index): \(frame)")
    }
    #expect(layout.behavior is PagingScrollTargetBehavior)
  }

  @Test func landscapeIPhone15ProCardsAre734PointsWide() throws {
    // Fatbobman, "Mastering SwiftUI Scrolling: Implementing Custom Paging" (2025):
    // in landscape the cards are the container (852 − 2·59), not the screen.
    let layout = try ViewLayout(device: .iPhone15Pro, orientation: .landscape).layout(PagedCards(spacing: 0))
    #expect(abs(layout.boundsSize.width - 852) < tolerance && abs(layout.boundsSize.height - 393) < tolerance)
    #expect(layout.safeAreaInsets == EdgeInsets(leading: 59, bottom: 21, trailing: 59))
    #expect(abs(layout.containerSize.width - 734) < tolerance && abs(layout.containerSize.height - 372) < tolerance)
    for (index, frame) in layout.targets.enumerated() {
      #expect(abs(frame.width - 734) < tolerance, "page \(index): \(frame)")
      #expect(abs(frame.minX - 734 * CGFloat(index)) < tolerance, "page \(index): \(frame)")
    }
  }

  @Test(arguments: [
    (0, 1, ViewLayoutError.Kind.relativeFrameCount), (3, 4, .relativeFrameSpan), (3, 0, .relativeFrameSpan),
  ])
  func badCountOrSpanFailsAtTheModifier(count: Int, span: Int, kind: ViewLayoutError.Kind) {
    let line = #line + 3
    let view = ScrollView(.horizontal) {
      Color.red
        .containerRelativeFrame(.horizontal, count: count, span: span, spacing: 0)
    }
    #expect(throws: ViewLayoutError.self) { try iPhone15ProPortrait.layout(view) }
    do {
      _ = try iPhone15ProPortrait.layout(view)
    } catch {
      #expect(error.kind == kind)
      #expect(error.at?.line == line, "\(error)")
      #expect(error.at?.column == 32, "the modifier's opening parenthesis: \(error)")
      #expect(error.location == "ContainerRelativeFrameTests.swift:\(line):32")
    }
  }
}
