import BehaviorRunning
import Foundation
import ScrollReporting
import ScrollSimulation
import ScrollTargets
import Testing

/// A pager that fails every call released faster than 2000 pt/s forward, and
/// otherwise keeps the proposal (at rest between pages).
private struct FailsOrKeeps: FallibleScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
  func tryUpdateTarget(_ target: inout ScrollTarget, context: TargetContext) throws(BehaviorFailure) {
    guard context.velocity.dx <= 2000 else { throw BehaviorFailure(.runtime, "too fast") }
  }
  func tryProperties(context: PropertiesContext) throws(BehaviorFailure) -> Properties { Properties() }
}

/// The landing map's picture as a person reads it: a key for every colour
/// the panels use, swatches told apart, and a title that stays on the picture.
@Suite("the landing map's picture")
struct LandingMapPictureTests {
  static var grid: LandingMap.Grid {
    var grid = LandingMap.Grid()
    grid.starts = 60
    grid.velocities = 60
    return grid
  }

  /// The key's labels and fills, as the SVG draws them: a 14 px swatch, then its label.
  static func key(_ svg: String) -> [(fill: String, label: String)] {
    svg.matches(
      of:
        /<rect x="[\d.]+" y="[\d.]+" width="14\.0" height="14\.0" fill="([^"]+)"\/>\n(?:<rect[^\n]*class="frame"\/>\n)?<text[^>]*class="legend">([^<]+)<\/text>/
    )
    .map { (String($0.1), String($0.2)) }
  }

  @Test("multiPageFling's key lists each number of stops its cells travel, ±4 included, and no other")
  func keyCoversEveryStep() throws {
    let map = LandingMap(MultiPageFlingScrollTargetBehavior(), scene: Scene(content: .pages(12)), grid: Self.grid)
    let used = Set(map.everyCell.compactMap(\.stops).map { max(-4, min(4, $0)) })
    #expect(used.contains(4) && used.contains(-4), "multiPageFling turns four pages both ways: \(used.sorted())")
    let labels = Self.key(LandingMapPicture([("multiPageFling", map)]).svg).map(\.label)
    for stops in used {
      let label =
        stops == 0
        ? "stays" : "\(stops > 0 ? "+" : "−")\(abs(stops)) stop\(abs(stops) == 1 ? "" : "s")"
      #expect(labels.contains { $0.hasPrefix(label) }, "the key lacks \(label): \(labels)")
    }
    #expect(labels.count == used.count, "one entry per colour used, no more: \(labels)")
  }

  @Test("between stops is hatched, unlike any solid swatch; a failed call is a strong colour, not white")
  func swatchesTellApart() throws {
    let scene = Scene(content: .pages(5))
    let map = LandingMap(FailsOrKeeps(), scene: scene, grid: Self.grid)
    #expect(map.everyCell.contains { $0.landed == nil } && map.everyCell.contains { $0.landed != nil && !$0.onStop })
    let key = Self.key(LandingMapPicture([("keeps", map)]).svg)
    let between = try #require(key.first { $0.label == "between stops" }, "\(key)")
    #expect(between.fill.hasPrefix("url(#between-"), "a hatch pattern: \(between.fill)")
    #expect(key.filter { $0.label != "between stops" }.allSatisfy { !$0.fill.hasPrefix("url(") })
    let failed = try #require(key.first { $0.label == "failed" }, "\(key)")
    // Luminance under 0.5: the swatch stands out on the white picture.
    let hex = failed.fill.dropFirst()
    let channels = stride(from: 0, to: 6, by: 2).map { offset -> Double in
      let start = hex.index(hex.startIndex, offsetBy: offset)
      return Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 255) / 255
    }
    let luminance = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    #expect(luminance < 0.5, "failed is \(failed.fill), luminance \(luminance)")
  }

  @Test("a title longer than the picture is squeezed into it, not cut")
  func longTitleFits() throws {
    let map = LandingMap(PagingScrollTargetBehavior(), scene: Scene(content: .pages(5)), grid: Self.grid)
    let name = "a/rather/long/folder/of/behaviors/with/a/long/name/pager_that_pages.lua"
    let svg = LandingMapPicture([(name, map), ("multiPageFling", map)]).svg
    let widthMatch = try #require(svg.firstMatch(of: /width="([\d.]+)"/))
    let width = try #require(Double(widthMatch.1))
    let title = try #require(svg.firstMatch(of: /<text x="([\d.]+)"[^>]*class="title"([^>]*)>/))
    let length = try #require(title.2.firstMatch(of: /textLength="([\d.]+)"/), "the long title is squeezed")
    #expect(Double(title.1)! + Double(length.1)! <= width + 0.01)
  }
}

extension LandingMapPictureTests {
  @Test("past four stops the darkest shade stands for four or more, and only its entry says so")
  func fourOrMore() throws {
    // Keeps the proposal: fast flings coast past many pages, at rest between them.
    let map = LandingMap(FailsOrKeeps(), scene: Scene(content: .pages(12)), grid: Self.grid)
    #expect(map.everyCell.contains { ($0.stops ?? 0) < -4 }, "some gesture travels more than four stops back")
    let labels = Self.key(LandingMapPicture([("keeps", map)]).svg).map(\.label)
    #expect(labels.contains("−4 or more stops"), "\(labels)")
    #expect(
      labels.filter { $0.contains("or more") }.count == (labels.contains("+4 or more stops") ? 2 : 1), "\(labels)")
  }
}
