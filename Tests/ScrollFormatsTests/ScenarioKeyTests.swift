import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

@Suite("Scenario files: unknown keys and syntax errors")
struct ScenarioKeyTests {
  static let scenario = """
    {"containerSize":{"width":390,"height":844},
     "children":{"count":10,"length":390,"spacing":10},
     "contentSize":{"width":3990,"height":844},
     "steps":[{"drag":{"by":{"x":-120,"y":0},"duration":0.25}},
              {"wait":0.3}]}
    """

  @Test("the scenario reads")
  func reads() throws {
    let scenario = try Scenario(json: Data(Self.scenario.utf8))
    #expect(scenario.steps.count == 2 && scenario.children?.spacing == 10)
  }

  @Test(
    "a misspelt key names its path and the key meant",
    arguments: [
      (#""duration""#, #""durration""#, #"steps[0].drag.durration: unknown key; did you mean "duration"?"#),
      (#""spacing""#, #""spaceing""#, #"children.spaceing: unknown key; did you mean "spacing"?"#),
      (#""containerSize""#, #""containerSise""#, #"containerSise: unknown key; did you mean "containerSize"?"#),
      (
        #""wait""#, #""jump""#,
        #"steps[1].jump: unknown key; expected one of "drag", "wait", "fling", "resize", "rotate", "path", "scrollTo""#
      ),
      (#""children""#, #""axis":["vertical"],"children""#, #"axis: unknown key; did you mean "axes"?"#),
    ])
  func misspelt(original: String, replacement: String, expected: String) {
    #expect(scenarioError(Self.scenario.replacingOccurrences(of: original, with: replacement)) == expected)
  }

  @Test("a syntax error on a later line gives that line and its column")
  func lineAndColumn() {
    let broken = Self.scenario.replacingOccurrences(of: #""duration":0.25}}"#, with: #""duration":0.25}]"#)
    #expect(scenarioError(broken) == "invalid JSON at line 4, column 58: expected ',' or '}' after a member, got ']'")
    #expect(scenarioError("{\n\n  \"steps\": [1,]\n}") == "steps[0]: expected an object, got a number")
    #expect(scenarioError("{\n  \"steps\": [,]\n}") == "invalid JSON at line 2, column 13: expected an object, got ','")
  }
}
