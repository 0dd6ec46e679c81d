import Foundation
import ScrollTargets
import Testing

/// What the engine reports of the outermost scroll view: targets, margins,
/// safe area, direction. Tolerance: `tolerance` (1e-6 pt, Fixtures.swift).
@MainActor @Suite struct ScrollViewLayoutTests {
  let phone = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  @Test func nestedLayoutsInsideTheTargetLayoutAreNotTargets() throws {
    let layout = try phone.layout(Feed())
    // The header (scrollTarget) and the five rows; not the circles and capsules inside the rows.
    #expect(layout.targets.count == 6, "\(layout.targets)")
    #expect(abs(layout.targets[0].minY) < tolerance && abs(layout.targets[0].height - 50) < tolerance)
    for row in 0..<5 {
      let frame = layout.targets[row + 1]
      // Below the header and the default 8 pt spacing of the scroll view's column, 60 + 4 pt apart.
      #expect(abs(frame.minY - (58 + 64 * CGFloat(row))) < tolerance, "row \(row): \(frame)")
      #expect(abs(frame.width - 393) < tolerance && abs(frame.height - 60) < tolerance, "row \(row): \(frame)")
    }
    #expect(layout.axes == .vertical)
    #expect(layout.behavior == nil)
    #expect(abs(layout.contentSize.height - (50 + 8 + 5 * 60 + 4 * 4)) < tolerance)
  }

  @Test func scrollTargetOnASingleViewAddsOnlyIt() throws {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 5) {
        Color.red.frame(width: 100)
        Color.green.frame(width: 120).scrollTarget()
        Color.blue.frame(width: 140)
      }
    }
    let layout = try phone.layout(view)
    #expect(layout.targets.count == 1)
    #expect(abs(layout.targets[0].minX - 105) < tolerance && abs(layout.targets[0].width - 120) < tolerance)
    #expect(abs(layout.contentSize.width - 370) < tolerance)
  }

  @Test func theInnermostContentMarginsWinOnEachEdge() throws {
    let view = ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        ForEach(0..<3) { _ in Rectangle().containerRelativeFrame(.horizontal) }
      }
      .scrollTargetLayout()
    }
    .contentMargins(.horizontal, 30)
    .contentMargins(.horizontal, 20)
    .contentMargins(.leading, 5, for: .scrollContent)
    .contentMargins(40, for: .scrollIndicators)
    let layout = try phone.layout(view)
    // The inner 30 wins over the outer 20 for .automatic; .scrollContent's 5 wins on the leading edge.
    #expect(abs(layout.contentMargins.leading - 5) < tolerance, "\(layout.contentMargins)")
    #expect(abs(layout.contentMargins.trailing - 30) < tolerance, "\(layout.contentMargins)")
    #expect(abs(layout.contentMargins.top) < tolerance, "\(layout.contentMargins)")
    #expect(abs(layout.indicatorMargins.top - 40) < tolerance, "\(layout.indicatorMargins)")
    #expect(abs(layout.indicatorMargins.leading - 40) < tolerance, "\(layout.indicatorMargins)")
    #expect(abs(layout.containerSize.width - (393 - 35)) < tolerance)
    #expect(abs(layout.targets[1].minX - 358) < tolerance, "\(layout.targets)")
  }

  @Test func rightToLeftSetsTheDirectionAndKeepsLayoutCoordinates() throws {
    let leftToRight = try phone.layout(Carousel())
    let rightToLeft = try phone.layout(Carousel().environment(\.layoutDirection, .rightToLeft))
    #expect(leftToRight.layoutDirection == .leftToRight)
    #expect(rightToLeft.layoutDirection == .rightToLeft)
    #expect(rightToLeft.targets == leftToRight.targets, "frames are in layout coordinates either way")
    let screenRTL = try ViewLayout(bounds: CGSize(width: 393, height: 852), layoutDirection: .rightToLeft)
      .layout(Carousel())
    #expect(screenRTL.layoutDirection == .rightToLeft)
  }

  @Test func aScrollViewBelowAHeaderReachesOnlyTheBottomSafeArea() throws {
    let view = VStack(spacing: 0) {
      Color.red.frame(height: 100)
      ScrollView(.horizontal) {
        HStack(spacing: 0) { ForEach(0..<4) { _ in Color.blue.containerRelativeFrame(.horizontal) } }
          .scrollTargetLayout()
      }
    }
    let layout = try phone.layout(view)
    // Safe area 59 top, 34 bottom: the header takes 100 of the 759 pt between them.
    #expect(abs(layout.frame.minY - 159) < tolerance, "\(layout.frame)")
    #expect(abs(layout.frame.height - (659 + 34)) < tolerance, "\(layout.frame)")
    #expect(layout.safeAreaInsets == EdgeInsets(bottom: 34))
    #expect(abs(layout.containerSize.height - 659) < tolerance)
    #expect(abs(layout.targets[2].minX - 786) < tolerance)
  }

  @Test func framesPaddingAndSpacersFollowTheProposalRules() throws {
    let view = ScrollView {
      VStack(spacing: 0) {
        Color.red.frame(minWidth: 50, maxWidth: 200, minHeight: 30).padding(10).scrollTarget()
        HStack(spacing: 0) {
          Color.green.frame(width: 40)
          Spacer(minLength: 20)
          Color.blue.frame(maxWidth: .infinity)
        }
        .frame(height: 20)
        .scrollTarget()
        Circle().aspectRatio(2, contentMode: .fit).scrollTarget()
      }
    }
    let layout = try ViewLayout(bounds: CGSize(width: 300, height: 600)).layout(view)
    #expect(layout.targets.count == 3)
    // The flexible frame: offered 280 wide, clamped to 200; offered no height, the child's 10 pt, raised to 30.
    #expect(abs(layout.targets[0].width - 220) < tolerance && abs(layout.targets[0].height - 50) < tolerance)
    #expect(abs(layout.targets[0].minX - 40) < tolerance, "centred in the 300 pt column: \(layout.targets[0])")
    #expect(abs(layout.targets[1].width - 300) < tolerance && abs(layout.targets[1].height - 20) < tolerance)
    // Offered 300 and no height, a 2:1 circle is 300 x 150.
    #expect(abs(layout.targets[2].height - 150) < tolerance, "\(layout.targets[2])")
    #expect(abs(layout.contentSize.height - (50 + 20 + 150)) < tolerance)
  }

  @Test func aShapeOfferedNothingAlongTheScrollAxisIsTenPoints() throws {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 0) { ForEach(0..<3) { _ in Rectangle() } }.scrollTargetLayout()
    }
    let layout = try phone.layout(view)
    #expect(layout.targets.map(\.width) == [10, 10, 10])
    #expect(abs(layout.contentSize.width - 30) < tolerance)
  }

  @Test func aUsersBehaviorIsKeptAndTheInnermostWins() throws {
    struct Halves: ScrollTargetBehavior {
      func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.x.round(toMultipleOf: context.containerSize.width / 2)
      }
    }
    let view = Carousel().scrollTargetBehavior(Halves())
    let layout = try phone.layout(view)
    #expect(layout.behavior is ViewAlignedScrollTargetBehavior, "the carousel's own, inner, behavior wins")
    let bare = ScrollView { Color.red }.scrollTargetBehavior(Halves()).scrollTargetBehavior(.paging)
    #expect(try phone.layout(bare).behavior is Halves)
  }
}
