import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

@Suite("Scenario JSON")
struct ScenarioTests {
  @Test("the documented scenario example reads as written")
  func designExample() throws {
    let json = """
      {"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},
       "axes":["horizontal"],"start":{"x":0,"y":0},"decelerationRate":"normal","frameRate":120,
       "steps":[{"drag":{"by":{"x":120,"y":0},"duration":0.25,"velocity":{"dx":800,"dy":0}}},
                {"wait":0.3},
                {"fling":{"velocity":{"dx":-1500,"dy":0}}},
                {"resize":{"width":844,"height":390}}]}
      """
    let scenario = try Scenario(json: Data(json.utf8))
    #expect(scenario.steps.count == 4)
    #expect(scenario.steps[0] == .drag(by: CGPoint(x: 120, y: 0), duration: 0.25, velocity: CGVector(dx: 800, dy: 0)))
    #expect(scenario.steps[3] == .resize(CGSize(width: 844, height: 390), content: nil))
    #expect(scenario.decelerationRate == .normal && scenario.frameRate == 120)
  }

  @Test(
    "bad input names the field and the problem",
    arguments: [
      (#"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844}}"#, "steps: missing"),
      (
        #"{"containerSize":{"width":-1,"height":844},"contentSize":{"width":3900,"height":844},"steps":[]}"#,
        "containerSize.width: must be at least 1, got -1"
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"wait":-2}]}"#,
        "steps[0].wait: must be at least 0, got -2"
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"jump":1}]}"#,
        #"steps[0].jump: unknown key; expected one of "drag", "wait", "fling", "resize", "rotate", "path", "scrollTo""#
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{}]}"#,
        #"steps[0]: needs exactly one of "drag", "wait", "fling", "resize", "rotate", "path", "scrollTo""#
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"children":{"count":4,"length":300},"steps":[{"scrollTo":{"child":4}}]}"#,
        "steps[0].scrollTo.child: is 4, but the scene has 4 children (0 to 3)"
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"scrollTo":{"child":0}}]}"#,
        #"steps[0].scrollTo.child: the scene has no children to scroll to: give "children" or "targets""#
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"pages":4,"steps":[{"scrollTo":{"x":10,"edge":"top"}}]}"#,
        #"steps[0].scrollTo: needs exactly one of "child", "x" and "y", or "edge""#
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"pages":4,"steps":[{"scrollTo":{"x":10,"anchor":"center"}}]}"#,
        #"steps[0].scrollTo: "anchor" goes with "child""#
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"pages":4,"steps":[{"scrollTo":{"edge":"middle"}}]}"#,
        #"steps[0].scrollTo.edge: expected "top", "leading", "bottom" or "trailing", got 'middle'"#
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"pages":4,"steps":[{"scrollTo":{"x":1,"animated":"yes"}}]}"#,
        "steps[0].scrollTo.animated: expected true or false, got a string"
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"axes":["diagonal"],"steps":[]}"#,
        #"axes[0]: unknown axis 'diagonal': expected "horizontal" or "vertical""#
      ),
      (
        #"{"containerSize":{"width":"wide","height":844},"contentSize":{"width":3900,"height":844},"steps":[]}"#,
        "containerSize.width: expected a number, got a string"
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"steps":[]}"#,
        #"contentSize: missing (or give "pages", or "children", whose row is then the content)"#
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"children":{"count":20,"perPage":10,"spacing":100},"steps":[]}"#,
        "children: leave each child no length (-51 pt) in a container 390 pt long: fewer per page, or less spacing"
      ),
      (
        // Fine in portrait; after the rotation, 3 per page with 200 pt gaps leave nothing of 390 pt.
        #"{"containerSize":{"width":844,"height":390},"children":{"count":9,"perPage":3,"spacing":200},"steps":[{"resize":{"width":390,"height":844}}]}"#,
        "children: leave each child no length (-3.3333333333333335 pt) in a container 390 pt long: fewer per page, or less spacing"
      ),
      (
        #"{"containerSize":{"width":390,"height":844},"children":{"count":1000000,"perPage":0.001},"steps":[]}"#,
        "children: make content 390000000000 pt long, over the limit of 1000000000 pt"
      ),
    ])
  func errors(json: String, message: String) {
    #expect(throws: InputError.self) { try Scenario(json: Data(json.utf8)) }
    do {
      _ = try Scenario(json: Data(json.utf8))
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("children per page set the content and follow the container")
  func children() throws {
    let json = #"{"containerSize":{"width":390,"height":844},"children":{"count":10,"perPage":3},"steps":[]}"#
    let scenario = try Scenario(json: Data(json.utf8))
    #expect(abs(scenario.contentSize(forContainer: scenario.containerSize).width - 1300) < 1e-9)
    let frames = scenario.childFrames(forContainer: CGSize(width: 844, height: 390))
    #expect(frames.count == 10 && abs(frames[9].minX - 9 * 844 / 3) < 1e-9)
  }

  @Test("cards with gaps and padding: their row is the content, and the padding round-trips")
  func cards() throws {
    let json = #"""
      {"containerSize":{"width":390,"height":844},"steps":[],
       "children":{"count":12,"length":300,"spacing":16,"leadingPadding":20,"trailingPadding":24}}
      """#
    let scenario = try Scenario(json: Data(json.utf8))
    // 20 + 12 × 300 + 11 × 16 + 24 = 3820 pt.
    #expect(abs(scenario.contentSize(forContainer: scenario.containerSize).width - 3820) < 1e-9)
    let frames = scenario.childFrames(forContainer: scenario.containerSize)
    #expect(frames.count == 12 && frames[0].minX == 20 && frames[11].minX == 20 + 11 * 316)
    let again = try Scenario(json: try JSONEncoder().encode(scenario))
    #expect(again.children == scenario.children)
    let negative = #expect(throws: InputError.self) {
      try Scenario(
        json: Data(
          #"{"containerSize":{"width":390,"height":844},"steps":[],"children":{"count":2,"length":9,"leadingPadding":-1}}"#
            .utf8))
    }
    #expect(
      negative?.description.hasPrefix("children.leadingPadding: must be at least 0") == true,
      "\(String(describing: negative))")
  }

  @Test("the timeline encodes as documented")
  func timelineJSON() throws {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3900, height: 844),
      steps: [.fling(velocity: CGVector(dx: 1000, dy: 0))])
    let data = try JSONEncoder().encode(Simulator(scenario: scenario, behavior: .free).run())
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["events", "frames", "final"])
    let events = try #require(object["events"] as? [[String: Any]])
    let update = try #require(events.first { $0["kind"] as? String == "updateTarget" })
    #expect(Set(update.keys).isSuperset(of: ["t", "original", "proposed", "result"]))
    let frame = try #require((object["frames"] as? [[String: Double]])?.first)
    #expect(Set(frame.keys) == ["t", "x", "y"])
  }

  @Test("a scenario within each step's limits but too long, too many steps or too many children is refused by name")
  func totals() throws {
    let head = #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"#
    // An hour at 10,000 Hz: 36 million frames.
    #expect(
      scenarioError(head + #""frameRate":10000,"steps":[{"wait":3600}]}"#)
        == "steps[0]: the steps take more than 2000000 frames at 10000 Hz (200 s)")
    let steps = Array(repeating: #"{"fling":{"velocity":{"dx":1,"dy":0}}}"#, count: 100_001).joined(separator: ",")
    #expect(scenarioError(head + #""steps":["# + steps + "]}") == "steps: at most 100000 steps, got 100001")
    #expect(
      scenarioError(
        #"{"containerSize":{"width":390,"height":844},"children":{"count":10000000,"perPage":1},"steps":[]}"#)
        == "children.count: must be between 0 and 1000000, got 10000000")
  }
}
