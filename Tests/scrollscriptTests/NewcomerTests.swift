import Foundation
import TestSupport
import Testing

/// What a newcomer meets first: the version, a starting script, completions
/// and help that says what the tool does.
@Suite("a newcomer's first commands", .endToEnd, .tags(.endToEnd))
struct NewcomerTests {
  @Test("--version prints the version and exits 0")
  func version() throws {
    let output = try Tool.run(["--version"])
    #expect(output.status == 0)
    #expect(output.stdout.split(separator: ".").count == 3, "\(output.stdout)")
  }

  @Test("new writes a script that loads and holds the default properties; --like names the twin and its promises")
  func newScript() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "new-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let plain = try Tool.run(["new", "story"], directory: folder)
    #expect(plain.status == 0, "\(plain.stderr)")
    let check = try Tool.run(["check", "story.lua"], directory: folder)
    #expect(check.status == 0, "the starting rule holds inBounds, deterministic, settles: \(check.stderr)")

    let vertical = try Tool.run(["new", "feed", "--axis", "vertical"], directory: folder)
    #expect(vertical.status == 0)
    let feed = try String(contentsOf: folder.appending(path: "feed.lua"), encoding: .utf8)
    #expect(feed.contains("-- axis: vertical") && feed.contains("target.rect.origin.y ="))
    #expect(try Tool.run(["check", "feed.lua"], directory: folder).status == 0)

    let like = try Tool.run(["new", "pager.lua", "--like", "paging"], directory: folder)
    #expect(like.status == 0)
    let text = try String(contentsOf: folder.appending(path: "pager.lua"), encoding: .utf8)
    #expect(text.hasPrefix("-- reference: paging\n-- expect: inBounds, deterministic, settles, landsOn(pages)"))
    let compare = try Tool.run(["compare", "pager.lua", "--count", "500"], directory: folder)
    #expect(compare.stdout.hasPrefix("pager.lua vs paging: "), "\(compare.stdout)\(compare.stderr)")

    let again = try Tool.run(["new", "story"], directory: folder)
    #expect(again.status == 2)
    #expect(again.stderr.contains("story.lua: the file exists; pass --force"), "\(again.stderr)")
    let typo = try Tool.run(["new", "x", "--like", "pagin"], directory: folder)
    #expect(typo.status == 2 && typo.stderr.contains("did you mean 'paging'?"), "\(typo.stderr)")
  }

  @Test("completions offer built-in names and behavior files for a BEHAVIOR")
  func completions() throws {
    let root = SwiftFileCommandTests.root
    let names = try Tool.run(["---completion", "run", "--", "positional@0", "2", "3", "scrollscript", "run", "hor"])
    #expect(names.lines == ["horizontalPaging"], "\(names.stdout)")
    let files = try Tool.run(
      [
        "---completion", "compare", "--", "--with", "3", "17", "scrollscript", "compare", "x", "--with",
        "behaviors/vel",
      ],
      directory: root)
    #expect(files.lines == ["behaviors/velocity_paging.lua"], "\(files.stdout)")
    let swift = try Tool.run(
      ["---completion", "check", "--", "positional@0", "2", "11", "scrollscript", "check", "examples/sw"],
      directory: root)
    #expect(swift.lines == ["examples/swift/"], "a folder completes with its slash: \(swift.stdout)")
    for shell in ["bash", "zsh", "fish"] {
      let script = try Tool.run(["--generate-completion-script", shell])
      #expect(script.status == 0 && script.stdout.contains("---completion"), "\(shell)")
    }
  }

  @Test("--help states defaults once, by name")
  func helpDefaults() throws {
    let compare = try Tool.run(["compare", "--help"]).stdout
    #expect(
      compare.contains("Worker threads (default: one per core).")
        && !compare.contains("(default: one per core). (default:"))
    let run = try Tool.run(["run", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    // The axis's default is named in words, once, and no raw value follows the choices.
    #expect(
      run.contains(
        "--axis <axis> The scrolling axis: horizontal or vertical (default: horizontal). (values: horizontal, vertical) --rate"
      ),
      "\(run)")
  }

  @Test("outside the repository, commands that default to behaviors/ say what to do")
  func outsideTheRepository() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "elsewhere-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for command in [["bench"], ["verify"]] {
      let output = try Tool.run(command, directory: folder)
      #expect(output.status == 2, "\(command)")
      #expect(
        output.stderr.hasPrefix("scrollscript: error: behaviors: no such folder here (")
          && output.stderr.contains("name the behaviors"), "\(command): \(output.stderr)")
    }
    // Built-in names work anywhere.
    #expect(try Tool.run(["verify", "--with", "paging", "--count", "10"], directory: folder).status == 2)
    #expect(try Tool.run(["check", "paging", "--gestures", "100", "--scenarios", "10"], directory: folder).status == 0)
  }

  @Test("run lays out cards from the command line: count, length, gaps and insets")
  func cards() throws {
    let output = try Tool.run([
      "run", "viewAligned", "--container", "390x844", "--children", "10", "--child", "300", "--spacing", "16",
      "--padding", "20", "--original", "316", "--velocity", "900", "--json",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    // Card 2 starts at 20 + 2 × (300 + 16) = 652.
    #expect(output.stdout.contains(#""x":652"#), "\(output.stdout)")
    let orphan = try Tool.run(["run", "paging", "--container", "390x844", "--content", "900x844", "--spacing", "8"])
    #expect(
      orphan.status == 2
        && orphan.stderr.contains("--spacing: lays out children: give --children, --child or --per-page too"),
      "\(orphan.stderr)")
  }

  @Test("compare and verify keep a script to the axis its header states")
  func axisHeader() throws {
    let root = SwiftFileCommandTests.root
    let compare = try Tool.run(["compare", "behaviors/horizontal_paging.lua", "--count", "500"], directory: root)
    #expect(compare.stdout.contains("horizontal cases only"), "\(compare.stdout)")
    let json = try Tool.run(
      ["compare", "behaviors/horizontal_paging.lua", "--count", "500", "--json"], directory: root)
    #expect(json.stdout.contains(#""axis":"horizontal""#))
    let free = try Tool.run(["compare", "behaviors/free.lua", "--count", "500"], directory: root)
    #expect(!free.stdout.contains("cases only"), "free.lua states no axis: \(free.stdout)")
  }
}
