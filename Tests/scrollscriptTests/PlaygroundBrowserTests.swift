import Foundation
import TestSupport
import Testing

/// `scrollscript play` as a person uses it: the page open in headless
/// Chromium, dragged and flung with real pointer events through WebDriver.
/// Each step's screenshot is kept in `.build/test-artifacts/play/`, with the
/// figures the page measured (latency from a pointer sample to its frame,
/// frames per second).
@Suite("the playground in a browser", .serialized, .endToEnd, .tags(.endToEnd))
struct PlaygroundBrowserTests {
  static let artifacts = SwiftFileCommandTests.root.appending(path: ".build/test-artifacts/play")

  typealias Playground = PlayProcess

  /// A gesture on the phone's screen `box` (x, y, width, height in px): press
  /// at its middle, move by `dx` px in `steps` moves of `stepMilliseconds`,
  /// hold still `hold` ms, release.
  static func gesture(_ box: [Double], dx: Double, steps: Int, stepMilliseconds: Int, hold: Int = 0)
    -> WebDriver.Pointer
  {
    var pointer = WebDriver.Pointer()
    let x = box[0] + box[2] / 2
    let y = box[1] + box[3] / 2
    pointer.move(to: x, y)
    pointer.press()
    for step in 1...steps { pointer.move(to: x + dx * Double(step) / Double(steps), y, milliseconds: stepMilliseconds) }
    if hold > 0 { pointer.pause(milliseconds: hold) }
    pointer.release()
    return pointer
  }

  func shoot(_ browser: WebDriver, _ name: String) throws {
    try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
    let picture = try browser.screenshot()
    #expect(PlotRenderTests.pngSize(picture) != nil, "\(name): not a PNG")
    try picture.write(to: Self.artifacts.appending(path: "\(name).png"))
  }

  func restingOffset(_ browser: WebDriver) throws -> Double {
    try browser.wait(for: "return window.playground.resting()", "the view to come to rest")
    let offsets = try browser.execute("return window.playground.offsets()") as? [[Double]]
    return try #require(offsets?.first?.first)
  }

  @Test(
    "dragging the page: a slow drag snaps back, a fling turns the page, the recording replays to the same rest, a broken edit shows its error and the page goes on"
  )
  func dragAndFling() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "play-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appending(path: "pager.lua")
    let source = try String(
      contentsOf: SwiftFileCommandTests.root.appending(path: "behaviors/horizontal_paging.lua"), encoding: .utf8)
    try source.write(to: script, atomically: true, encoding: .utf8)

    let playground = try Playground(
      ["pager.lua", "--pages", "6", "--record-to", folder.path], directory: folder)
    let browser = try WebDriver()
    try browser.open(playground.url)
    try browser.wait(
      for: "return window.playground !== undefined && window.playground.ready", "the page to connect")
    let box = try #require(
      try browser.execute(
        "const r = document.querySelector('.viewport').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];"
      ) as? [Double])
    let scale = box[2] / 390
    try shoot(browser, "1-ready")
    // The page says how to begin, and so does the log's first line.
    let howto = try browser.execute("return document.getElementById('howto').innerText") as? String ?? ""
    #expect(howto.contains("Drag a phone's screen") && howto.contains("Record"), "\(howto)")
    let window = try #require(try browser.execute("return window.innerHeight") as? Double)
    #expect(box[1] + box[3] <= window, "the phone's screen ends at \(box[1] + box[3]) px, below the window's \(window)")
    let first = try browser.execute("return window.playground.log()[0]") as? [String: Any] ?? [:]
    #expect(first["kind"] as? String == "hint", "\(first)")
    #expect((first["text"] as? String)?.hasPrefix("drag a phone's screen and let go to begin") == true, "\(first)")

    // 60 px over a second in 60 moves, then still: a fraction of the third of a page, released at rest.
    try browser.perform(Self.gesture(box, dx: -60, steps: 60, stepMilliseconds: 16, hold: 300))
    let afterSlow = try restingOffset(browser)
    #expect(abs(afterSlow) < 0.5, "a slow drag under the threshold snaps back to 0; rests at \(afterSlow)")
    try shoot(browser, "2-slow-drag-snaps-back")

    // 120 px in about 100 ms: a fling of some 1200 pt/s turns one page.
    try browser.perform(Self.gesture(box, dx: -120, steps: 6, stepMilliseconds: 16))
    let afterFling = try restingOffset(browser)
    #expect(abs(afterFling - 390) < 0.5, "a fling turns to page 1 (390 pt); rests at \(afterFling)")
    try shoot(browser, "3-fling-turns-the-page")
    let log = try browser.execute("return window.playground.log().map(e => e.text)") as? [String] ?? []
    #expect(log.contains { $0.hasPrefix("gesture at") && $0.contains("→ 390") }, "\(log)")

    // Record (the R key), then replay the file in simulate: the same rest.
    try browser.type("r")
    try browser.wait(for: "return window.playground.saved() !== null", "the recording to be saved")
    let saved = try #require(try browser.execute("return window.playground.saved().path") as? String)
    let replay = try Tool.run(["simulate", "pager.lua", saved, "--json"], directory: folder)
    #expect(replay.status == 0, "\(replay.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any]
    let final = try #require((json?["final"] as? [String: Any])?["x"] as? Double, "\(replay.stdout.prefix(300))")
    #expect(abs(final - afterFling) < 0.5, "simulate of the recording rests at \(final), the page at \(afterFling)")

    // A broken edit: its error on the page, and the last good version keeps working.
    try ("local broken = = 1\n" + source).write(to: script, atomically: true, encoding: .utf8)
    try browser.wait(for: "return window.playground.problems().length > 0", "the error to show")
    let problems = try browser.execute("return window.playground.problems()") as? [String] ?? []
    #expect(problems.contains { $0.contains("pager.lua:1:") }, "the error names its file and line: \(problems)")
    try shoot(browser, "4-broken-edit-shows-its-error")
    try browser.perform(Self.gesture(box, dx: 120, steps: 6, stepMilliseconds: 16))
    let back = try restingOffset(browser)
    #expect(abs(back) < 0.5, "the page still works: a fling back rests at 0; rests at \(back)")
    try shoot(browser, "5-still-working-after-the-broken-edit")
    try source.write(to: script, atomically: true, encoding: .utf8)
    try browser.wait(for: "return window.playground.problems().length === 0", "the fixed edit to load")

    // The landing map of the scene (the M key).
    try browser.type("m")
    try browser.wait(for: "return window.playground.map() !== null", "the map")
    try shoot(browser, "6-landing-map")
    // The summary wraps within its panel, and the map's title within the picture.
    let summary =
      try browser.execute(
        "const e = document.getElementById('mapSummary'); return [e.scrollWidth, e.clientWidth];") as? [Double] ?? []
    #expect(summary.count == 2 && summary[0] <= summary[1], "the summary overflows: \(summary)")
    let title =
      try browser.execute(
        "const s = document.querySelector('#mapPicture svg'), t = s.querySelector('text.title'); return [t.getBBox().x + t.getBBox().width, s.viewBox.baseVal.width];"
      ) as? [Double] ?? []
    #expect(title.count == 2 && title[0] <= title[1] + 0.5, "the title runs past the picture: \(title)")

    let stats = try #require(try browser.execute("return window.playground.stats()") as? [String: Any])
    let latency = stats["latency"] as? [String: Any] ?? [:]
    func line(_ name: String, _ figures: [String: Any]) -> String {
      let numbers = ["median", "p95", "max"].map { key in
        "\(key) " + ((figures[key] as? Double).map { String(format: "%.1f", $0) } ?? "-") + " ms"
      }
      return "\(name): " + numbers.joined(separator: ", ") + " over \(figures["samples"] ?? 0) samples"
    }
    let figures = """
      \(line("pointer sample to its frame drawn", latency))
      \(line("round trip of a sample to the host and back", stats["roundTrip"] as? [String: Any] ?? [:]))
      frames per second while moving: \(String(format: "%.1f", stats["fps"] as? Double ?? 0)) over \
      \(String(format: "%.2f", stats["activeSeconds"] as? Double ?? 0)) s (scale \(String(format: "%.3f", scale)) px/pt)
      """
    print(figures)
    try figures.write(to: Self.artifacts.appending(path: "figures.txt"), atomically: true, encoding: .utf8)
    #expect((latency["samples"] as? Int ?? 0) > 10, "the page timed its frames")
    browser.quit()
  }
}

extension PlaygroundBrowserTests {
  @Test(
    "the landscape drift in the playground: on an iPhone 15 Pro in landscape, boundsPaging rests 118 pt past the page, paging on it, and landsOn(children) says so"
  )
  func landscapeDrift() throws {
    let playground = try Playground(
      [
        "boundsPaging", "--with", "paging", "--device", "iphone15pro", "--landscape", "--pages", "20", "--expect",
        "landsOn(children)",
      ], directory: FileManager.default.temporaryDirectory)
    let browser = try WebDriver()
    try browser.open(playground.url)
    try browser.wait(for: "return window.playground !== undefined && window.playground.ready", "the page")
    let box = try #require(
      try browser.execute(
        "const r = document.querySelector('.viewport').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];"
      ) as? [Double])
    // 852 pt of bounds drawn in the box's width.
    let scale = box[2] / 852
    // 300 pt in about 100 ms: past half the bounds with its coast, however the moves are spaced.
    try browser.perform(Self.gesture(box, dx: -300 * scale, steps: 6, stepMilliseconds: 16))
    try browser.wait(for: "return window.playground.resting()", "the views to rest")
    let offsets = try #require(try browser.execute("return window.playground.offsets()") as? [[Double]])
    #expect(abs(offsets[0][0] - 852) < 0.5, "boundsPaging stops on the bounds: \(offsets)")
    #expect(abs(offsets[1][0] - 734) < 0.5, "paging stops on the 734 pt page: \(offsets)")
    let log = try browser.execute("return window.playground.log()") as? [[String: Any]] ?? []
    let violations = log.filter { $0["kind"] as? String == "violation" }.compactMap { $0["text"] as? String }
    #expect(
      violations.contains { $0.contains("landsOn(children)") && $0.contains("118 pt from the nearest stop") },
      "\(violations)")
    try shoot(browser, "7-landscape-drift")
    browser.quit()
  }
}

extension PlaygroundBrowserTests {
  @Test(
    "only the printed page drives the playground: without its token the page is refused, and a page from another origin cannot open its socket even with the token"
  )
  func foreignPages() throws {
    let target = try Playground(["paging"], directory: FileManager.default.temporaryDirectory)
    let other = try Playground(["paging"], directory: FileManager.default.temporaryDirectory)
    let browser = try WebDriver()
    defer { browser.quit() }

    // The address without its token: refused, with the reason.
    let bare = String(target.url.prefix { $0 != "?" })
    try browser.open(bare)
    let refused = try browser.execute("return document.body.innerText") as? String ?? ""
    #expect(refused.contains("the token is missing or wrong"), "\(refused)")
    try shoot(browser, "8-no-token-refused")

    // Another origin (the second playground's page, another port) tries the first's socket, token and all.
    try browser.open(other.url)
    try browser.wait(for: "return window.playground !== undefined && window.playground.ready", "the other page")
    let address = target.url.replacingOccurrences(of: "http://", with: "ws://").replacingOccurrences(
      of: "/?token=", with: "/socket?token=")
    _ = try browser.execute(
      """
      window.probe = "pending";
      const socket = new WebSocket(arguments[0]);
      socket.onopen = () => { window.probe = "opened"; };
      socket.onerror = () => { if (window.probe === "pending") window.probe = "refused"; };
      socket.onclose = () => { if (window.probe === "pending") window.probe = "refused"; };
      """, [address])
    try browser.wait(for: "return window.probe !== 'pending'", "the foreign socket to be answered")
    #expect(try browser.execute("return window.probe") as? String == "refused")

    // The first playground's own page, with its token, connects.
    try browser.open(target.url)
    try browser.wait(for: "return window.playground !== undefined && window.playground.ready", "its own page")
    try shoot(browser, "9-own-page-connects")
  }
}
