import Foundation
import TestSupport
import Testing

/// The plots as a person sees them: rendered by headless Chromium (which
/// `scripts/setup --tests` installs), not only parsed.
@Suite("plots rendered in headless Chromium", .serialized, .endToEnd, .tags(.endToEnd))
struct PlotRenderTests {
  static func chromium() -> String? { WebDriver.executable("chromium") }

  /// Runs Chromium headless on `file` with `arguments`; its standard output.
  static func render(_ file: URL, _ arguments: [String]) throws -> (status: Int32, stdout: String) {
    let browser = try #require(chromium(), "chromium is not on PATH: scripts/setup --tests installs it")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=1500"] + arguments
      + [file.absoluteString]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A PNG's width and height, from its header.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    guard data.count > 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  @Test("the plot and the page of a cards scenario render: a full picture, and the player drew the cards")
  func cards() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appending(path: "cards.svg")
    let html = folder.appending(path: "cards.html")
    let simulate = try Tool.run(
      ["simulate", "viewAligned", "examples/scenarios/cards.json", "--svg", svg.path, "--html", html.path],
      directory: SwiftFileCommandTests.root)
    #expect(simulate.status == 0, "\(simulate.stderr)")

    for file in [svg, html] {
      let picture = folder.appending(path: file.lastPathComponent + ".png")
      let shot = try Self.render(file, ["--window-size=1000,600", "--screenshot=\(picture.path)"])
      #expect(shot.status == 0)
      let data = try Data(contentsOf: picture)
      let size = try #require(Self.pngSize(data), "\(file.lastPathComponent): not a PNG")
      #expect(size.width == 1000 && size.height == 600)
      // A blank or nearly blank page compresses to a few KiB; the plot's lines, labels and cards do not.
      #expect(data.count > 20_000, "\(file.lastPathComponent): \(data.count) bytes, too plain to be the plot")
    }

    let dom = try Self.render(html, ["--dump-dom"]).stdout
    #expect(dom.contains(#"data-ready="1""#), "the player started")
    // Twelve cards of 300 pt (their stroke), and the page's own plot with its axis in points.
    #expect(dom.components(separatedBy: ##"stroke="#9aa9bd""##).count - 1 == 12, "\(dom.prefix(500))")
    #expect(dom.contains("offset x (pt)"))
  }

  @Test("a landing map renders, and its page is ready to answer hovering")
  func landingMap() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "map-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appending(path: "map.svg")
    let html = folder.appending(path: "map.html")
    let map = try Tool.run(
      [
        "map", "paging", "--with", "multiPageFling", "--starts", "120", "--velocities", "120", "--svg", svg.path,
        "--html", html.path,
      ])
    #expect(map.status == 0, "\(map.stderr)")
    #expect(map.stdout.contains("paging and multiPageFling land apart on "), "\(map.stdout)")
    let picture = folder.appending(path: "map.png")
    #expect(try Self.render(svg, ["--window-size=900,1200", "--screenshot=\(picture.path)"]).status == 0)
    let data = try Data(contentsOf: picture)
    #expect(Self.pngSize(data).map { $0.width == 900 && $0.height == 1200 } == true)
    #expect(data.count > 20_000, "\(data.count) bytes: too plain to be three panels of colour")
    let dom = try Self.render(html, ["--dump-dom"]).stdout
    #expect(dom.contains(#"data-ready="1""#), "the page's script ran")
  }
}

extension PlotRenderTests {
  static let artifacts = Repository.root.appending(path: ".build/test-artifacts/pictures")

  /// Opens `file` in a browser `width` × `height` px, waits for its script,
  /// keeps a screenshot as `name.png` in ``artifacts`` and returns the browser.
  static func opened(_ file: URL, width: Int, height: Int, name: String) throws -> WebDriver {
    let browser = try WebDriver(width: width, height: height)
    try browser.open(file.absoluteString)
    try browser.wait(for: "return document.body.dataset.ready === '1'", "the page's script")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try browser.screenshot().write(to: artifacts.appending(path: "\(name).png"))
    return browser
  }

  /// How far the page is wider than the window (px): 0 when nothing scrolls sideways.
  static func overflow(_ browser: WebDriver) throws -> Double {
    try #require(
      (try browser.execute("return document.documentElement.scrollWidth - window.innerWidth") as? NSNumber)?
        .doubleValue)
  }

  @Test(
    "the player draws a vertical feed's 390×844 screen as a phone standing up, the content moving up it, and the page fits a phone's width"
  )
  func playerToScale() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "player-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = folder.appending(path: "feed.html")
    let simulate = try Tool.run(
      ["simulate", "examples/tutorial/vertical_fling.lua", "examples/tutorial/feed.json", "--html", html.path],
      directory: Repository.root)
    #expect(simulate.status == 0, "\(simulate.stderr)")
    #expect(simulate.stderr.contains("wrote the player (HTML) to \(html.path)\n"), "\(simulate.stderr)")
    for (width, height) in [(390, 844), (1280, 800)] {
      let browser = try Self.opened(html, width: width, height: height, name: "player-feed-\(width)")
      defer { browser.quit() }
      let screen = try #require(
        try browser.execute(
          "const s = document.querySelector('#view svg'); return [Number(s.getAttribute('width')), Number(s.getAttribute('height'))];"
        ) as? [Double])
      // The screen is 390 pt broad and 844 pt tall: drawn in the same proportion, within 2 %, and
      // most of the stage's 420 px high.
      #expect(
        abs(screen[1] / screen[0] - 844.0 / 390) < 0.02 * 844 / 390, "screen drawn \(screen[0]) × \(screen[1]) px")
      #expect(screen[1] >= 300, "screen drawn \(screen[0]) × \(screen[1]) px")
      // At the end of the run the content has moved up the screen, not across it.
      let moved = try #require(
        try browser.execute(
          "const s = document.getElementById('scrub'); s.value = 1000; s.dispatchEvent(new Event('input')); return document.querySelector('#view svg g').getAttribute('transform');"
        ) as? String)
      let shift = try #require(moved.wholeMatch(of: #/translate\((-?[0-9.e-]+),(-?[0-9.e-]+)\)/#), "\(moved)")
      #expect(abs(Double(shift.output.1)!) < 0.01 && Double(shift.output.2)! < -100, "\(moved)")
      #expect(try Self.overflow(browser) <= 0, "at \(width) px the player scrolls sideways")
    }
  }

  @Test("the map's page fits a phone's width and a desktop's, and simulate and map say where each file went")
  func mapPageFits() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "map-fit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appending(path: "map.svg")
    let html = folder.appending(path: "map.html")
    let map = try Tool.run(
      ["map", "multiPageFling", "--starts", "80", "--velocities", "80", "--svg", svg.path, "--html", html.path])
    #expect(map.status == 0, "\(map.stderr)")
    #expect(
      map.stderr == "wrote the map (SVG) to \(svg.path)\nwrote the map's page (HTML) to \(html.path)\n",
      "one line per file, in the order written: \(map.stderr)")
    for (width, height) in [(390, 844), (1280, 800)] {
      let browser = try Self.opened(html, width: width, height: height, name: "map-\(width)")
      defer { browser.quit() }
      #expect(try Self.overflow(browser) <= 0, "at \(width) px the map's page scrolls sideways")
      let key =
        try browser.execute(
          "return [...document.querySelectorAll('#map text.legend')].map(t => t.textContent)") as? [String] ?? []
      #expect(key.contains("+4 stops") && key.contains("−4 stops"), "\(key)")
    }
  }
}
