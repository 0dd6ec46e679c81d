import Foundation
import ScrollTargets
import Testing

/// Everyday SwiftUI around a scroll view: estimated text and symbols,
/// controls, `ZStack`, `GeometryReader`, the safe area, priorities, and the
/// choice among several scroll views. Each test states the arithmetic it
/// checks. Tolerance: `tolerance` (1e-6 pt, Fixtures.swift).
@MainActor @Suite struct EverydayViewsTests {
  let phone = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  /// A horizontal row of one view, reported as its only target.
  func target(_ view: some View) throws -> CGRect {
    let layout = try phone.layout(ScrollView(.horizontal) { HStack(spacing: 0) { view }.scrollTargetLayout() })
    return try #require(layout.targets.first)
  }

  @Test("text is half its font's size a character wide and its line height tall (HIG Large sizes)")
  func textEstimate() throws {
    // "Hello" in body: 5 × 17 × 0.5 = 42.5 pt wide, one 22 pt line.
    let body = try target(Text("Hello"))
    #expect(abs(body.width - 42.5) < tolerance && abs(body.height - 22) < tolerance)
    // In title (28 pt, 34 pt lines), set around it or on the text itself.
    let own = try target(Text("Hello").font(.title))
    let around = try target(VStack { Text("Hello") }.font(.title))
    for frame in [own, around] {
      #expect(abs(frame.width - 70) < tolerance && abs(frame.height - 34) < tolerance)
    }
    // A formatted number is its string: "12" in title is 28 pt wide.
    #expect(abs(try target(Text(12, format: .number).font(.title)).width - 28) < tolerance)
  }

  @Test("text offered less than a line wraps onto as many lines as it needs, within its line limit")
  func textWraps() throws {
    // 40 characters of body are 340 pt; in 100 pt they take ⌈340 / 100⌉ = 4 lines of 22 pt.
    let long = String(repeating: "a", count: 40)
    let wrapped = try target(Text(long).frame(width: 100))
    #expect(abs(wrapped.height - 88) < tolerance)
    let limited = try target(Text(long).lineLimit(2).frame(width: 100))
    #expect(abs(limited.height - 44) < tolerance)
    let reserved = try target(Text("a").lineLimit(3, reservesSpace: true))
    #expect(abs(reserved.height - 66) < tolerance)
    // fixedSize keeps the one line whatever the frame offers.
    let fixed = try target(Text(long).fixedSize().frame(width: 100))
    #expect(abs(fixed.width - 100) < tolerance && abs(fixed.height - 88 / 4) < tolerance)
  }

  @Test("a laid-out estimate is reported once, at its line, unless frames fix both its lengths")
  func estimatesReported() throws {
    let line = #line + 3
    let layout = try phone.layout(
      ScrollView(.horizontal) {
        HStack { ForEach(0..<3) { index in Text("Card \(index)") } }
        Text("Fixed").frame(width: 50, height: 20)
      })
    #expect(layout.estimates.map(\.description) == ["Text at EverydayViewsTests.swift:\(line):48"])
  }

  @Test("a symbol is a square of 1.2 times its font; an asset 100 pt; a resizable image takes its frame")
  func images() throws {
    let symbol = try target(Image(systemName: "star"))
    #expect(abs(symbol.width - 20.4) < tolerance && abs(symbol.height - 20.4) < tolerance)
    let large = try target(Image(systemName: "star").imageScale(.large).font(.title))
    #expect(abs(large.width - 28 * 1.2 * 1.3) < tolerance)
    let asset = try target(Image("photo"))
    #expect(abs(asset.width - 100) < tolerance)
    let framed = try target(Image("photo").resizable().scaledToFill().frame(width: 160, height: 90))
    #expect(abs(framed.width - 160) < tolerance && abs(framed.height - 90) < tolerance)
  }

  @Test("a bordered button pads its label 12 pt a side and 7 pt above and below; a plain one adds nothing")
  func buttons() throws {
    // "Follow" in body: 6 × 8.5 = 51 pt by 22 pt.
    let plain = try target(Button("Follow") {})
    #expect(abs(plain.width - 51) < tolerance && abs(plain.height - 22) < tolerance)
    let bordered = try target(Button("Follow") {}.buttonStyle(.bordered))
    #expect(abs(bordered.width - 75) < tolerance && abs(bordered.height - 36) < tolerance)
    // A style of the file's own is its makeBody around the label.
    struct Pill: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 20).padding(.vertical, 10)
      }
    }
    let pill = try target(Button("Follow") {}.buttonStyle(Pill()))
    #expect(abs(pill.width - 91) < tolerance && abs(pill.height - 42) < tolerance)
    // A label: a 20.4 pt symbol, 8 pt, the title.
    let label = try target(Label("Share", systemImage: "square.and.arrow.up"))
    #expect(abs(label.width - (20.4 + 8 + 42.5)) < tolerance && abs(label.height - 22) < tolerance)
    let iconOnly = try target(Label("Share", systemImage: "square.and.arrow.up").labelStyle(.iconOnly))
    #expect(abs(iconOnly.width - 20.4) < tolerance)
  }

  @Test("a toggle is as wide as its row and as tall as its 31 pt switch")
  func toggle() throws {
    let layout = try phone.layout(
      ScrollView { VStack { Toggle("Autoplay", isOn: .constant(true)) }.scrollTargetLayout() })
    let row = try #require(layout.targets.first)
    #expect(abs(row.width - 393) < tolerance && abs(row.height - 31) < tolerance)
  }

  @Test("a ZStack is as large as its largest layer; a GeometryReader takes what it is offered and tells its content")
  func layersAndReaders() throws {
    let stack = try target(
      ZStack {
        Color.red.frame(width: 100, height: 40); Color.blue.frame(width: 60, height: 80)
      })
    #expect(abs(stack.width - 100) < tolerance && abs(stack.height - 80) < tolerance)
    // Pages sized from the reader's size: the reader fills the 393 × 759 screen less its safe area.
    let pager = ScrollView(.horizontal) {
      GeometryReader { proxy in
        HStack(spacing: 0) {
          ForEach(0..<4) { _ in Color.red.frame(width: proxy.size.width, height: proxy.size.height / 2) }
        }
        .scrollTargetLayout()
      }
    }
    let layout = try phone.layout(pager.scrollTargetBehavior(.paging))
    // In the scroll view the reader is offered no width (10 pt) and the container's 759 pt of height.
    #expect(layout.targets.count == 4)
    #expect(abs(layout.targets[1].minX - 10) < tolerance && abs(layout.targets[0].height - 759 / 2) < tolerance)
  }

  @Test("a GeometryReader's frame in the scroll view is its place in the content at rest")
  func readerFrames() throws {
    nonisolated(unsafe) var seen: [CGRect] = []
    let view = ScrollView(.horizontal) {
      HStack(spacing: 10) {
        ForEach(0..<3) { _ in
          GeometryReader { proxy in
            let _ = seen.append(proxy.frame(in: .scrollView))
            Color.red
          }
          .frame(width: 100)
        }
      }
      .scrollTargetLayout()
    }
    _ = try phone.layout(view)
    #expect(seen.contains(CGRect(x: 110, y: 0, width: 100, height: 759)), "\(seen)")
  }

  @Test("ignoresSafeArea lets a full-screen paging feed reach the screen's edges: pages are 852 pt, not 759")
  func fullBleedFeed() throws {
    func feed(ignoring: Bool) -> some View {
      ScrollView(.vertical) {
        LazyVStack(spacing: 0) {
          ForEach(0..<5) { _ in Color.black.containerRelativeFrame([.horizontal, .vertical]) }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.paging)
      .ignoresSafeArea(edges: ignoring ? .all : [])
    }
    let bleeding = try phone.layout(feed(ignoring: true))
    #expect(bleeding.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(bleeding.safeAreaInsets == EdgeInsets())
    #expect(abs(bleeding.containerSize.height - 852) < tolerance && abs(bleeding.targets[1].minY - 852) < tolerance)
    // Without it the scroll view's bounds still reach the edges, but the 59 + 34 pt of safe area inset the
    // container: 93 pt less a page.
    let inset = try phone.layout(feed(ignoring: false))
    #expect(abs(inset.containerSize.height - 759) < tolerance && abs(inset.targets[1].minY - 759) < tolerance)
    // Only the top: the container loses the bottom's 34 pt.
    let top = try phone.layout(feed(ignoring: true).ignoresSafeArea(edges: .top))
    #expect(abs(top.containerSize.height - 852) < tolerance)
    let onlyTop = try phone.layout(
      ScrollView(.vertical) { LazyVStack { Color.black.containerRelativeFrame(.vertical) }.scrollTargetLayout() }
        .ignoresSafeArea(edges: .top))
    #expect(abs(onlyTop.containerSize.height - (852 - 34)) < tolerance)
  }

  @Test("safeAreaInset adds its content's height to a scroll view's safe area")
  func safeAreaInset() throws {
    let layout = try phone.layout(
      ScrollView(.vertical) { LazyVStack { Color.black.containerRelativeFrame(.vertical) }.scrollTargetLayout() }
        .safeAreaInset(edge: .bottom, spacing: 4) { Color.gray.frame(height: 50) })
    // 852 − 59 − 34 − 50 − 4.
    #expect(abs(layout.containerSize.height - 705) < tolerance)
    #expect(abs(layout.frame.height - 852) < tolerance)
  }

  @Test("a stack offers room to higher layoutPriority first, after the least the others need")
  func layoutPriority() throws {
    // 393 pt offered. Text offered no width takes none, so the second needs nothing and the first, of
    // priority 1, is offered all but the 8 pt of spacing: 385 pt, where its 510 pt of text takes 2 lines.
    let layout = try phone.layout(
      ScrollView {
        HStack {
          Text(String(repeating: "a", count: 60)).layoutPriority(1)
          Text(String(repeating: "b", count: 60))
        }
        .scrollTargetLayout()
      })
    #expect(layout.targets.count == 2)
    #expect(abs(layout.targets[0].width - 385) < tolerance && abs(layout.targets[0].height - 44) < tolerance)
    // The second is offered nothing, so it takes one character a line: 60 lines of 22 pt.
    #expect(abs(layout.targets[1].width) < tolerance && abs(layout.targets[1].height - 60 * 22) < tolerance)
  }

  @Test("offset draws a view elsewhere without moving its target; position centres it in what it is offered")
  func offsetAndPosition() throws {
    let moved = try target(Color.red.frame(width: 100, height: 50).offset(x: 30, y: 40))
    #expect(moved == CGRect(x: 0, y: 0, width: 100, height: 50))
    let layout = try phone.layout(
      ScrollView { ZStack { Color.red.frame(width: 20, height: 20).scrollTarget().position(x: 50, y: 60) } })
    #expect(layout.targets.first == CGRect(x: 40, y: 50, width: 20, height: 20))
  }

  @Test("UIScreen.main.bounds is the screen laid out on")
  func screenBounds() throws {
    struct Pages: View {
      var body: some View {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach(0..<3) { _ in Color.red.frame(width: UIScreen.main.bounds.width) }
          }
          .scrollTargetLayout()
        }
      }
    }
    let landscape = ViewLayout(device: .iPhone15Pro, orientation: .landscape)
    #expect(abs(try landscape.layout(Pages()).targets[1].minX - 852) < tolerance)
    #expect(abs(try phone.layout(Pages()).targets[1].minX - 393) < tolerance)
  }

  @Test("of several scroll views, the one with snapping of its own is reported; --scroll-view picks another")
  func nestedChoice() throws {
    let outerLine = #line + 1
    let shelves = ScrollView(.vertical) {
      VStack {
        ForEach(0..<3) { _ in
          ScrollView(.horizontal) {
            LazyHStack(spacing: 12) { ForEach(0..<8) { _ in Color.blue.frame(width: 150, height: 200) } }
              .scrollTargetLayout()
          }
          .scrollTargetBehavior(.viewAligned)
        }
      }
    }
    let layout = try phone.layout(shelves)
    #expect(layout.axes == .horizontal && layout.targets.count == 8)
    #expect(abs(layout.targets[1].minX - 162) < tolerance)
    #expect(layout.candidates.count == 2, "one place for the shelves' ForEach: \(layout.candidates)")
    var outer = phone
    outer.scrollViewLine = outerLine
    let page = try outer.layout(shelves)
    #expect(page.axes == .vertical && page.location.line == outerLine)
    #expect(abs(page.frame.height - 852) < tolerance)
  }

  @Test("a ViewModifier of the file's own lays out as its body around the view")
  func viewModifier() throws {
    struct Card: ViewModifier {
      func body(content: Content) -> some View {
        content.padding(12).frame(width: 200)
      }
    }
    let card = try target(Color.red.frame(height: 40).modifier(Card()))
    #expect(abs(card.width - 200) < tolerance && abs(card.height - 64) < tolerance)
  }

  @Test("ForEach over a binding makes one view per element, each with a binding to it")
  func forEachBinding() throws {
    struct Item: Identifiable {
      var id: Int
      var width: CGFloat
    }
    struct Row: View {
      @State var items = [Item(id: 1, width: 50), Item(id: 2, width: 70)]
      var body: some View {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach($items) { $item in Color.red.frame(width: item.width) }
          }
          .scrollTargetLayout()
        }
      }
    }
    #expect(try phone.layout(Row()).targets.map(\.width) == [50, 70])
  }

  @Test("ViewThatFits lays out its first view whose ideal size fits, else its last")
  func viewThatFits() throws {
    func choice(_ offered: CGFloat) throws -> CGRect {
      try target(
        ViewThatFits(in: .horizontal) {
          Color.red.frame(width: 300, height: 10)
          Color.red.frame(width: 150, height: 20)
          Color.red.frame(width: 200, height: 30)
        }
        .frame(width: offered))
    }
    // The frame's width is the frame's; the height tells which child was chosen.
    #expect(abs(try choice(320).height - 10) < tolerance)
    #expect(abs(try choice(160).height - 20) < tolerance)
    #expect(abs(try choice(100).height - 30) < tolerance)
  }

  @Test("UIDevice says iPad on an iPad's screen and iPhone on a phone's")
  func deviceIdiom() throws {
    struct Adaptive: View {
      var body: some View {
        ScrollView(.horizontal) {
          HStack { Color.red.frame(width: UIDevice.current.userInterfaceIdiom == .pad ? 300 : 150) }
            .scrollTargetLayout()
        }
      }
    }
    #expect(try phone.layout(Adaptive()).targets.first?.width == 150)
    let pad = ViewLayout(device: .iPadPro13, orientation: .portrait)
    #expect(try pad.layout(Adaptive()).targets.first?.width == 300)
  }
}
