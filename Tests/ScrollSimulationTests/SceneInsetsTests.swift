import Foundation
import ScrollSimulation
import ScrollTargets
import Testing

/// SwiftUI's layout vocabulary in the scene: `safeAreaPadding`,
/// `contentMargins` and `containerRelativeFrame`, on Apple's documented
/// examples and the findings people ask about.
@Suite("the scene's padding, margins and relative frames")
struct SceneInsetsTests {
  static let tolerance = 1e-9
  /// An iPhone 15 Pro held upright: 393 pt across, no inset across.
  static let phone = Screen(device: .iPhone15Pro, orientation: .portrait)

  @Test(
    "Apple's example: 4 per page spanning 3 with 10 pt of spacing, 20 pt of safe-area padding each side on a 393 pt phone: 262.25 pt"
  )
  func documentedSpan() {
    let scene = Scene(
      screen: Self.phone, content: .children, children: .init(count: 8, perPage: 4, span: 3, spacing: 10),
      safeAreaPadding: EdgeInsets(leading: 20, trailing: 20))
    let layout = scene.layout
    #expect(abs(layout.containerSize.width - 353) < Self.tolerance)
    let widths = layout.targets.map(\.width)
    #expect(widths.allSatisfy { abs($0 - 262.25) < Self.tolerance }, "\(widths)")
    // (353 - 10·3) / 4 · 3 + 10·2, and the row: 8 children, 7 gaps.
    #expect(abs(layout.contentSize.width - (8 * 262.25 + 7 * 10)) < Self.tolerance)
  }

  @Test("the modifier's spacing enters only its arithmetic; the gap is the stack's")
  func frameSpacing() {
    let row = Scene.ChildLayout(count: 3, perPage: 3, frameSpacing: 12, spacing: 0)
    // (393 - 12·2) / 3 = 123 each, laid with no gap.
    #expect(abs(row.childLength(relativeTo: 393) - 123) < Self.tolerance)
    let frames = row.frames(container: CGSize(width: 393, height: 852), axis: .horizontal)
    #expect(frames.map(\.minX).enumerated().allSatisfy { abs($0.element - Double($0.offset) * 123) < Self.tolerance })
  }

  /// The peek carousel: margins of 20, spacing 10, one card per screen.
  static let peek = Scene(
    screen: phone, content: .children, children: .init(count: 10, perPage: 1, spacing: 10),
    contentMargins: EdgeInsets(leading: 20, trailing: 20))

  @Test("the peek carousel: a 353 pt card, a 363 pt stride, and 10 pt of each neighbour showing at a card's rest")
  func peekCarousel() {
    let layout = Self.peek.layout
    let cards = layout.targets
    #expect(abs(cards[0].width - 353) < Self.tolerance)
    #expect(abs(cards[1].minX - cards[0].minX - 363) < Self.tolerance)
    // At rest on card 3, the bounds show the content from 20 pt before it to 20 pt after the container.
    let rest = cards[3].minX
    let shown = (rest - 20)...(rest + layout.containerSize.width + 20)
    let before = cards[2].maxX - shown.lowerBound
    let after = shown.upperBound - cards[4].minX
    #expect(abs(before - 10) < Self.tolerance && abs(after - 10) < Self.tolerance, "\(before), \(after)")
  }

  @Test("viewAligned rests the peek carousel on its cards: a flick from card 0 to card 1 at 363 pt")
  func peekViewAligned() throws {
    let layout = Self.peek.layout
    let behavior = try BuiltInBehaviors.behavior(named: "viewAligned")
    let call = layout.call(original: .zero, velocity: CGVector(dx: 500, dy: 0))
    var target = call.target
    behavior.updateTarget(&target, context: call.context)
    #expect(abs(target.rect.minX - 363) < Self.tolerance, "rests at \(target.rect.minX)")
  }

  @Test("the alternative reading: margins left in the length make a card as wide as the screen, past the margins")
  func marginsIgnored() {
    var scene = Self.peek
    scene.relativeFrames = .ignoringMargins
    let cards = scene.layout.targets
    #expect(abs(cards[0].width - 393) < Self.tolerance)
    #expect(
      abs(scene.layout.containerSize.width - 353) < Self.tolerance, "the context's container keeps the margins out")
  }

  @Test(
    "paging with stack spacing drifts 10 pt a page at spacing 10: page n rests at n · 393 while card n starts at n · 403",
    arguments: 1...6)
  func spacingDrift(page: Int) throws {
    let scene = Scene(screen: Self.phone, content: .children, children: .init(count: 10, perPage: 1, spacing: 10))
    let layout = scene.layout
    let behavior = try BuiltInBehaviors.behavior(named: "paging")
    var offset = CGPoint.zero
    for _ in 0..<page {
      let call = layout.call(original: offset, velocity: CGVector(dx: 800, dy: 0))
      var target = call.target
      behavior.updateTarget(&target, context: call.context)
      offset = target.rect.origin
    }
    let card = layout.targets[page].minX
    #expect(abs(offset.x - Double(page) * 393) < Self.tolerance)
    #expect(abs(card - offset.x - Double(page) * 10) < Self.tolerance, "card \(page) at \(card), rest at \(offset.x)")
  }

  @Test(
    "margins and padding stay on their edges when the device turns: 852 less 2 × 59 of safe area less 2 × 20 is 694")
  func rotation() throws {
    var scene = Self.peek
    scene.screen = try #require(Self.phone.rotated(to: .landscape))
    #expect(abs(scene.layout.containerSize.width - 694) < Self.tolerance)
    #expect(abs(scene.layout.targets[0].width - 694) < Self.tolerance)
  }

  @Test("a resize makes the container its size: the bounds take the safe area, the padding and the margins around it")
  func resize() throws {
    let scene = Self.peek
    let next = try #require(
      Scenario.screen(
        after: .resize(CGSize(width: 500, height: 700), content: nil), from: scene.screen, adding: scene.addedInsets))
    #expect(scene.moved(to: next).containerSize == CGSize(width: 500, height: 700))
    #expect(next.bounds.width == 540)
  }

  @Test("setting the container keeps it: the bounds grow by the padding and margins")
  func setContainer() {
    var scene = Self.peek
    scene.setContainer(CGSize(width: 300, height: 600))
    #expect(scene.containerSize == CGSize(width: 300, height: 600))
    #expect(scene.screen.bounds == CGSize(width: 340, height: 600))
  }
}
