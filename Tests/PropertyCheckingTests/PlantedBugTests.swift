import BehaviorLoading
import Foundation
import PropertyChecking
import ScrollReporting
import TestSupport
import Testing

/// The planted bugs of `Tests/PropertyCheckingTests/Fixtures/planted/`, each a
/// careful pager (or the careful card carousel) with one slip, and the careful
/// ones themselves.
@Suite("Planted bugs")
struct PlantedBugTests {
  /// Each planted bug and a property its slip breaks.
  static let bugs: [(file: String, breaks: String)] = [
    ("band_pager.lua", "atMost(1, pages)"),
    ("end_off_by_one.lua", "inBounds"),
    ("counting_pager.lua", "deterministic"),
    ("mirrored_pager.lua", "followsFling(0)"),
    ("mid_animation_pager.lua", "landsOn(pages)"),
    ("backward_flick_stays.lua", "advances(300, children)"),
  ]

  /// `check`'s defaults (10,000 gestures, 1000 scenarios, seed 1), with a time
  /// limit a loaded test machine does not reach: the search is the default one
  /// whatever the machine, and `Benchmarks/planted-bugs` times the default limit.
  static var defaults: PropertyOptions {
    var options = PropertyOptions()
    options.timeLimit = 120
    return options
  }

  @Test("check with its defaults finds each planted bug", arguments: bugs.map(\.file))
  func found(_ file: String) throws {
    let check = ScriptCheck(path: plantedPath(file), options: Self.defaults)
    let report = try #require(check.report)
    #expect(!check.passed, "\(file): \(report.entries.map { "\($0.property.name) \($0.verdict)" })")
    let breaks = Self.bugs.first { $0.file == file }!.breaks
    let entry = try #require(report.entries.first { $0.property.name == breaks })
    #expect(!entry.holds, "\(file) breaks \(breaks)")
  }

  @Test("the band around a constant is found by the cases mined from that constant")
  func bandFromConstants() throws {
    let check = ScriptCheck(path: plantedPath("band_pager.lua"), options: Self.defaults)
    let entry = try #require(check.report?.entries.first { $0.property.name == "atMost(1, pages)" })
    #expect(entry.breach?.source == "constants", "\(entry.breach?.origin ?? "holds")")
    // The random gestures before them, 80 % of the default 10,000, all passed it.
    #expect(entry.breach?.origin.hasPrefix("mined gesture") == true)
    #expect(entry.gestures > 8000)
    // --explain says so.
    let text = try #require(check.report).sourceLines
    #expect(text.contains("gestures: random 8000, constants 1200, coverage 800"), "\(text)")
    #expect(text.contains("scenarios: random 850, constants 150"), "\(text)")
    #expect(text.contains("the violation of atMost(1, pages) came from: constants (mined gesture "), "\(text)")
  }

  @Test("the coverage phase tells the careful pager's branches apart: it keeps several gestures")
  func coverageKeeps() throws {
    let report = try #require(ScriptCheck(path: plantedPath("careful_pager.lua"), options: Self.defaults).report)
    // Its gestures fling forward, backward, or rest, near an end or not: more than two paths.
    #expect(report.coverageKept > 2, "\(report.coverageKept)")
    #expect(report.coverageReached > report.coverageKept)
  }

  @Test("the careful pager, the careful carousel and every script in behaviors/ pass check with its defaults")
  func carefulPasses() {
    let scripts =
      [plantedPath("careful_pager.lua"), plantedPath("card_carousel.lua")]
      + ScriptFiles.expand([packageRoot.appendingPathComponent("behaviors").path])
    #expect(scripts.count >= 13)
    for script in scripts {
      let check = ScriptCheck(path: script, options: PropertyOptions())
      #expect(check.passed, "\(script): \(check.diagnostics)")
      #expect(check.report?.sources.map(\.name) == ["random", "constants", "coverage", "random", "constants"])
      // The coverage phase counted lines, and kept at least the gesture that reached them first.
      #expect((check.report?.coverageKept ?? 0) >= 1 && (check.report?.coverageReached ?? 0) >= 1, "\(script)")
    }
  }
}
