import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

/// The case line docs/formats.md prints.
let designCaseLine = """
    {"target":{"rect":{"x":600,"y":0,"width":390,"height":844},"anchor":null},
     "originalTarget":{"rect":{"x":780,"y":0,"width":390,"height":844}},
     "velocity":{"dx":-800,"dy":0},
     "contentSize":{"width":3900,"height":844},
     "containerSize":{"width":390,"height":844},
     "axes":["horizontal"],
     "targets":[{"x":0,"y":0,"width":390,"height":844}],
     "environment":{"layoutDirection":"leftToRight","horizontalSizeClass":"compact","verticalSizeClass":"regular"}}
  """.replacingOccurrences(of: "\n", with: "")

/// The error `read` throws, or nil when it reads.
func readError(_ read: () throws(InputError) -> Void) -> String? {
  do {
    try read()
    return nil
  } catch {
    return error.description
  }
}

/// The error reading `json` as a case gives, or nil when it reads.
func caseError(_ json: String) -> String? {
  readError { () throws(InputError) in _ = try TargetCase(json: Data(json.utf8)) }
}

/// The error reading `json` as a scenario gives, or nil when it reads.
func scenarioError(_ json: String) -> String? {
  readError { () throws(InputError) in _ = try Scenario(json: Data(json.utf8)) }
}

@Suite("Case lines: reading, errors, writing")
struct CaseJSONTests {
  @Test("the documented case reads as written and runs")
  func designCase() throws {
    let testCase = try TargetCase(json: Data(designCaseLine.utf8))
    #expect(testCase.target.rect.minX == 600 && testCase.context.originalTarget.rect.minX == 780)
    #expect(testCase.context.velocity.dx == -800 && testCase.context.targets.count == 1)
    let result = try testCase.run(HorizontalPagingScrollTargetBehavior())
    #expect(abs(result.rect.minX - 390) < 1e-9)
    #expect(
      CaseResult.target(result).json == #"{"target":{"anchor":null,"rect":{"height":844,"width":390,"x":390,"y":0}}}"#)
  }

  @Test("a case survives a round trip through its JSON")
  func roundTrip() throws {
    let testCase = try TargetCase(json: Data(designCaseLine.utf8))
    let again = try TargetCase(json: Data(testCase.json.utf8))
    #expect(again.target == testCase.target && again.context.targets == testCase.context.targets)
    #expect(again.context.environment == testCase.context.environment)
  }

  @Test(
    "malformed cases name the field",
    arguments: [
      (#"{"target":{"rect":{"x":1,"y":0,"width":390,"height":844}}}"#, "originalTarget: missing"),
      ("not json", "invalid JSON at line 1, column 1: expected an object, got 'n'"),
      (designCaseLine.replacingOccurrences(of: #""dx":-800"#, with: #""dx":"fast""#), "velocity.dx: expected a number"),
      (
        designCaseLine.replacingOccurrences(
          of: #""containerSize":{"width":390"#, with: #""containerSize":{"width":-390"#),
        "containerSize.width: must be at least 1, got -390"
      ),
      (
        designCaseLine.replacingOccurrences(
          of: #""contentSize":{"width":3900"#, with: #""contentSize":{"width":1e300"#),
        "contentSize.width: must be at most 1000000000, got 1e+300"
      ),
      (
        designCaseLine.replacingOccurrences(of: #""horizontal"]"#, with: #""sideways"]"#),
        #"axes[0]: unknown axis 'sideways': expected "horizontal" or "vertical""#
      ),
      (
        designCaseLine.replacingOccurrences(of: #""width":3900"#, with: #""width":1e400"#),
        "contentSize.width: must be a finite number, got inf"
      ),
    ])
  func errors(json: String, message: String) {
    let error = caseError(json)
    #expect(error?.hasPrefix(message) == true, "\(error ?? "no error")")
  }

  @Test(
    "an unknown key is an error naming its path and the nearest known key",
    arguments: [
      (#""axes":["horizontal"]"#, #""axis":["horizontal"]"#, #"axis: unknown key; did you mean "axes"?"#),
      (#""dx":-800"#, #""dxx":-800"#, #"velocity.dxx: unknown key; did you mean "dx"?"#),
      (
        #""anchor":null"#, #""anchor":null,"anchr":null"#, #"target.anchr: unknown key; did you mean "anchor"?"#
      ),
      (
        #""targets":[{"x":0,"y":0,"width":390"#, #""targets":[{"x":0,"y":0,"widht":390"#,
        #"targets[0].widht: unknown key; did you mean "width"?"#
      ),
      (
        #""verticalSizeClass""#, #""verticalSizeKlass""#,
        #"environment.verticalSizeKlass: unknown key; did you mean "verticalSizeClass"?"#
      ),
      (
        #""velocity""#, #""comment":1,"velocity""#,
        #"comment: unknown key; expected one of "target", "originalTarget", "velocity", "contentSize", "containerSize", "boundsSize", "axes", "targets", "environment""#
      ),
    ])
  func unknownKeys(original: String, replacement: String, message: String) {
    #expect(designCaseLine.contains(original))
    #expect(caseError(designCaseLine.replacingOccurrences(of: original, with: replacement)) == message)
  }

  @Test("a key given twice is an error naming it")
  func duplicateKey() {
    let line = designCaseLine.replacingOccurrences(of: #""dx":-800"#, with: #""dx":-800,"dx":800"#)
    #expect(caseError(line) == #"velocity.dx: the key "dx" is given twice"#)
  }

  @Test(
    "a syntax error gives the line and column",
    arguments: [
      (#"{"target":}"#, "invalid JSON at line 1, column 11: expected an object, got '}'"),
      (#"{"target" {}"#, "invalid JSON at line 1, column 11: expected ':' after the key, got '{'"),
      (
        #"{"velocity":{"dx":1 "dy":2}}"#,
        "invalid JSON at line 1, column 21: expected ',' or '}' after a member, got '\"'"
      ),
      (
        #"{"velocity":{"dx":01,"dy":2}}"#,
        "invalid JSON at line 1, column 20: expected ',' or '}' after a member, got '1'"
      ),
      (
        #"{"velocity":{"dx":1.,"dy":2}}"#,
        "invalid JSON at line 1, column 21: expected a digit after the decimal point, got ','"
      ),
      (#"{"velocity":{"dx":-,"dy":2}}"#, "invalid JSON at line 1, column 20: expected a digit, got ','"),
      (
        #"{"axes":["horiz"#,
        "invalid JSON at line 1, column 16: expected the string's closing quote, got the end of the input"
      ),
      (
        #"{"axes":["a\qb"]}"#,
        #"invalid JSON at line 1, column 13: expected an escape: \" \\ \/ \b \f \n \r \t or \uXXXX, got 'q'"#
      ),
      (
        "{\"axes\":[\"a\tb\"]}",
        "invalid JSON at line 1, column 12: expected a character of the string (control characters are escaped), got the control character 0x09"
      ),
      // Columns count characters, not bytes.
      (
        #"{"axes":["é\q"]}"#,
        #"invalid JSON at line 1, column 13: expected an escape: \" \\ \/ \b \f \n \r \t or \uXXXX, got 'q'"#
      ),
    ])
  func syntaxErrors(json: String, message: String) {
    #expect(caseError(json) == message)
  }

  @Test("trailing content after the case is a syntax error; trailing whitespace is not")
  func trailing() {
    #expect(caseError(designCaseLine + " \t") == nil)
    #expect(
      caseError(designCaseLine + " x")?.hasPrefix(
        "invalid JSON at line 1, column \(designCaseLine.count + 2): expected the end of the document") == true)
    #expect(
      caseError(designCaseLine + "}")?.hasPrefix("invalid JSON at line 1, column \(designCaseLine.count + 1)") == true)
  }

  @Test("escaped strings and keys read as their characters")
  func escapes() throws {
    let line = designCaseLine.replacingOccurrences(of: #""horizontal"]"#, with: #""horiz\u006fntal"]"#)
      .replacingOccurrences(of: #""velocity""#, with: #""vel\u006fcity""#)
    let testCase = try TargetCase(json: Data(line.utf8))
    #expect(testCase.context.axes == .horizontal && testCase.context.velocity.dx == -800)
  }

  @Test("null stands for an optional member's absence, and is refused where a value is required")
  func nulls() throws {
    let line = designCaseLine.replacingOccurrences(of: #""axes":["horizontal"]"#, with: #""axes":null"#)
      .replacingOccurrences(of: #""layoutDirection":"leftToRight""#, with: #""layoutDirection":null"#)
    let testCase = try TargetCase(json: Data(line.utf8))
    #expect(testCase.context.axes == .horizontal && testCase.context.environment.layoutDirection == .leftToRight)
    let required = designCaseLine.replacingOccurrences(of: #""dx":-800"#, with: #""dx":null"#)
    #expect(caseError(required) == "velocity.dx: expected a number, got null")
  }

  @Test("a value JSON cannot hold gives an error line in the result lines' shape, never {}")
  func unwritable() throws {
    let line = JSONLine.encode(["offset": ["x": Double.infinity]])
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    let error = try #require(object?["error"] as? [String: Any], "\(line)")
    #expect(error["kind"] as? String == "invalidResult")
    #expect(error["message"] as? String == "the result cannot be written as JSON: offset.x is inf", "\(line)")
    let result = CaseResult.target(ScrollTarget(rect: CGRect(x: Double.nan, y: 0, width: 1, height: 1))).json
    #expect(
      result.hasPrefix(
        #"{"error":{"kind":"invalidResult","location":null,"message":"the result cannot be written as JSON: target.rect.x is"#
      ), "\(result)")
  }
}
