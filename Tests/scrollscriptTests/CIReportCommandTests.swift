import ArgumentParser
import CommandOptions
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--report junit FILE` and `--report github` on `check` and `verify`, and the
/// answers CI sees for a misspelt built-in and for behaviors that do not load.
@Suite("reports for CI, through the command line", .serialized, .endToEnd, .tags(.endToEnd))
struct CIReportCommandTests {
  /// The run's compile cache, for the suite's Swift file.
  static let environment = SharedCache.environment

  /// A fresh folder holding the pager that breaks both promises of its line 7.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "ci-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Repository.file("examples/properties/velocity_only_pager.lua"), to: folder.appending(path: "pager.lua"))
    return folder
  }

  /// Whether `xml` parses, with the parser's error when it does not.
  static func parses(_ xml: String) -> (Bool, String) {
    let parser = XMLParser(data: Data(xml.utf8))
    return (parser.parse(), parser.parserError.map { "\($0)" } ?? "")
  }

  @Test("--report values: a kind, junit's file, another kind, then the command's paths")
  func reportValues() throws {
    let parsed = try ReportRequest.parse(["junit", "out.xml", "github", "behaviors", "more.lua"])
    #expect(parsed.reports == [.junit(path: "out.xml"), .github])
    #expect(parsed.paths == ["behaviors", "more.lua"])
    #expect(throws: (any Error).self) { try ReportRequest.parse(["junit"]) }
    #expect(throws: (any Error).self) { try ReportRequest.parse(["junt", "x.xml"]) }
    // A second JUnit file is refused, not dropped (hostile round four, item 11).
    let twice = try #require(throws: ValidationError.self) {
      try ReportRequest.parse(["junit", "a.xml", "junit", "b.xml"])
    }
    #expect(twice.message.contains("given twice ('a.xml' and 'b.xml')"))
  }

  @Test(
    "check --report junit FILE --report github: the file parses and names the property; annotations point at line 7")
  func checkReports() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try Tool.run(
      ["check", "--report", "junit", "check.xml", "--report", "github", "pager.lua"], directory: folder)
    #expect(output.status == 1, "\(output.stderr)")
    let xml = try String(contentsOf: folder.appending(path: "check.xml"), encoding: .utf8)
    let (ok, error) = Self.parses(xml)
    #expect(ok, "\(error)")
    #expect(
      xml.contains(
        "<testcase classname=\"pager.lua\" name=\"landsOn(pages)\">\n      <failure message=\"landsOn(pages) violated"))
    #expect(xml.contains("shrunk from gesture"), "the counterexample's command is in the failure")
    let annotations = output.lines.filter { $0.hasPrefix("::") }
    // inBounds, kept though the header lists landsOn(pages) and atMost(1, pages) alone, at its first expect: line.
    #expect(annotations.count == 3, "\(output.stdout)")
    #expect(annotations.first?.hasPrefix("::error file=pager.lua,line=7,title=inBounds violated::") == true)
    #expect(annotations.dropFirst().allSatisfy { $0.hasPrefix("::error file=pager.lua,line=7,col=") }, "\(annotations)")
    #expect(output.lines.contains { $0.hasPrefix("pager.lua: FAILED (3 of 3 properties violated") }, "\(output.stdout)")
  }

  @Test("check of a misspelt built-in says which was meant, exits 2, and the JUnit file says why")
  func unknownBuiltIn() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try Tool.run(["check", "pagng", "--report", "junit", "check.xml"], directory: folder)
    #expect(output.status == 2)
    #expect(output.stderr.contains("unknown behavior 'pagng' (did you mean 'paging'?)"), "\(output.stderr)")
    let xml = try String(contentsOf: folder.appending(path: "check.xml"), encoding: .utf8)
    #expect(Self.parses(xml).0)
    #expect(xml.contains("did you mean &apos;paging&apos;?"), "\(xml)")
  }

  @Test("a JUnit file that cannot be written, or --report github with --json, is refused before any check, with exit 2")
  func refusedReports() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for command in ["check", "verify"] {
      let unwritable = try Tool.run(
        [command, "pager.lua", "--report", "junit", "no/such/folder/out.xml"], directory: folder)
      #expect(unwritable.status == 2, "\(command): \(unwritable.stderr)")
      #expect(unwritable.stderr.contains("no/such/folder/out.xml: cannot write"), "\(unwritable.stderr)")
      #expect(!unwritable.stdout.contains("pager.lua"), "nothing was checked: \(unwritable.stdout)")
      let both = try Tool.run([command, "--report", "github", "--json", "pager.lua"], directory: folder)
      #expect(both.status == 2 && both.stderr.contains("--report github prints on standard output, as --json does"))
    }
  }

  @Test("verify --report junit: a suite per file, the twin's comparison as a case; github annotations on stdout")
  func verifyReports() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Repository.file("behaviors/paging.lua"), to: folder.appending(path: "paging.lua"))
    let output = try Tool.run(
      ["verify", "--count", "500", "--report", "junit", "verify.xml", "--report", "github", "."], directory: folder)
    #expect(output.status == 1, "pager.lua breaks its promises: \(output.stderr)")
    let xml = try String(contentsOf: folder.appending(path: "verify.xml"), encoding: .utf8)
    #expect(Self.parses(xml).0)
    #expect(xml.contains("<testsuite name=\"./pager.lua\""), "\(xml)")
    #expect(xml.contains("<testcase classname=\"./paging.lua\" name=\"agrees with paging\"/>"), "\(xml)")
    #expect(output.lines.filter { $0.hasPrefix("::error file=./pager.lua,line=7,") }.count == 3, "\(output.stdout)")
  }

  @Test("a Lua syntax error and a Swift compile error exit alike in run, check and verify: 1, at file:line")
  func loadErrorsAlike() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "function updateTarget(target, context)\n  local x = = 1\nend\n".write(
      to: folder.appending(path: "broken.lua"), atomically: true, encoding: .utf8)
    try
      "import SwiftUI\n\nstruct Broken: ScrollTargetBehavior {\n  func updateTarget(_ target: inout Target, context: TargetContext) {\n    target.rect.x = \"left\"\n  }\n}\n"
      .write(to: folder.appending(path: "Broken.swift"), atomically: true, encoding: .utf8)
    for command in [["run", "--original", "0", "--proposed", "10"], ["check"], ["verify"]] {
      for (file, line) in [("broken.lua", 2), ("Broken.swift", 5)] {
        let output = try Tool.run(
          [command[0], file] + command.dropFirst(), directory: folder, environment: Self.environment)
        #expect(output.status == 1, "\(command[0]) \(file): \(output.stderr)")
        let first = output.diagnostics.split(separator: "\n").first.map(String.init) ?? ""
        let match = first.wholeMatch(of: /([^:]+):(\d+)(:\d+)?: error: .+/)
        #expect(
          match?.1 == Substring(file) && match.flatMap { Int($0.2) } == line, "\(command[0]) \(file): \(first)")
      }
    }
  }
}
