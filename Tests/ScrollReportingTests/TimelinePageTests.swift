import Foundation
import ScrollReporting
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

@Suite("The HTML playback page")
struct TimelinePageTests {
  @Test("embeds the plot, every frame and every event, and escapes what it embeds")
  func page() throws {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3900, height: 844),
      steps: [.fling(velocity: CGVector(dx: 2000, dy: 0)), .wait(1)])
    let timeline = Simulator(scenario: scenario, behavior: .paging).run()
    let html = TimelinePage(timeline: timeline, title: "paging </script> & co").html
    #expect(html.hasPrefix("<!doctype html>") && html.contains("<svg xmlns="))
    #expect(html.contains("<title>paging &lt;/script&gt; &amp; co</title>"))
    #expect(!html.contains("</script> & co"))
    // One [t, x, y] triple per frame, between "frames":[ and "layouts".
    let start = try #require(html.range(of: "\"frames\":[")).upperBound
    let end = try #require(html.range(of: "],\"layouts\"")).lowerBound
    #expect(html[start..<end].components(separatedBy: "],[").count == timeline.frames.count)
    #expect(html.contains("\"events\":[[0,\"gesture began at 0\"]"))
    #expect(TimelinePage.jsonString("a\"b<c\\") == #""a\"b\u003cc\\""#)
  }
}

@Suite("The player's script and style sheet")
struct PlayerAssetsTests {
  /// `Sources/ScrollReporting/Player/NAME` in this checkout.
  static func source(_ name: String) -> URL {
    Repository.root.appendingPathComponent("Sources/ScrollReporting/Player/\(name)")
  }

  static func page() -> String {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 1950, height: 844),
      steps: [.fling(velocity: CGVector(dx: 900, dy: 0)), .wait(0.5)])
    return TimelinePage(timeline: Simulator(scenario: scenario, behavior: .paging).run(), title: "t").html
  }

  @Test("the embedded script and style sheet are the files in Player/, byte for byte")
  func embedded() throws {
    #expect(PlayerAssets.script == (try String(contentsOf: Self.source("player.js"), encoding: .utf8)))
    #expect(PlayerAssets.css == (try String(contentsOf: Self.source("player.css"), encoding: .utf8)))
    #expect(PlayerAssets.script.contains("document.body.dataset.ready = \"1\""))
  }

  @Test("the page holds both whole, the script after the data it reads")
  func inlined() throws {
    let html = Self.page()
    #expect(html.contains("<style>\n\(PlayerAssets.css)</style>\n"))
    let data = try #require(html.range(of: "<script>\n\"use strict\";\nconst data = {"))
    let script = try #require(html.range(of: "\n\(PlayerAssets.script)</script>\n"))
    #expect(data.upperBound < script.lowerBound)
  }

  @Test("the page loads nothing from elsewhere, and nothing in it ends its element early")
  func selfContained() {
    let html = Self.page().lowercased()
    for reference in ["src=", "href=", "<link", "@import", "url(", "<iframe", "fetch("] {
      #expect(!html.contains(reference), "the page refers to another file: \(reference)")
    }
    // The only address is the SVG namespace, a name rather than a place to load from.
    let addresses = html.components(separatedBy: "http").dropFirst()
    #expect(!addresses.isEmpty && addresses.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg\"") })
    #expect(!PlayerAssets.script.lowercased().contains("</script"))
    #expect(!PlayerAssets.css.lowercased().contains("</style"))
  }

  /// `node` on the search path, when there is one.
  static let node: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }

  @Test("the script parses as JavaScript (node --check)", .enabled(if: node != nil, "node is not installed"))
  func parses() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.node))
    process.arguments = ["--check", Self.source("player.js").path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message)")
  }

  @Test("a layout's children go to the player as [start, length] cards")
  func children() {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 1000, height: 844),
      children: .init(count: 3, length: 300, spacing: 16), steps: [.wait(0.1)])
    let html = TimelinePage(timeline: Simulator(scenario: scenario, behavior: .viewAligned).run(), title: "t").html
    #expect(html.contains(#""children":[[0,300],[316,300],[632,300]]"#), "\(html.prefix(2000))")
  }

  @Test("the player's strip goes by child: each child's stop with its child, the last clamped to the end")
  func stops() {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 1000, height: 844),
      children: .init(count: 3, length: 300, spacing: 16), steps: [.wait(0.1)])
    let html = TimelinePage(timeline: Simulator(scenario: scenario, behavior: .viewAligned).run(), title: "t").html
    // Child 2's leading edge, 632, lies past the largest offset, 1000 - 390 = 610.
    #expect(html.contains(#""stops":[[0,0],[316,1],[610,2]]"#), "\(html.prefix(2000))")
  }

  @Test("a vertical feed's layout gives the player the container's breadth across and its children along y")
  func verticalFeed() {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: nil, axes: .vertical,
      children: .init(count: 10, length: 600, spacing: 12), steps: [.fling(velocity: CGVector(dx: 0, dy: 1500))])
    let html = TimelinePage(timeline: Simulator(scenario: scenario, behavior: .viewAligned).run(), title: "t").html
    // 10 × 600 + 9 × 12 = 6108 pt of content; the stops every 612 pt up to 5264 (6108 - 844), where 9 clamps.
    #expect(html.contains(#""axis":"y""#))
    #expect(
      html.contains(#""page":844,"content":6108,"cross":390,"children":[[0,600],[612,600],"#), "\(html.prefix(1500))")
    #expect(html.contains(#""stops":[[0,0],[612,1],[1224,2],"#) && html.contains(#"[4896,8],[5264,9]]"#))
  }
}
