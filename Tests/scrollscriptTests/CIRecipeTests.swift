import Foundation
import TestSupport
import Testing

/// docs/ci.md's workflow for an app's repository, run as written: its `run:`
/// steps, in order, from a folder outside this repository that holds an app's
/// behaviors and view file, with ScrollScript copied into `.scrollscript` as
/// the workflow's checkout puts it there. The build step builds that copy
/// for real, so this is one of the suite's slow tests (a release build).
@Suite("the CI workflow for an app's repository", .endToEnd, .tags(.endToEnd))
struct CIRecipeTests {
  /// The `run:` commands of the first `yaml` block of docs/ci.md, in order: a
  /// one-line `run: COMMAND`, or the indented lines after `run: |`.
  static func steps() throws -> [String] {
    let text = try String(contentsOf: Repository.file("docs/ci.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "```yaml") else { return [] }
    let block = lines[(start + 1)...].prefix { $0 != "```" }
    var steps: [String] = []
    var collecting: Int?
    for line in block {
      let indent = line.prefix { $0 == " " }.count
      if let depth = collecting {
        if indent > depth, !line.trimmingCharacters(in: .whitespaces).isEmpty {
          steps[steps.count - 1] +=
            (steps[steps.count - 1].isEmpty ? "" : "\n") + line.trimmingCharacters(in: .whitespaces)
          continue
        }
        collecting = nil
      }
      guard let match = line.firstMatch(of: /^(\s*)run: (.*)$/) else { continue }
      if match.2 == "|" {
        steps.append("")
        collecting = match.1.count
      } else {
        steps.append(String(match.2))
      }
    }
    return steps
  }

  /// Copies the files git tracks (as they are in the working tree) from the repository into `folder`.
  static func copyRepository(to folder: URL) throws {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    git.arguments = ["-C", Repository.root.path, "ls-files", "-z"]
    let pipe = Pipe()
    git.standardOutput = pipe
    try git.run()
    let listing = pipe.fileHandleForReading.readDataToEndOfFile()
    git.waitUntilExit()
    for path in listing.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
      let source = Repository.root.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: source.path) else { continue }  // deleted, not yet committed
      let target = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: source, to: target)
    }
  }

  @Test("the workflow's steps read from docs/ci.md: set up, build in .scrollscript, check, verify")
  func recipeShape() throws {
    let steps = try Self.steps()
    #expect(steps.count == 4, "\(steps)")
    #expect(steps.first == ".scrollscript/scripts/setup")
    #expect(steps.contains("swift build --package-path .scrollscript -c release --product scrollscript"), "\(steps)")
    #expect(steps.allSatisfy { !$0.contains("${{") }, "a run step reads no workflow expression: \(steps)")
  }

  @Test("run from an app's folder, the workflow builds ScrollScript in .scrollscript and checks the app's files")
  func recipeRuns() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("App/Views"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Behaviors"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Repository.file("examples/views/Carousel.swift"), to: app.appendingPathComponent("App/Views/Carousel.swift"))
    try FileManager.default.copyItem(
      at: Repository.file("behaviors/view_aligned.lua"), to: app.appendingPathComponent("Behaviors/carousel.lua"))
    try Self.copyRepository(to: app.appendingPathComponent(".scrollscript"))
    for step in try Self.steps() {
      let output = try Tool.shell(step, in: app)
      #expect(output.status == 0, "\(step)\n\(output.stdout)\n\(output.stderr)")
      guard output.status == 0 else { return }
    }
    for report in ["reports/check.xml", "reports/verify.xml"] {
      let xml = try String(contentsOf: app.appendingPathComponent(report), encoding: .utf8)
      #expect(xml.contains("<testsuites") && xml.contains("Behaviors/carousel.lua"), "\(report): \(xml.prefix(400))")
    }
  }
}
