import Foundation
import TestSupport
import Testing

extension PlaygroundBrowserTests {
  /// The phase labels of the phones as drawn.
  func phaseLabels(_ browser: WebDriver) throws -> [String] {
    try browser.execute("return [...document.querySelectorAll('.phone .phase')].map((e) => e.textContent);")
      as? [String] ?? []
  }

  @Test(
    "each phone is labelled with its scroll phase: idle, interacting under a moving finger, idle again once it rests; at a phone's size and a desktop's",
    arguments: [[390, 844], [1300, 950]])
  func phaseLabels(size: [Int]) throws {
    let playground = try Playground(
      ["paging", "--with", "horizontalPaging", "--pages", "6"], directory: FileManager.default.temporaryDirectory)
    let browser = try WebDriver(width: size[0], height: size[1])
    try browser.open(playground.url)
    try browser.wait(for: "return window.playground !== undefined && window.playground.ready", "the page")
    try browser.wait(for: "return document.querySelectorAll('.phone .phase').length === 2", "two phones")
    try browser.wait(
      for: "return [...document.querySelectorAll('.phone .phase')].every((e) => e.textContent === 'idle')",
      "the labels drawn")
    let sideways = try browser.execute("return document.documentElement.scrollWidth - window.innerWidth") as? Double
    #expect(sideways.map { $0 <= 0 } == true, "at \(size[0]) px the page scrolls sideways by \(sideways ?? .nan) px")
    let box = try #require(
      try browser.execute(
        "const r = document.querySelector('.viewport').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];"
      ) as? [Double])
    // Press and move, and keep the finger down.
    var held = WebDriver.Pointer()
    held.move(to: box[0] + box[2] / 2, box[1] + box[3] / 2)
    held.press()
    for step in 1...4 { held.move(to: box[0] + box[2] / 2 - 10 * Double(step), box[1] + box[3] / 2, milliseconds: 16) }
    try browser.perform(held)
    try browser.wait(
      for: "return window.playground.phases().every((p) => p === 'interacting')", "the phones to be interacting")
    #expect(try phaseLabels(browser) == ["interacting", "interacting"])
    try shoot(browser, "10-phase-interacting-\(size[0])")
    var release = WebDriver.Pointer()
    release.release()
    try browser.perform(release)
    _ = try restingOffset(browser)
    try browser.wait(for: "return window.playground.phases().every((p) => p === 'idle')", "the phones to rest")
    try browser.wait(
      for: "return [...document.querySelectorAll('.phone .phase')].every((e) => e.textContent === 'idle')",
      "the labels to say idle")
    try shoot(browser, "11-phase-idle-\(size[0])")
    browser.quit()
  }
}
