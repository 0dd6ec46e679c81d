import Foundation
import ScrollTargets
import Testing

/// The result builder's blocks, conditions and groups, as laid out.
/// Tolerance: `tolerance` (1e-6 pt, Fixtures.swift).
@MainActor @Suite struct ViewBuilderTests {
  let screen = ViewLayout(bounds: CGSize(width: 400, height: 800))

  @Test func aBlockOfTenViewsIsTenSiblings() throws {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 1) {
        Color.red.frame(width: 1)
        Color.red.frame(width: 2)
        Color.red.frame(width: 3)
        Color.red.frame(width: 4)
        Color.red.frame(width: 5)
        Color.red.frame(width: 6)
        Color.red.frame(width: 7)
        Color.red.frame(width: 8)
        Color.red.frame(width: 9)
        Color.red.frame(width: 10)
      }
      .scrollTargetLayout()
    }
    let layout = try screen.layout(view)
    #expect(layout.targets.map(\.width) == (1...10).map { CGFloat($0) })
    #expect(abs(layout.contentSize.width - (55 + 9)) < tolerance)
  }

  @Test func aModifierOnAGroupAppliesToEachOfItsViews() throws {
    let showLast = false
    let view = ScrollView(.horizontal) {
      HStack(spacing: 0) {
        Group {
          Rectangle()
          Circle()
          if showLast { Capsule() }
        }
        .frame(width: 50)
      }
      .scrollTargetLayout()
    }
    let layout = try screen.layout(view)
    #expect(layout.targets.map(\.width) == [50, 50], "the false `if` adds no view")
  }

  @Test func builtInShorthandsWithOptionsAreKept() throws {
    let view = ScrollView(.horizontal) { Color.red }.scrollTargetBehavior(.viewAligned(limitBehavior: .never))
    let behavior = try #require(try screen.layout(view).behavior as? ViewAlignedScrollTargetBehavior)
    #expect(behavior.limitBehavior == .never)
  }

  @Test func stateIsReadAndWrittenThroughItsBinding() throws {
    struct Counter: View {
      @State var count = 1
      var body: some View {
        ScrollView { Color.red.frame(height: CGFloat(count)) }
      }
    }
    let counter = Counter()
    let binding = counter.$count
    binding.wrappedValue = 42
    #expect(counter.count == 42)
    #expect(abs(try screen.layout(counter).contentSize.height - 42) < tolerance)
  }
}
