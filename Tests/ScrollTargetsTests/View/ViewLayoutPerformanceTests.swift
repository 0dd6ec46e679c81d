import Foundation
import ScrollTargets
import Testing

/// A long carousel lays out within a generous bound; the time is printed, not asserted tightly.
@MainActor @Suite struct ViewLayoutPerformanceTests {
  struct LongCarousel: View {
    let count: Int
    var body: some View {
      ScrollView(.horizontal) {
        LazyHStack(spacing: 10) {
          ForEach(0..<count, id: \.self) { number in
            CardView(number: number).containerRelativeFrame(.horizontal, count: 1, spacing: 10)
          }
        }
        .scrollTargetLayout()
      }
      .contentMargins(.horizontal, 20, for: .scrollContent)
      .scrollTargetBehavior(.viewAligned)
    }
  }

  @Test func tenThousandCardsLayOutWellUnderTenSeconds() throws {
    let clock = ContinuousClock()
    var layout: ScrollViewLayout?
    let elapsed = try clock.measure {
      layout = try ViewLayout(device: .iPhone15Pro, orientation: .portrait).layout(LongCarousel(count: 10_000))
    }
    print("layout of 10,000 cards: \(elapsed)")
    let targets = try #require(layout).targets
    #expect(targets.count == 10_000)
    #expect(abs(targets[9_999].minX - 363 * 9_999) < 1e-3, "\(targets[9_999])")
    #expect(elapsed < .seconds(10), "a layout linear in the cards takes well under a second; \(elapsed)")
  }
}
