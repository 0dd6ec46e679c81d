import Foundation
import PropertyChecking
import ScrollReporting
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The test cases of a JUnit document as an XML parser reads them back.
final class JUnitReader: NSObject, XMLParserDelegate {
  struct Case {
    var name: String
    var classname: String
    var failureMessage: String?
    var failureText = ""
  }

  var cases: [Case] = []
  var suites: [[String: String]] = []
  private var inFailure = false

  /// Parses `xml`; throws with the parser's error when it is not well-formed.
  static func read(_ xml: String) throws -> JUnitReader {
    let reader = JUnitReader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    guard parser.parse() else {
      throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(parser.parserError!)"])
    }
    return reader
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    switch element {
    case "testsuite": suites.append(attributes)
    case "testcase": cases.append(Case(name: attributes["name"] ?? "", classname: attributes["classname"] ?? ""))
    case "failure":
      cases[cases.count - 1].failureMessage = attributes["message"] ?? ""
      inFailure = true
    default: break
    }
  }

  func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
    if element == "failure" { inFailure = false }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inFailure { cases[cases.count - 1].failureText += string }
  }
}

@Suite("reports for CI: JUnit XML and GitHub annotations")
struct CIReportTests {
  /// The pager that keeps a slow release's proposal: it breaks both properties it declares, at line 7,
  /// and inBounds, kept beside them (reported at the same line, with no column: no line names it).
  static func failingCheck() throws -> ScriptCheck {
    let source = try String(
      contentsOf: Repository.file("examples/properties/velocity_only_pager.lua"), encoding: .utf8)
    let path = try temporaryScript("pager & <co>.lua", source)
    var options = PropertyOptions()
    options.gestures = 2000
    options.scenarios = 100
    return ScriptCheck(path: path, options: options)
  }

  @Test("a failing check's JUnit report parses as XML, names each property and holds the counterexample")
  func junitOfFailingCheck() throws {
    let check = try Self.failingCheck()
    #expect(!check.passed)
    let reader = try JUnitReader.read(JUnitReport(checks: [check]).xml)
    #expect(reader.suites.count == 1)
    #expect(reader.suites[0]["name"] == check.path, "the path with & and < reads back as it is")
    #expect(reader.suites[0]["tests"] == "\(reader.cases.count)" && reader.suites[0]["failures"] == "3")
    #expect(
      reader.cases.map(\.name) == [
        JUnitReport.Suite.behaviorCase, "runs", "inBounds", "landsOn(pages)", "atMost(1, pages)",
      ])
    #expect(reader.cases.allSatisfy { $0.classname == check.path })
    let lands = try #require(reader.cases.first { $0.name == "landsOn(pages)" })
    let message = try #require(lands.failureMessage)
    #expect(message.hasPrefix("landsOn(pages) violated: rests at x = "), "\(message)")
    #expect(lands.failureText.hasPrefix("\(check.path):7: error: landsOn(pages) violated"), "\(lands.failureText)")
    #expect(lands.failureText.contains(": scrollscript run "), "the command that replays it")
    #expect(lands.failureText.contains("\ncounterexample (case): {\"axes\":"), "the case as JSON")
    #expect(reader.cases.first { $0.name == JUnitReport.Suite.behaviorCase }?.failureMessage == nil)
  }

  @Test("JUnit escapes markup, quotes and line breaks, and writes characters XML cannot hold as \\u{…}")
  func junitEscaping() throws {
    let name = "a\"b'c<d>&e\u{1}\nf"
    let text = "]]> & </failure>\u{0}\ttab\r\nend"
    let report = JUnitReport(
      name: "x",
      suites: [
        .init(name: name, cases: [.init(classname: name, name: name, failure: (message: name, text: text))])
      ])
    let reader = try JUnitReader.read(report.xml)
    let parsed = try #require(reader.cases.first)
    #expect(parsed.name == "a\"b'c<d>&e\\u{1}\nf", "attributes keep their quotes and line break")
    #expect(parsed.failureMessage == parsed.name)
    // A parser reads CR LF in text as LF (XML 1.0, 2.11), so the text comes back with LF alone.
    #expect(parsed.failureText == "]]> & </failure>\\u{0}\ttab\nend", "\(parsed.failureText)")
  }

  @Test("GitHub annotations point at the expect: line and the property's column, escaped as GitHub requires")
  func githubAnnotations() throws {
    let check = try Self.failingCheck()
    let lines = GitHubAnnotations.lines(for: check)
    #expect(lines.count == 3)
    // Line 7 is `-- expect: landsOn(pages), atMost(1, pages)`: landsOn at column 12, atMost at 28, and
    // inBounds, kept beside them, at the line alone.
    let file = GitHubAnnotations.escapedProperty(check.path)
    #expect(lines[0].hasPrefix("::error file=\(file),line=7,title=inBounds violated::"), "\(lines[0])")
    #expect(lines[1].hasPrefix("::error file=\(file),line=7,col=12,title=landsOn(pages) violated::"), "\(lines[1])")
    #expect(lines[2].hasPrefix("::error file=\(file),line=7,col=28,title=atMost(1%2C pages) violated::"), "\(lines[2])")
    #expect(lines.allSatisfy { !$0.contains("\n") && $0.contains("%0A  rule: ") }, "one line each")
    #expect(GitHubAnnotations.escapedMessage("100% done\r\nnext") == "100%25 done%0D%0Anext")
    #expect(GitHubAnnotations.escapedProperty("dir:a,b%.lua") == "dir%3Aa%2Cb%25.lua")
  }

  @Test("a call that fails is annotated at the script's line that failed, and fails the runs case")
  func failedCall() throws {
    let path = try temporaryScript(
      "fast.lua",
      "-- expect: inBounds\nfunction updateTarget(target, context)\n  if context.velocity.dx > 1000 then error(\"too fast\") end\nend\n"
    )
    var options = PropertyOptions()
    options.gestures = 500
    options.scenarios = 0
    let check = ScriptCheck(path: path, options: options)
    let lines = GitHubAnnotations.lines(for: check)
    #expect(
      lines.first?.hasPrefix("::error file=\(path),line=3,title=a call failed::runtime: too fast") == true, "\(lines)")
    let reader = try JUnitReader.read(JUnitReport(checks: [check]).xml)
    let runs = try #require(reader.cases.first { $0.name == "runs" })
    #expect(runs.failureText.hasPrefix("\(path):3: error: runtime: too fast"), "\(runs.failureText)")
  }

  @Test("a built-in's annotation names no file; a compile error keeps its column")
  func githubPlaces() {
    let builtIn = Finding(
      severity: .error, location: "paging", message: "keepsPlaceOnResize violated: …", property: "keepsPlaceOnResize")
    #expect(
      GitHubAnnotations.line(for: builtIn)
        == "::error title=keepsPlaceOnResize violated::paging: keepsPlaceOnResize violated: …")
    let compile = Finding(severity: .error, location: "dir:x/Pager.swift:4:18", message: "cannot convert")
    #expect(
      GitHubAnnotations.line(for: compile)
        == "::error file=dir%3Ax/Pager.swift,line=4,col=18,title=scrollscript::cannot convert")
  }
}

@Suite("printed text under --report github: no line of it reads as a workflow command")
struct WorkflowCommandTextTests {
  @Test(
    "a line that starts with :: after blanks, or holds ##[ anywhere, is defused; read by scalars, passing over the ignorable ones",
    arguments: [
      ("::stop-commands::x", true),
      ("  \t::error file=a::b", true),
      ("\u{A0}\u{2003}::warning::x", true),
      ("\u{FEFF}::notice::x", true),
      ("::\u{0342}stop-commands::x", true),
      ("\u{200B}::error::x", true),
      (":\u{2060}:error::x", true),
      ("see ##[error]x", true),
      ("#\u{AD}#[error]x", true),
      ("a::b", false),
      (": :x", false),
      ("# #[x", false),
      ("##\u{0342}[x", false),
      ("", false),
    ])
  func lines(line: String, command: Bool) {
    #expect(WorkflowCommandText.readsAsCommand(Substring(line)) == command)
    let defused = WorkflowCommandText.defused(Substring(line))
    #expect(!WorkflowCommandText.readsAsCommand(defused))
    #expect(command ? defused.hasPrefix(WorkflowCommandText.marker) : defused == Substring(line))
  }

  @Test("the runner finds ##[ anywhere in a line: each one gets a space, and the marker goes in front")
  func oldStyle() {
    let m = WorkflowCommandText.marker
    #expect(WorkflowCommandText.defused("a ##[error]b ###[x") == "\(m)a ## [error]b ### [x")
    #expect(WorkflowCommandText.defused("#\u{AD}#[x") == "\(m)#\u{AD}# [x")
  }

  @Test("each line is defused on its own, at LF, CR and CRLF alike, and the breaks are kept")
  func breaks() {
    let text = "ok\n::a\r::b\r\n::c\nend"
    let m = WorkflowCommandText.marker
    #expect(WorkflowCommandText.defusingLines(text) == "ok\n\(m)::a\r\(m)::b\r\n\(m)::c\nend")
  }
}
