import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

@testable import PropertyChecking

/// The seed's landscape drift (Fatbobman, "Mastering SwiftUI Scrolling:
/// Implementing Custom Paging", 2025): pages one container long on an
/// iPhone 15 Pro in landscape, paged by the bounds.
@Suite("The landscape drift: bounds paging over container-long pages")
struct LandscapeDriftTests {
  /// Offsets closer than this are the same (pt).
  static let tolerance = 0.01

  static func scenario() throws -> Scenario {
    try Scenario(json: Data(contentsOf: packageRoot.appendingPathComponent("examples/scenarios/landscape-drift.json")))
  }

  @Test("the device's container is its bounds less the insets: 852 x 393 less 118 and 21")
  func container() throws {
    let scenario = try Self.scenario()
    #expect(scenario.containerSize == CGSize(width: 734, height: 372))
    #expect(scenario.screen?.bounds == CGSize(width: 852, height: 393))
  }

  @Test("boundsPaging rests 118 pt further past its page on every fling; paging stays on the pages")
  func driftPerPage() throws {
    let scenario = try Self.scenario()
    let drifting = Simulator(scenario: scenario, behavior: BoundsPagingScrollTargetBehavior()).run()
    let gestures = drifting.updates.filter { $0.cause == .gesture }
    #expect(gestures.count == 5)
    for (index, update) in gestures.enumerated() {
      let page = Double(index + 1)
      #expect(abs(update.landed.x - page * 852) < Self.tolerance, "fling \(index + 1) rests at \(update.landed.x)")
      #expect(abs((update.landed.x - page * 734) - page * 118) < Self.tolerance, "drift after \(index + 1) pages")
    }
    let aligned = Simulator(scenario: scenario, behavior: PagingScrollTargetBehavior()).run()
    for (index, update) in aligned.updates.enumerated() {
      #expect(abs(update.landed.x - Double(index + 1) * 734) < Self.tolerance, "paging, fling \(index + 1)")
    }
  }

  @Test("landsOn(children) catches the drift, and shrinking keeps the device and one fling 118 pt off")
  func violationShrinks() throws {
    let property = LandsOn(.children(nil))
    let trials = Trials(behavior: BoundsPagingScrollTargetBehavior(), properties: [property])
    let fails = { (scenario: Scenario) in Trials.violation(of: property, in: trials.run(scenario)) != nil }
    let scenario = try Self.scenario()
    #expect(fails(scenario))
    let shrunk = ScenarioShrinker.shrink(scenario, fails: fails)
    #expect(fails(shrunk))
    #expect(shrunk.steps.count == 1, "\(String(decoding: shrunk.json, as: UTF8.self))")
    #expect(shrunk.screen?.device?.name == "iphone15pro" && shrunk.screen?.orientation == .landscape)
    let violation = try #require(Trials.violation(of: property, in: trials.run(shrunk)))
    #expect(violation.message.contains("118 pt from the nearest stop"), "\(violation.message)")
  }

  @Test("the generated gestures on the device find landsOn(children) broken by bounds paging, not by paging")
  func generatedOnTheDevice() throws {
    let screen = Screen(device: .iPhone15Pro, orientation: .landscape)
    var check = PropertyCheck(properties: [LandsOn(.pages)], axis: .horizontal)
    check.gestures = 2000
    check.scenarios = 100
    check.timeLimit = 60
    check.screen = screen
    let bounds = try check.run({ BoundsPagingScrollTargetBehavior() }, workers: 2)
    #expect(!bounds.passed, "bounds paging lands off the container's pages")
    let paging = try check.run({ PagingScrollTargetBehavior() }, workers: 2)
    #expect(paging.passed, "paging keeps to them")
  }
}
