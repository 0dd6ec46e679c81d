import Foundation
import ScrollTargets
import Testing

/// Names app files use that a first round of unseen files lacked: negative padding, shapes of the file's own
/// with their paths, `@ScaledMetric`, `@MainActor` models, and the collection edits `onMove`/`onDelete` call.
/// Lengths agree within `tolerance` (1e-6 pt, Fixtures.swift): the rules are exact arithmetic on points.
@MainActor @Suite struct AppFileSurfaceTests {
  let screen = ViewLayout(bounds: CGSize(width: 393, height: 852))

  struct Overlapping: View {
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<3) { _ in
            Color.red.frame(width: 100, height: 50).padding(.horizontal, -10)
          }
        }
        .scrollTargetLayout()
      }
    }
  }

  @Test("negative padding makes the view smaller by its length: 100 pt cards padded by -10 each side are 80 apart")
  func negativePadding() throws {
    // "padding(_:_:)": the result is the child's size plus the insets; -10 on each side takes 20 off.
    let layout = try screen.layout(Overlapping())
    #expect(layout.targets.count == 3)
    for (index, frame) in layout.targets.enumerated() {
      #expect(abs(frame.minX - 80 * CGFloat(index)) < tolerance, "card \(index): \(frame)")
      #expect(abs(frame.width - 80) < tolerance, "card \(index): \(frame)")
    }
    #expect(abs(layout.contentSize.width - 240) < tolerance)
  }

  struct Wave: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: rect.midX, y: rect.minY))
      path.closeSubpath()
      return path
    }
  }

  struct Waves: View {
    @ScaledMetric(relativeTo: .body) var height: CGFloat = 64
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          Wave().frame(width: 120, height: height)
          Wave().fill(.blue).frame(width: 60)
        }
        .scrollTargetLayout()
      }
      .frame(height: 200)
    }
  }

  @Test("a shape of the file's own fills what it is offered, as every shape; @ScaledMetric is its value at Large")
  func ownShapeAndScaledMetric() throws {
    let layout = try screen.layout(Waves())
    #expect(layout.targets.count == 2)
    #expect(abs(layout.targets[0].width - 120) < tolerance)
    #expect(abs(layout.targets[0].height - 64) < tolerance, "the scale is 1 at the default size category")
    // The second is offered the scroll view's 200 pt height, and fills it.
    #expect(abs(layout.targets[1].minX - 130) < tolerance)
    #expect(abs(layout.targets[1].height - 200) < tolerance)
  }

  @Test("a path's bounding rectangle holds every point and rectangle added to it")
  func pathBounds() {
    var path = Path()
    #expect(path.isEmpty)
    path.move(to: CGPoint(x: 5, y: 10))
    path.addLine(to: CGPoint(x: 25, y: 40))
    path.addArc(center: CGPoint(x: 0, y: 0), radius: 2, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(path.boundingRect == CGRect(x: -2, y: -2, width: 27, height: 42))
    #expect(path.currentPoint == CGPoint(x: 25, y: 40))
  }

  @Test("move(fromOffsets:toOffset:) and remove(atOffsets:) edit as a list's onMove and onDelete expect")
  func collectionEdits() {
    var letters = ["a", "b", "c", "d", "e"]
    // Moving a and c to before e (offset 4) leaves b, d, then a, c in their order, then e.
    letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
    #expect(letters == ["b", "d", "a", "c", "e"])
    letters.move(fromOffsets: IndexSet([4]), toOffset: 0)
    #expect(letters == ["e", "b", "d", "a", "c"])
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["e", "d", "c"])
  }

  final class Store: ObservableObject {
    let count: Int
    init(count: Int) { self.count = count }
  }

  struct StoreRow: View {
    @EnvironmentObject var store: Store
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<store.count, id: \.self) { _ in Color.red.frame(width: 50, height: 50) }
        }
        .scrollTargetLayout()
      }
    }
  }

  /// A provider's previews, as older files write them: two screens, each with a store of its own.
  @ViewBuilder static var previews: some View {
    StoreRow().environmentObject(Store(count: 3))
    StoreRow().environmentObject(Store(count: 0)).preferredColorScheme(.dark)
  }

  @Test("a provider's first preview is laid out alone, on the whole screen, with the objects it gives")
  func firstPreview() throws {
    let layout = try screen.layout(_FirstPreview.make { Self.previews })
    #expect(layout.targets.count == 3, "the first preview's store, not the second's")
    #expect(layout.candidates.count == 1, "the second preview is a screen of its own, not laid out")
    #expect(abs(layout.frame.height - 852) < tolerance, "\(layout.frame)")
  }

  struct PagedShelves: View {
    var body: some View {
      TabView {
        ForEach(0..<3) { _ in
          ScrollView(.horizontal) {
            HStack(spacing: 10) {
              ForEach(0..<4) { _ in Color.red.frame(width: 150, height: 80) }
            }
            .scrollTargetLayout()
          }
          .scrollTargetBehavior(.viewAligned)
        }
      }
      .tabViewStyle(.page)
    }
  }

  @Test("a scroll view in a paged tab view's page scrolls within the page, and its written snapping is reported")
  func scrollViewInTabPage() throws {
    let layout = try screen.layout(PagedShelves())
    #expect(layout.axes == .horizontal)
    #expect(abs(layout.frame.width - 393) < tolerance, "the page's width: \(layout.frame)")
    #expect(layout.targets.count == 4)
    #expect(abs(layout.targets[3].minX - 3 * 160) < tolerance, "150 pt cards 10 apart")
    #expect(layout.behavior.map { BuiltInBehaviors.name(of: $0) } == "viewAligned")
  }

  struct Clock: View {
    var body: some View {
      ScrollView(.horizontal) {
        TimelineView(.everyMinute) { context in
          Text(context.date, format: .dateTime.hour().minute())
            .font(.headline)
        }
      }
    }
  }

  @Test("a timeline view's content reads its context with any format: the context's type does not hang on it")
  func timelineContext() throws {
    let layout = try screen.layout(Clock())
    #expect(layout.estimates.map(\.view) == ["Text"])
  }

  #if !canImport(Darwin)
    @Test("CGAffineTransform composes as CoreGraphics does: the transform a method is called on applies last")
    func affineTransforms() {
      // Tolerance 1e-12: a quarter turn's sine and cosine are exact to a few ulps.
      let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
      #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12, "\(turned)")
      // scaledBy scales first, then translates: (1, 1) → (2, 2) → (12, 2).
      let moved = CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2))
      #expect(moved == CGPoint(x: 12, y: 2))
      let box = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
      #expect(abs(box.minX + 1) < 1e-12 && abs(box.width - 1) < 1e-12 && abs(box.height - 2) < 1e-12, "\(box)")
    }
  #endif

  struct GreetingKey: EnvironmentKey {
    static let defaultValue = 2
  }

  struct Greeted: View {
    @Environment(\.cardCount) private var count
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 50, height: 50) }
        }
        .scrollTargetLayout()
      }
    }
  }

  @Test("a key of the app's own reads the value a view above gives, as a preview injects a mock service")
  func customEnvironmentKey() throws {
    let layout = try screen.layout(_FirstPreview.make { Greeted().environment(\.cardCount, 5) })
    #expect(layout.targets.count == 5)
    // With none given, the key's default.
    let plain = try screen.layout(_FirstPreview.make { Greeted() })
    #expect(plain.targets.count == 2)
  }

  @MainActor final class Model {
    var count = 3
    func load() { count = 4 }
  }

  struct Counted: View {
    @State private var model = Model()
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<model.count, id: \.self) { _ in Color.red.frame(width: 50, height: 50) }
        }
        .scrollTargetLayout()
      }
      .onAppear { model.load() }
    }
  }

  @Test("views are the main actor's, as SwiftUI's: a @MainActor model is made and called from a view")
  func mainActorModel() throws {
    let layout = try screen.layout(Counted())
    #expect(layout.targets.count == 4, "onAppear ran once before the layout")
  }
}

extension EnvironmentValues {
  fileprivate var cardCount: Int {
    get { self[AppFileSurfaceTests.GreetingKey.self] }
    set { self[AppFileSurfaceTests.GreetingKey.self] = newValue }
  }
}
