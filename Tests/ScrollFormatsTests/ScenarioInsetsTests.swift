import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

/// Scenario files with padding, margins and relative frames: read, written
/// back the same, and refused by field when they cannot be laid out.
@Suite("scenario files with padding, margins and relative frames")
struct ScenarioInsetsTests {
  static func read(_ text: String) throws(InputError) -> Scenario {
    try Scenario(json: Data(text.utf8))
  }

  @Test("a device with margins, padding, a span and its own frame spacing reads, lays out, and writes back the same")
  func roundTrip() throws {
    let scenario = try Self.read(
      """
      {"device":{"name":"iphone15pro"},"safeAreaPadding":{"leading":20,"trailing":20},
       "contentMargins":{"leading":4},"relativeFrames":"ignoringMargins",
       "children":{"count":6,"perPage":4,"span":3,"frameSpacing":8,"spacing":10},"steps":[{"rotate":{}}]}
      """)
    #expect(scenario.scene.safeAreaPadding == EdgeInsets(leading: 20, trailing: 20))
    #expect(scenario.scene.contentMargins == EdgeInsets(leading: 4))
    #expect(scenario.scene.relativeFrames == .ignoringMargins)
    #expect(abs(scenario.containerSize.width - 349) < 1e-9)
    // Ignoring the margins: (353 - 8·3) / 4 · 3 + 8·2.
    let expected: Double = 329.0 / 4 * 3 + 16
    let width = Double(scenario.scene.layout.targets[0].width)
    #expect(abs(width - expected) < 1e-9)
    let again = try Scenario(json: scenario.json)
    #expect(again.scene == scenario.scene && again.steps.count == 1)
  }

  @Test("a bare container with margins is the container the behavior sees: the bounds grow by the margins")
  func bareContainer() throws {
    let scenario = try Self.read(
      #"{"containerSize":{"width":353,"height":844},"contentMargins":{"leading":20,"trailing":20},"pages":3,"steps":[]}"#
    )
    #expect(scenario.containerSize == CGSize(width: 353, height: 844))
    #expect(scenario.scene.screen.bounds == CGSize(width: 393, height: 844))
    #expect(try Scenario(json: scenario.json).scene == scenario.scene)
  }

  @Test(
    "each impossible layout is refused by its field",
    arguments: [
      (#""children":{"count":3,"length":100,"span":2}"#, "children.span: sizes children from the container"),
      (#""children":{"count":3,"perPage":2,"span":3}"#, "children.span: must be from 1 to perPage (2), got 3"),
      (#""children":{"count":3,"perPage":2,"frameSpacing":-1}"#, "children.frameSpacing"),
      (#""contentMargins":{"leading":200,"trailing":200},"pages":2"#, "contentMargins: leave no container"),
      (#""safeAreaPadding":{"top":-3},"pages":2"#, "safeAreaPadding.top"),
      (#""relativeFrames":"margins","pages":2"#, #"expected "lessMargins" or "ignoringMargins", got 'margins'"#),
    ])
  func refused(fields: String, message: String) {
    let text = #"{"device":{"name":"iphone15pro"},"# + fields + #","steps":[]}"#
    do {
      _ = try Self.read(text)
      Issue.record("read \(text)")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
    }
  }

  @Test("a container that disagrees with the device less its padding and margins names both")
  func disagreeingContainer() {
    let text =
      #"{"device":{"name":"iphone15pro"},"containerSize":{"width":393,"height":759},"contentMargins":{"leading":20},"pages":2,"steps":[]}"#
    #expect(throws: InputError.self) { try Self.read(text) }
    do {
      _ = try Self.read(text)
    } catch {
      #expect(error.description.contains("padding and margins, make 373x759"), "\(error.description)")
    }
  }
}
