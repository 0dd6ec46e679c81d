import Foundation
import ScrollTargets
import Testing

/// `NavigationStack` and `NavigationView`: the root below a navigation bar
/// of UIKit's heights (the model's reading): 44 pt inline, 96 pt with a
/// large title, none when hidden. The bar adds to the safe area of a root
/// scroll view, which keeps the screen's frame. iPhone 15 Pro in portrait:
/// 393 × 852 pt, 59 pt of safe area on top and 34 at the bottom.
/// Tolerance: `tolerance` (1e-6 pt, Fixtures.swift).
@MainActor @Suite struct NavigationStackLayoutTests {
  let phone = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  struct Feed: View {
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<8, id: \.self) { _ in Color.blue.containerRelativeFrame(.vertical) }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.paging)
    }
  }

  func close(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < tolerance && abs(frame.minY - expected.minY) < tolerance
      && abs(frame.width - expected.width) < tolerance && abs(frame.height - expected.height) < tolerance
  }

  @Test("a large title makes a 96 pt bar: the scroll view keeps the screen, its container loses the bar")
  func largeTitle() throws {
    let layout = try phone.layout(NavigationStack { Feed().navigationTitle("Feed") })
    #expect(close(layout.frame, CGRect(x: 0, y: 0, width: 393, height: 852)))
    // 852 − 59 − 34 − 96 = 663 pt: each page is that tall, and the first starts at the content's origin.
    #expect(abs(layout.containerSize.height - 663) < tolerance)
    #expect(close(layout.targets[1], CGRect(x: 0, y: 663, width: 393, height: 663)))
    #expect(abs(layout.safeAreaPadding.top - 96) < tolerance)
  }

  @Test("an inline title, or none, makes a 44 pt bar; a hidden bar takes no room")
  func barHeights() throws {
    let inline = try phone.layout(
      NavigationStack { Feed().navigationTitle(Text("Feed")).navigationBarTitleDisplayMode(.inline) })
    let untitled = try phone.layout(NavigationStack { Feed() })
    for layout in [inline, untitled] {
      #expect(abs(layout.containerSize.height - (759 - 44)) < tolerance)
    }
    let large = try phone.layout(
      NavigationStack { Feed().navigationTitle("Feed").navigationBarTitleDisplayMode(.large) })
    #expect(abs(large.containerSize.height - (759 - 96)) < tolerance)
    let hidden = try phone.layout(
      NavigationStack { Feed().navigationTitle("Feed").toolbar(.hidden, for: .navigationBar) })
    let older = try phone.layout(NavigationView { Feed().navigationBarHidden(true) }.navigationViewStyle(.stack))
    for layout in [hidden, older] {
      #expect(abs(layout.containerSize.height - 759) < tolerance)
    }
  }

  @Test("a root that is no scroll view is laid out below the bar")
  func rootBelowTheBar() throws {
    struct Home: View {
      @State private var path = NavigationPath()
      var body: some View {
        NavigationStack(path: $path) {
          VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            ScrollView(.horizontal) {
              LazyHStack { ForEach(0..<5, id: \.self) { _ in Color.red.frame(width: 200, height: 200) } }
                .scrollTargetLayout()
            }
            .frame(height: 200)
          }
          .navigationTitle("Home")
        }
      }
    }
    // 59 + 96 + 100.
    let layout = try phone.layout(Home())
    #expect(close(layout.frame, CGRect(x: 0, y: 255, width: 393, height: 200)))
  }

  @Test("the title is read from the root's tree; a list below the bar; tab bar and navigation bar add up")
  func titlesAndTabs() throws {
    struct Settings: View {
      var body: some View {
        NavigationStack {
          List {
            Section {
              ListLayoutTests.Shelf()
            }
          }
          .navigationTitle("Settings")
        }
      }
    }
    // The list's first row starts below the 96 pt bar.
    let list = try phone.layout(Settings())
    #expect(close(list.frame, CGRect(x: 16, y: 155, width: 361, height: 200)))

    struct Tabs: View {
      @State private var ids: [Int] = []
      var body: some View {
        TabView {
          NavigationStack(path: $ids) {
            Feed().navigationTitle("Home")
          }
          .tabItem { Text("Home") }
        }
      }
    }
    // 852 − 59 − 34 − 96 − 49.
    let tabs = try phone.layout(Tabs())
    #expect(close(tabs.frame, CGRect(x: 0, y: 0, width: 393, height: 852)))
    #expect(abs(tabs.containerSize.height - 614) < tolerance)
  }
}
