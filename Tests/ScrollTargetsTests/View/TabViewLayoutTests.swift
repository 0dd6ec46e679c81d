import Foundation
import ScrollTargets
import Testing

/// `TabView`: with the page style a horizontal paging scroll view of
/// container-sized pages ("PageTabViewStyle", Apple); otherwise its first
/// tab above a 49 pt tab bar (the model's reading). iPhone 15 Pro in
/// portrait: 393 × 852 pt, 59 pt of safe area on top and 34 at the bottom.
/// Tolerance: `tolerance` (1e-6 pt, Fixtures.swift).
@MainActor @Suite struct TabViewLayoutTests {
  let phone = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  func close(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < tolerance && abs(frame.minY - expected.minY) < tolerance
      && abs(frame.width - expected.width) < tolerance && abs(frame.height - expected.height) < tolerance
  }

  @Test("a page-style TabView is a paging scroll view whose pages are each as large as its container")
  func pager() throws {
    let line = #line + 3
    struct Onboarding: View {
      var body: some View {
        TabView {
          ForEach(0..<4, id: \.self) { page in
            Color(red: 0.2 * Double(page), green: 0.5, blue: 0.9)
          }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
      }
    }
    let layout = try phone.layout(Onboarding())
    #expect(layout.axes == .horizontal && layout.location.line == line)
    #expect(layout.behavior is PagingScrollTargetBehavior)
    // Full screen: its bounds reach every edge; the container is the screen less its safe area.
    #expect(close(layout.frame, CGRect(x: 0, y: 0, width: 393, height: 852)))
    #expect(abs(layout.containerSize.width - 393) < tolerance && abs(layout.containerSize.height - 759) < tolerance)
    #expect(layout.targets.count == 4)
    #expect(close(layout.targets[2], CGRect(x: 786, y: 0, width: 393, height: 759)))
    #expect(abs(layout.contentSize.width - 4 * 393) < tolerance)
  }

  @Test("a framed pager below a header pages by its own size; PageTabViewStyle(indexDisplayMode:) is the same")
  func framedPager() throws {
    let layout = try phone.layout(
      VStack(spacing: 0) {
        Color.gray.frame(height: 100)
        TabView {
          Color.red
          Color.blue
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
        .frame(height: 300)
        Spacer()
      })
    #expect(close(layout.frame, CGRect(x: 0, y: 159, width: 393, height: 300)))
    #expect(layout.targets.count == 2)
    #expect(close(layout.targets[1], CGRect(x: 393, y: 0, width: 393, height: 300)))
  }

  @Test("without the page style the first tab is laid out above a 49 pt tab bar, added to a scroll view's safe area")
  func tabBar() throws {
    struct Home: View {
      @State private var tab = 0
      var body: some View {
        TabView(selection: $tab) {
          ScrollView {
            LazyVStack { ForEach(0..<10, id: \.self) { _ in Color.blue.frame(height: 120) } }.scrollTargetLayout()
          }
          .tabItem { Label("Feed", systemImage: "list.bullet") }
          .tag(0)
          Text("Profile")
            .tabItem { Label("Profile", systemImage: "person") }
            .tag(1)
            .badge(3)
        }
      }
    }
    let layout = try phone.layout(Home())
    // The scroll view still reaches the bottom of the screen; its container loses 59 + 34 + 49 pt.
    #expect(close(layout.frame, CGRect(x: 0, y: 0, width: 393, height: 852)))
    #expect(abs(layout.containerSize.height - (852 - 59 - 34 - 49)) < tolerance)
    #expect(abs(layout.safeAreaPadding.bottom - 49) < tolerance)
    #expect(layout.targets.count == 10)
  }

  @Test("iOS 18 tabs lay out as their content; a tab that is no scroll view is laid out above the bar")
  func tabsAndPadding() throws {
    struct Library: View {
      var body: some View {
        TabView {
          Tab("Library", systemImage: "books.vertical") {
            VStack(spacing: 0) {
              Color.gray.frame(height: 100)
              ScrollView(.horizontal) {
                LazyHStack { ForEach(0..<5, id: \.self) { _ in Color.red.frame(width: 200) } }
              }
            }
          }
          Tab("Search", systemImage: "magnifyingglass") { Text("Search") }
        }
        .tabViewStyle(.sidebarAdaptable)
      }
    }
    // The tab is offered 759 − 49 = 710 pt: the shelf takes the 610 below the header.
    let layout = try phone.layout(Library())
    #expect(close(layout.frame, CGRect(x: 0, y: 159, width: 393, height: 610)))
  }

  @Test("toolbar(.hidden, for: .tabBar) in the first tab removes the bar and its room")
  func hiddenBar() throws {
    let layout = try phone.layout(
      TabView {
        ScrollView {
          LazyVStack { Color.blue.frame(height: 120) }
        }
        .toolbar(.hidden, for: .tabBar)
      })
    #expect(abs(layout.containerSize.height - 759) < tolerance)
  }
}
