import Foundation
import ScrollTargets
import Testing

/// The screen as it first shows: the root centred in the safe area, a list
/// filling what it is offered, `onAppear` run before the layout with the
/// states it set kept, and the composite views sized from their parts.
/// iPhone 15 Pro in portrait: 393 x 852, safe area 59 pt at the top and 34
/// at the bottom, so the safe rect is y 59 to 818, 759 pt tall, its middle
/// at y 438.5. Tolerance: `tolerance` (1e-6 pt, Fixtures.swift).
@MainActor @Suite struct FirstScreenTests {
  let phone = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  /// A horizontal carousel of `count` 100 x `height` cards.
  struct Strip: View {
    var count = 4
    var height: CGFloat = 80
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          ForEach(0..<count, id: \.self) { _ in Color.blue.frame(width: 100, height: height) }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.viewAligned)
    }
  }

  @Test("a root shorter than the safe area is centred in it, clear of the insets, as a hosting view centres it")
  func rootCentred() throws {
    let layout = try phone.layout(Strip().frame(height: 280))
    // (759 − 280) / 2 = 239.5 below the safe area's top: y = 59 + 239.5 = 298.5.
    #expect(abs(layout.frame.minY - 298.5) < tolerance)
    #expect(abs(layout.frame.height - 280) < tolerance)
    #expect(layout.safeAreaInsets == EdgeInsets())
    // A root that fills the safe area still touches its edges, and the scroll view reaches under them.
    let full = try phone.layout(Strip())
    #expect(abs(full.frame.minY) < tolerance && abs(full.frame.height - 852) < tolerance)
    #expect(full.safeAreaInsets.top == 59 && full.safeAreaInsets.bottom == 34)
  }

  @Test("a list takes the height it is offered, as the scroll view it is, its rows from its top")
  func listFills() throws {
    let layout = try phone.layout(List { Strip(height: 60) })
    // The list fills the 759 pt safe rect, so its first row starts at its top: 59 + (44 < 60, no centring).
    #expect(abs(layout.frame.minY - 59) < tolerance)
    #expect(abs(layout.frame.width - 361) < tolerance)
  }

  final class Store: ObservableObject {
    @Published var items: [Int] = []
    var loads = 0
    func load() {
      loads += 1
      items = Array(0..<6)
    }
  }

  struct Loaded: View {
    @StateObject var store = Store()
    @State private var height: CGFloat = 40
    var body: some View {
      Strip(count: store.items.count, height: height)
        .onAppear {
          store.load()
          height = 90
        }
    }
  }

  @Test("onAppear runs once before the layout; the @StateObject and @State it set are on the first screen")
  func onAppearRuns() throws {
    let layout = try phone.layout(VStack { Loaded() })
    // Six 100 pt cards 10 apart, 90 pt tall: the store's items and the height the action set.
    #expect(layout.targets.count == 6)
    #expect(abs(layout.contentSize.width - (6 * 100 + 5 * 10)) < tolerance)
    #expect(abs(layout.contentSize.height - 90) < tolerance)
  }

  @Test("an onAppear action runs once per layout, not again for the tree made a second time")
  func onAppearOnce() throws {
    let view = Loaded()
    _ = try phone.layout(view)
    #expect(view.store.loads == 1)
  }

  @Test("a ScrollView given snapping in the file is reported before a paged TabView beside it")
  func writtenSnappingFirst() throws {
    struct Shop: View {
      var body: some View {
        ScrollView {
          VStack {
            TabView {
              Color.red; Color.blue
            }.tabViewStyle(.page).frame(height: 200)
            Strip()
          }
        }
      }
    }
    let layout = try phone.layout(Shop())
    #expect(layout.axes == .horizontal)
    #expect(layout.behavior is ViewAlignedScrollTargetBehavior)
    #expect(abs(layout.contentSize.width - (4 * 100 + 3 * 10)) < tolerance)
  }

  @Test("lineSpacing adds its points between lines, not after the last")
  func lineSpacing() throws {
    struct Paragraph: View {
      var body: some View {
        ScrollView {
          VStack(spacing: 0) {
            Text("one\ntwo\nthree").lineSpacing(6)
            Color.red.frame(height: 10)
          }
          .scrollTargetLayout()
        }
      }
    }
    let layout = try phone.layout(Paragraph())
    // Body text: 22 pt a line (Font.swift); three lines and two gaps of 6: 3 · 22 + 2 · 6 = 78.
    #expect(abs(layout.targets[0].height - 78) < tolerance)
  }

  @Test("LabeledContent, DatePicker, ColorPicker, GroupBox and ContentUnavailableView are sized from their parts")
  func composites() throws {
    struct Settings: View {
      var body: some View {
        ScrollView {
          VStack(spacing: 0) {
            LabeledContent("Version", value: "1.0")
            DatePicker("Start", selection: .constant(Date()), displayedComponents: .date)
            DatePicker("At", selection: .constant(Date()))
            ColorPicker("Tint", selection: .constant(Color.red))
            GroupBox { Color.red.frame(height: 30) }
            ContentUnavailableView("None", systemImage: "tray").frame(height: 300)
          }
          .scrollTargetLayout()
        }
      }
    }
    let rows = try phone.layout(Settings()).targets
    try #require(rows.count == 6)
    // A row of body text: 22 pt tall, as wide as it is offered.
    #expect(abs(rows[0].height - 22) < tolerance && abs(rows[0].width - 393) < tolerance)
    // The compact date button is 34 pt tall; a date and a time side by side too.
    #expect(abs(rows[1].height - 34) < tolerance && abs(rows[2].height - 34) < tolerance)
    // The color well is 28 pt, taller than the 22 pt label.
    #expect(abs(rows[3].height - 28) < tolerance)
    // A box pads its content 16 pt on every side: 30 + 32.
    #expect(abs(rows[4].height - 62) < tolerance)
    // The empty state fills the frame it is given.
    #expect(abs(rows[5].height - 300) < tolerance && abs(rows[5].width - 393) < tolerance)
  }

  @Test("a NavigationSplitView shows its sidebar on an iPhone, and its detail beside a 320 pt sidebar on an iPad")
  func splitView() throws {
    struct Library: View {
      var body: some View {
        NavigationSplitView {
          Color.gray
        } detail: {
          Strip()
        }
      }
    }
    // Compact: the sidebar alone, so no scroll view; the error says where the split view is and what to do.
    let error = try #require(throws: ViewLayoutError.self) { try phone.layout(Library()) }
    #expect(error.kind == .noScrollView)
    #expect(error.description.contains("NavigationSplitView"), "\(error)")
    // Regular: the iPad Pro 13" in portrait is 1024 wide; the detail column is 1024 − 320.
    let pad = ViewLayout(device: .iPadPro13, orientation: .portrait)
    let layout = try pad.layout(Library())
    #expect(abs(layout.frame.minX - 320) < tolerance && abs(layout.frame.width - 704) < tolerance)
  }

  @Test("a literal's interpolations are formatted into the text the estimate measures")
  func localizedKey() throws {
    struct Stamp: View {
      var body: some View {
        ScrollView {
          VStack {
            Text("Count \(42, format: .number)")
            Text("Count \(Text("42"))")
          }
          .scrollTargetLayout()
        }
      }
    }
    let rows = try phone.layout(Stamp()).targets
    // "Count 42": 8 characters of body text, 17 pt at 0.5 em each: 68 pt.
    #expect(rows.count == 2 && rows.allSatisfy { abs($0.width - 68) < tolerance }, "\(rows.map(\.width))")
  }
}
