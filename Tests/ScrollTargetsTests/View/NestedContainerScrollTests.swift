import Foundation
import ScrollTargets
import Testing

/// Scroll views inside the everyday containers: the engine reports the one
/// with snapping of its own (`ViewLayout.layout`), and a line picks another.
/// iPhone 15 Pro in portrait. Tolerance: `tolerance` (1e-6 pt, Fixtures.swift).
@MainActor @Suite struct NestedContainerScrollTests {
  let phone = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  func close(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < tolerance && abs(frame.minY - expected.minY) < tolerance
      && abs(frame.width - expected.width) < tolerance && abs(frame.height - expected.height) < tolerance
  }

  @Test("a Form holding a carousel and a plain row of chips reports the carousel that snaps")
  func formWithCarousels() throws {
    let line = #line + 10
    struct Store: View {
      var body: some View {
        Form {
          Section("Chips") {
            ScrollView(.horizontal) {
              HStack { ForEach(0..<8, id: \.self) { _ in Capsule().frame(width: 80, height: 30) } }
            }
          }
          Section("Featured") {
            ScrollView(.horizontal) {
              LazyHStack(spacing: 10) {
                ForEach(0..<5, id: \.self) { _ in
                  RoundedRectangle(cornerRadius: 12).containerRelativeFrame(.horizontal).frame(height: 180)
                }
              }
              .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
          }
        }
      }
    }
    let layout = try phone.layout(Store())
    #expect(layout.location.line == line && layout.candidates.count == 2)
    // Below a 22 pt header, a 44 pt row of chips and another 22 pt header; 361 pt wide cards.
    #expect(close(layout.frame, CGRect(x: 16, y: 59 + 88, width: 361, height: 180)))
    #expect(abs(layout.targets[1].minX - 371) < tolerance)
  }

  @Test("a page-style TabView inside a vertical ScrollView is the one reported: it pages on its own")
  func pagerInAFeed() throws {
    let outerLine = #line + 3
    struct Home: View {
      var body: some View {
        ScrollView {
          VStack(spacing: 0) {
            Color.gray.frame(height: 200)
            TabView {
              ForEach(0..<3, id: \.self) { _ in Color.orange }
            }
            .tabViewStyle(.page)
            .frame(height: 300)
            ForEach(0..<10, id: \.self) { _ in Color.blue.frame(height: 80) }
          }
        }
      }
    }
    let layout = try phone.layout(Home())
    #expect(layout.axes == .horizontal && layout.behavior is PagingScrollTargetBehavior)
    // In the feed's content, 200 pt down; pages as large as the pager.
    #expect(close(layout.frame, CGRect(x: 0, y: 200, width: 393, height: 300)))
    #expect(layout.targets.count == 3)
    #expect(close(layout.targets[2], CGRect(x: 786, y: 0, width: 393, height: 300)))
    var outer = phone
    outer.scrollViewLine = outerLine
    let feed = try outer.layout(Home())
    #expect(feed.axes == .vertical && abs(feed.contentSize.height - 1300) < tolerance)
  }

  @Test("a grid of carousels reports the first carousel; the grid's scroll view can be picked by its line")
  func gridOfCarousels() throws {
    let outerLine = #line + 3
    struct Shelves: View {
      var body: some View {
        ScrollView {
          LazyVGrid(columns: [GridItem(), GridItem()]) {
            ForEach(0..<4, id: \.self) { _ in
              ScrollView(.horizontal) {
                LazyHStack(spacing: 8) {
                  ForEach(0..<5, id: \.self) { _ in Color.mint.frame(width: 80, height: 120) }
                }
                .scrollTargetLayout()
              }
              .scrollTargetBehavior(.viewAligned)
            }
          }
        }
      }
    }
    let layout = try phone.layout(Shelves())
    let column = (393.0 - 8) / 2
    #expect(layout.axes == .horizontal && layout.candidates.count == 2)
    #expect(close(layout.frame, CGRect(x: 0, y: 0, width: column, height: 120)))
    #expect(layout.targets.count == 5 && abs(layout.targets[4].minX - 352) < tolerance)
    var outer = phone
    outer.scrollViewLine = outerLine
    let grid = try outer.layout(Shelves())
    // Two rows of 120 pt, 8 pt apart.
    #expect(grid.axes == .vertical && abs(grid.contentSize.height - 248) < tolerance)
  }

  @Test("a TabView of navigation stacks of lists reports the carousel in a row below both bars' room")
  func everydayApp() throws {
    struct App: View {
      var body: some View {
        TabView {
          NavigationStack {
            List {
              Section {
                ScrollView(.horizontal) {
                  LazyHStack { ForEach(0..<5, id: \.self) { _ in Color.pink.frame(width: 150, height: 150) } }
                    .scrollTargetLayout()
                }
              } header: {
                Text("Recently played")
              }
            }
            .navigationTitle("Listen now")
          }
          .tabItem { Label("Listen", systemImage: "play.circle") }
        }
      }
    }
    // 59 + 96 below the bar, then the 22 pt header.
    let layout = try phone.layout(App())
    #expect(close(layout.frame, CGRect(x: 16, y: 177, width: 361, height: 150)))
  }
}
