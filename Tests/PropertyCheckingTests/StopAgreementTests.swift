import Foundation
import ScrollSimulation
import Testing

@testable import BehaviorComparing
@testable import BehaviorRunning
@testable import PropertyChecking
@testable import ScrollTargets

/// The properties' stops (``StopLine``) are computed apart from the
/// built-ins' (`PageStops`, `AlignedStops`) on purpose, as an independent
/// oracle; these tests hold the two geometries to the same stops, and the
/// landing map, which counts in the properties' stops, with them.
@Suite("Stop geometry: properties and built-ins agree")
struct StopAgreementTests {
  /// Two offsets closer than this are the same stop.
  static let tolerance = Double(Tolerance.standard.distance)

  /// A scene to lay out, and what it exercises.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var scene: Scene
    var testDescription: String { name }
  }

  static let rightToLeft = EnvironmentValues(layoutDirection: .rightToLeft)
  static let landscape15Pro = Screen(device: .iPhone15Pro, orientation: .landscape)

  static let rows: [Row] = [
    Row(name: "five whole pages", scene: Scene(content: .pages(5))),
    Row(
      name: "a partial last page: 1000 pt of content", scene: Scene(content: .size(CGSize(width: 1000, height: 844)))),
    Row(name: "2.3 pages", scene: Scene(content: .pages(2.3))),
    Row(name: "a last page a hair longer than whole", scene: Scene(content: .size(CGSize(width: 1950.5, height: 844)))),
    Row(name: "content as long as the container", scene: Scene(content: .pages(1))),
    Row(name: "content shorter than the container", scene: Scene(content: .size(CGSize(width: 200, height: 844)))),
    Row(name: "vertical, 4.5 pages", scene: Scene(content: .pages(4.5), axes: .vertical)),
    Row(
      name: "both axes: pages on the horizontal", scene: Scene(content: .pages(3.5), axes: [.horizontal, .vertical])),
    Row(name: "right to left, 3.5 pages", scene: Scene(content: .pages(3.5), environment: rightToLeft)),
    Row(name: "a device with insets, landscape", scene: Scene(screen: landscape15Pro, content: .pages(5))),
    Row(
      name: "an odd container: 375.5 pt, 3.7 pages",
      scene: Scene(screen: Screen(bounds: CGSize(width: 375.5, height: 667.25)), content: .pages(3.7))),
    Row(
      name: "children with spacing and padding",
      scene: Scene(
        content: .children,
        children: Scene.ChildLayout(count: 9, length: 300, spacing: 16, leadingPadding: 20, trailingPadding: 24))),
    Row(
      name: "children a page each",
      scene: Scene(content: .children, children: Scene.ChildLayout(count: 6, perPage: 1))),
    Row(
      name: "children two a page, with spacing",
      scene: Scene(content: .children, children: Scene.ChildLayout(count: 11, perPage: 2, spacing: 10))),
    Row(
      name: "narrow children, the last ones clamping to the end",
      scene: Scene(content: .children, children: Scene.ChildLayout(count: 20, length: 100))),
    Row(
      name: "children in a fixed content longer than their row",
      scene: Scene(
        content: .size(CGSize(width: 2000, height: 844)),
        children: Scene.ChildLayout(count: 5, length: 250, spacing: 12, leadingPadding: 8))),
    Row(
      name: "vertical children with spacing and padding",
      scene: Scene(
        content: .children,
        children: Scene.ChildLayout(count: 12, length: 200, spacing: 8, leadingPadding: 16, trailingPadding: 16),
        axes: .vertical)),
    Row(
      name: "right to left children",
      scene: Scene(
        content: .children, children: Scene.ChildLayout(count: 7, length: 280, spacing: 20),
        environment: rightToLeft)),
    Row(
      name: "children on a device with insets",
      scene: Scene(screen: landscape15Pro, content: .children, children: Scene.ChildLayout(count: 8, perPage: 1))),
    Row(
      name: "children shorter than the container together",
      scene: Scene(content: .children, children: Scene.ChildLayout(count: 2, length: 100, spacing: 10))),
  ]

  /// The built-in pagers' stops: page 0 to the last, each as `PageStops` places it.
  static func pageStops(_ context: ScrollTargetBehaviorContext) -> [Double] {
    let axis = context.primaryAxis
    let stops = PageStops(pageLength: context.containerSize[axis], maxOffset: context.maxOffset(on: axis))
    return (0...Int(stops.lastPage)).map { Double(stops.offset(ofPage: CGFloat($0))) }
  }

  /// `viewAligned`'s stops at `anchor`: the first, then each next one `AlignedStops` finds.
  static func alignedStops(_ context: ScrollTargetBehaviorContext, anchor: UnitPoint?) -> [Double] {
    let axis = context.primaryAxis
    let stops = AlignedStops(
      children: context.targets, axis: axis, anchor: anchor?.component(on: axis) ?? 0,
      containerLength: context.containerSize[axis], maxOffset: context.maxOffset(on: axis))
    var result: [Double] = []
    var next = stops.first(atLeast: 0)
    while let stop = next {
      result.append(Double(stop))
      next = stops.next(after: stop)
    }
    return result
  }

  /// Whether two lists of stops are the same, stop by stop, within the tolerance.
  static func agree(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test("pages: StopLine and PageStops give the same stops", arguments: rows)
  func pages(_ row: Row) {
    let context = row.scene.layout.context(original: .zero, velocity: .zero)
    let properties = Stops.pages.line(in: context).offsets
    let builtIn = Self.pageStops(context)
    #expect(Self.agree(properties, builtIn), "properties \(properties), built-ins \(builtIn)")
  }

  @Test(
    "children: StopLine and AlignedStops give the same stops, at the leading edge, centre and trailing edge",
    arguments: rows.filter { $0.scene.children != nil })
  func children(_ row: Row) throws {
    let context = row.scene.layout.context(original: .zero, velocity: .zero)
    try #require(!context.targets.isEmpty)
    for anchor in [nil, UnitPoint.center, .trailing] {
      let properties = Stops.children(anchor).line(in: context).offsets
      let builtIn = Self.alignedStops(context, anchor: anchor)
      #expect(
        Self.agree(properties, builtIn),
        "anchor \(String(describing: anchor)): properties \(properties), built-ins \(builtIn)")
    }
  }

  @Test("the landing map counts in the same stops: children when there are, else pages", arguments: rows)
  func landingMap(_ row: Row) {
    var grid = LandingMap.Grid()
    grid.starts = 2
    grid.velocities = 2
    let map = LandingMap(FreeScrollTargetBehavior(), scene: row.scene, grid: grid)
    let context = row.scene.layout.context(original: .zero, velocity: .zero)
    let builtIn = context.targets.isEmpty ? Self.pageStops(context) : Self.alignedStops(context, anchor: nil)
    #expect(map.stopsAreChildren == !context.targets.isEmpty)
    #expect(Self.agree(map.stops, builtIn), "map \(map.stops), built-ins \(builtIn)")
  }
}
