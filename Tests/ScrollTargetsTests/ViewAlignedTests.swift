import Foundation
import ScrollTargets
import Testing

/// `.viewAligned` with children 100 pt wide in a 390 pt container (content 3900,
/// max offset 3510) unless a case says otherwise.
@Suite("viewAligned: align a child; the limit bounds how many children one gesture passes")
struct ViewAlignedTests {
  let children = row(39, length: 100)

  func call(_ original: Double, _ proposed: Double, environment: EnvironmentValues = EnvironmentValues()) -> Call {
    Call(original: original, proposed: proposed, targets: children, environment: environment)
  }

  @Test(
    "each limit on a fast fling from child 8 (in flight at 780) toward 3275",
    arguments: [
      (ViewAlignedScrollTargetBehavior.LimitBehavior.never, 3300.0),
      (.alwaysByOne, 900),  // the child after the nearest (800): one child passed
      (.alwaysByFew, 1100),  // the last child within one container (780 + 390)
      (.always, 1100),
      (.automatic, 1100),  // compact width: limited
    ])
  func limits(limit: ViewAlignedScrollTargetBehavior.LimitBehavior, expected: Double) {
    let behavior = ViewAlignedScrollTargetBehavior(limitBehavior: limit)
    #expect(abs(call(780, 3275).result(behavior) - expected) < tolerance, "\(limit)")
  }

  @Test("automatic does not limit in a regular size class")
  func automaticRegular() {
    let regular = EnvironmentValues(horizontalSizeClass: .regular)
    #expect(abs(call(780, 3275, environment: regular).result(.viewAligned) - 3300) < tolerance)
    #expect(
      !ViewAlignedScrollTargetBehavior().properties(context: call(0, 0, environment: regular).context.propertiesContext)
        .limitsScrolls)
    #expect(ViewAlignedScrollTargetBehavior().properties(context: call(0, 0).context.propertiesContext).limitsScrolls)
  }

  @Test("alwaysByOne: slow releases settle on the nearest child, flings pass one")
  func alwaysByOne() {
    let behavior = ViewAlignedScrollTargetBehavior.viewAligned(limitBehavior: .alwaysByOne)
    #expect(abs(call(800, 840).result(behavior) - 800) < tolerance)  // zero velocity, nearer 800
    #expect(abs(call(800, 860).result(behavior) - 900) < tolerance)  // nearer 900
    #expect(abs(call(780, 0).result(behavior) - 700) < tolerance)  // backward fling
    #expect(abs(call(0, 0).result(behavior)) < tolerance)  // start
    #expect(abs(call(3510, 3510).result(behavior) - 3510) < tolerance)  // end
  }

  @Test("alwaysByOne never passes more than one child, whatever the children's sizes")
  func neverMoreThanOne() {
    var random = SeededGenerator(state: 42)
    for round in 0..<2000 {
      var x = 0.0
      let children = (0..<Int.random(in: 2...60, using: &random)).map { _ in
        let width = Double.random(in: 8...500, using: &random).rounded()
        defer { x += width + Double.random(in: 0...20, using: &random).rounded() }
        return CGRect(x: x, y: 0, width: width, height: 844)
      }
      let content = CGSize(width: max(x, 1), height: 844)
      let maxOffset = max(0, content.width - 390)
      let original = Double.random(in: 0...maxOffset, using: &random).rounded()
      let proposed = Double.random(in: 0...maxOffset, using: &random).rounded()
      let anchor = [nil, UnitPoint.center, .trailing].randomElement(using: &random)!
      let call = Call(content: content, original: original, proposed: proposed, targets: children)
      let result = call.result(ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne, anchor: anchor))
      // The distinct resting offsets, as a person would list them.
      let stops = Set(children.map { min(max($0.minX + (anchor?.x ?? 0) * ($0.width - 390), 0), maxOffset) }).sorted()
      let nearest = stops.indices.min { abs(stops[$0] - original) < abs(stops[$1] - original) }!
      let landed = stops.firstIndex { abs($0 - result) < 0.02 }
      #expect(
        landed != nil && abs(landed! - nearest) <= 1,
        "round \(round): \(call), anchor \(String(describing: anchor)), result \(result)")
    }
  }

  @Test("centred children: children clamped to 0 together count as one stop")
  func centerAnchor() {
    let behavior = ViewAlignedScrollTargetBehavior(limitBehavior: .never, anchor: .center)
    // Child k rests at 100k - 145: children 0 and 1 both clamp to 0, child 2 at 55.
    #expect(abs(call(0, 120).result(behavior) - 155) < tolerance)
    let byOne = ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne, anchor: .center)
    #expect(abs(call(0, 1000).result(byOne) - 55) < tolerance)
  }

  @Test("trailing children at the end clamp to the max offset; one fling reaches it")
  func end() {
    let behavior = ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne)
    #expect(abs(call(3400, 3510).result(behavior) - 3500) < tolerance)
    #expect(abs(call(3500, 3510).result(behavior) - 3510) < tolerance)
  }

  @Test("without layout children the proposal is kept")
  func noChildren() {
    #expect(abs(Call(original: 0, proposed: 123).result(.viewAligned(limitBehavior: .never)) - 123) < tolerance)
  }

  @Test("vertical, and after rotation to landscape with children re-laid out")
  func verticalAndRotation() {
    let vertical = Call(
      content: CGSize(width: 390, height: 3000), axes: .vertical, original: 0, proposed: 260,
      targets: row(30, length: 100, axis: .vertical))
    #expect(abs(vertical.result(.viewAligned(limitBehavior: .never)) - 300) < tolerance)
    // Landscape with container-wide children (844): the portrait offset 1170 settles on child 1.
    let rotated = Call(
      container: landscape, content: CGSize(width: 8440, height: 390), original: 1170, proposed: 1170,
      targets: row(10, length: 844, container: landscape))
    #expect(abs(rotated.result(.viewAligned(limitBehavior: .alwaysByOne)) - 844) < tolerance)
  }

  @Test("100,000 children are searched, not copied")
  func manyChildren() {
    let many = row(100_000, length: 50)
    let call = Call(
      content: CGSize(width: 5_000_000, height: 844), original: 2_500_000, proposed: 2_500_120, targets: many)
    #expect(abs(call.result(.viewAligned(limitBehavior: .never)) - 2_500_100) < tolerance)
  }
}
