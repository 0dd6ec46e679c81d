import CommandOptions
import Foundation
import ScrollFormats
import ScrollREPL
import ScrollSimulation
import ScrollTargets
import Testing

/// One set of scene rules (`SceneRequest`): the same carousel asked for in
/// each source's own syntax (the command line's options, a scenario file's
/// keys, the REPL's commands) is the same scene.
@Suite("one scene from every source")
struct SceneSourcesTests {
  @Test("an iPhone 15 Pro carousel of 10 cards, 300 pt, 10 apart, 45 pt margins: the same scene from each source")
  func sameCarousel() throws {
    let options = try SceneOptions.parse([
      "--device", "iphone15pro", "--margins", "45", "--children", "10", "--child", "300", "--spacing", "10",
    ]).scene()
    let file = try Scenario(
      json: Data(
        #"{"device":{"name":"iphone15pro"},"contentMargins":{"leading":45,"trailing":45},"children":{"count":10,"length":300,"spacing":10},"steps":[]}"#
          .utf8)
    ).scene
    #expect(file == options)
    let session = ReplSession(behavior: "paging")
    for line in ["device iphone15pro", "margins 45", "children 10 300 10"] {
      #expect(!session.handle(line).hasPrefix("error"), "\(line)")
    }
    #expect(session.scene.scene == options)
    // The rules' own numbers: the container is the screen less the margins, the cards 310 pt apart.
    let layout = options.layout
    #expect(abs(layout.containerSize.width - 303) < 1e-9 && abs(layout.targets[1].minX - 310) < 1e-9)
  }

  @Test("a device in a scenario file gives its size classes, as on the command line, unless the file gives them")
  func deviceSizeClasses() throws {
    let landscape = try Scenario(
      json: Data(#"{"device":{"name":"iphone15pro","orientation":"landscape"},"pages":3,"steps":[]}"#.utf8)
    ).scene
    #expect(landscape.environment.verticalSizeClass == .compact)
    #expect(landscape == (try SceneOptions.parse(["--device", "iphone15pro", "--landscape", "--pages", "3"]).scene()))
    let given = try Scenario(
      json: Data(
        #"{"device":{"name":"iphone15pro","orientation":"landscape"},"pages":3,"environment":{"verticalSizeClass":"regular"},"steps":[]}"#
          .utf8)
    ).scene
    #expect(given.environment.verticalSizeClass == .regular)
  }
}
