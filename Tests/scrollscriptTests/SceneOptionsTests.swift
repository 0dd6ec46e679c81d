import Foundation
import TestSupport
import Testing

/// One scene for every surface: the commands that run gestures take the same
/// scene options, with the same words and defaults, and say each default once.
@Suite("the scene options, the same everywhere", .endToEnd, .tags(.endToEnd))
struct SceneOptionsTests {
  /// The commands that run gestures in a scene.
  static let sceneCommands = ["run", "simulate", "check", "map", "repl", "play"]
  /// Every subcommand, for the defaults said once.
  static let allCommands = sceneCommands + ["compare", "verify", "cases", "bench", "new", "list", "cache"]
  static let sceneOptions = [
    "--device", "--landscape", "--bounds", "--container", "--content", "--pages", "--axis", "--rate", "--children",
    "--child",
    "--spacing", "--padding", "--rtl", "--per-page", "--span", "--margins", "--safe-area-padding", "--relative-frames",
    "--scene", "--view", "--scroll-view",
  ]

  /// The help's option entries, each folded onto one line: an entry starts
  /// at a line indented by two spaces and a dash.
  static func entries(_ help: String) -> [String] {
    var entries: [String] = []
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  -") {
        entries.append(String(line))
      } else if line.hasPrefix("    "), !entries.isEmpty {
        entries[entries.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
      }
    }
    return entries.map { $0.split(separator: " ").joined(separator: " ") }
  }

  /// The entries of the help's scene section, from its title to the next blank line.
  static func sceneSection(_ help: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let title = lines.firstIndex(where: { $0.hasPrefix("SCENE") }) else { return [] }
    let body = lines[(title + 1)...].prefix { !$0.isEmpty }
    return entries(body.joined(separator: "\n"))
  }

  @Test("every command that runs gestures offers the same scene options, with the same help and defaults")
  func sameOptions() throws {
    var sections: [String: [String]] = [:]
    for command in Self.sceneCommands {
      let help = try Tool.run([command, "--help"])
      #expect(help.status == 0, "\(command): \(help.stderr)")
      let section = Self.sceneSection(help.stdout)
      let names = section.compactMap { $0.split(separator: " ").first.map(String.init) }
      #expect(names == Self.sceneOptions, "\(command) --help has the scene options \(names)")
      sections[command] = section
    }
    for command in Self.sceneCommands.dropFirst() {
      #expect(sections[command] == sections["run"], "\(command)'s scene options read as run's")
    }
    let bounds = try #require(sections["run"]?.first { $0.hasPrefix("--bounds") })
    #expect(bounds.contains("(default: 390x844)"), "\(bounds)")
  }

  @Test(
    "the default --help states, written out, gives the same scene as leaving it out; --container is what the margins leave"
  )
  func defaultWrittenOut() throws {
    let carousel = ["--margins", "45", "--children", "10", "--child", "300", "--spacing", "10", "--original", "0"]
    let plain = try Tool.run(["run", "viewAligned"] + carousel)
    let written = try Tool.run(["run", "viewAligned", "--bounds", "390x844"] + carousel)
    #expect(plain.status == 0 && written.status == 0, "\(plain.stderr)\(written.stderr)")
    #expect(plain.stdout == written.stdout)
    // The header names the bounds, the margins and the container they leave.
    #expect(
      plain.stdout.hasPrefix(
        "viewAligned: bounds 390×844, margins 45 and 45, container 300×844, content 3090×844, horizontal, max offset 2790"
      ),
      "\(plain.stdout)")
    // --container is the container after the margins: the bounds grow to hold them.
    let container = try Tool.run(["run", "viewAligned", "--container", "390x844"] + carousel)
    #expect(
      container.stdout.hasPrefix("viewAligned: bounds 480×844, margins 45 and 45, container 390×844"),
      "\(container.stdout)")
    let both = try Tool.run(["run", "viewAligned", "--container", "390x844", "--bounds", "390x844"])
    #expect(both.status == 2 && both.stderr.contains("give --bounds or --container, not both"), "\(both.stderr)")
  }

  @Test("no help line says its default twice")
  func defaultsOnce() throws {
    for command in Self.allCommands {
      let help = try Tool.run([command, "--help"]).stdout
      for entry in Self.entries(help) {
        let defaults = entry.components(separatedBy: "(default:").count - 1
        #expect(defaults <= 1, "\(command): \(entry)")
      }
    }
  }

  @Test("sizes are WxH or W×H; a negative or zero size is named as such, however the option is written")
  func sizes() throws {
    let times = try Tool.run(["run", "paging", "--container", "390×844", "--original", "390", "--velocity", "800"])
    #expect(times.status == 0 && times.stdout.contains("container 390×844"), "\(times.stderr)")
    for arguments in [["--container", "-390x844"], ["--container=-390x844"]] {
      let negative = try Tool.run(["run", "paging"] + arguments)
      #expect(negative.status == 2, "\(arguments)")
      #expect(
        negative.stderr.hasPrefix(
          "scrollscript: error: --container: the width is negative (-390) in '-390x844': a size must be positive"),
        "\(arguments): \(negative.stderr)")
    }
    let zero = try Tool.run(["map", "paging", "--content", "3900x0"])
    #expect(zero.status == 2 && zero.stderr.contains("--content: the height is zero in '3900x0'"), "\(zero.stderr)")
  }

  @Test("run takes a device in landscape: the container is its bounds less the insets, the bounds reach the context")
  func runOnDevice() throws {
    let output = try Tool.run([
      "run", "paging", "--device", "iphone15pro", "--landscape", "--original", "734", "--velocity", "900", "--json",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    // Page 2 of 734 pt pages.
    #expect(output.stdout.contains(#""x":1468"#), "\(output.stdout)")
    let text = try Tool.run(["run", "paging", "--device", "iphone15pro", "--landscape"]).stdout
    #expect(
      text.hasPrefix("paging: bounds 852×393, safe area 59 and 59, container 734×372, content 7340×372"), "\(text)")
    let refused = try Tool.run(["run", "paging", "--landscape"])
    #expect(refused.status == 2 && refused.stderr.contains("--landscape: needs --device"), "\(refused.stderr)")
  }

  @Test(
    "margins, padding and relative frames from the command line: the peek carousel rests on its 363 pt stride, paging with stack spacing drifts and check says so"
  )
  func marginsAndRelativeFrames() throws {
    let peek = try Tool.run([
      "run", "viewAligned", "--device", "iphone15pro", "--margins", "20", "--children", "10", "--child", "page",
      "--spacing", "10", "--original", "0", "--proposed", "300", "--velocity", "500",
    ])
    #expect(peek.stdout.contains("container 353×759") && peek.stdout.contains("result    363 "), "\(peek.stdout)")

    let span = try Tool.run([
      "run", "paging", "--device", "iphone15pro", "--safe-area-padding", "20", "--children", "8", "--per-page", "4",
      "--span", "3", "--spacing", "10",
    ])
    // Eight children of Apple's 262.25 pt with seven 10 pt gaps.
    #expect(span.stdout.contains("container 353×759, content 2168×759"), "\(span.stdout)")

    let drift = try Tool.run([
      "check", "paging", "--device", "iphone15pro", "--children", "10", "--child", "page", "--spacing", "10",
      "--expect", "landsOn(children)",
    ])
    #expect(drift.status == 1)
    #expect(drift.stderr.contains("landsOn(children) violated") && drift.stderr.contains("10 pt from the nearest stop"))

    let none = try Tool.run(["run", "paging", "--margins", "200"])
    #expect(none.status == 2 && none.stderr.contains("--margins: leave no container: 400 pt"), "\(none.stderr)")
  }

  @Test("simulate's scene options replace the file's: the drift scenario on a plain container does not drift")
  func simulateOverrides() throws {
    let root = SwiftFileCommandTests.root
    let drift = try Tool.run(
      ["simulate", "boundsPaging", "examples/scenarios/landscape-drift.json"], directory: root)
    #expect(drift.stdout.contains("rest at 4260"), "\(drift.stdout)")
    let plain = try Tool.run(
      ["simulate", "boundsPaging", "examples/scenarios/landscape-drift.json", "--container", "734x372"],
      directory: root)
    #expect(plain.status == 0 && plain.stdout.contains("rest at 3670"), "\(plain.stdout)\(plain.stderr)")
  }

  @Test("every error has one style, the argument parser's too, and a usage error exits 2")
  func oneStyle() throws {
    for arguments in [["run", "paging", "--bogus"], ["map"], ["check", "paging", "--axis", "diagonal"]] {
      let output = try Tool.run(arguments)
      #expect(output.status == 2, "\(arguments)")
      #expect(output.stderr.hasPrefix("scrollscript: error: "), "\(arguments): \(output.stderr)")
      #expect(!output.stderr.contains("Error: "), "\(arguments): \(output.stderr)")
    }
  }

  @Test("--count is how many cases compare and verify run, as in cases; their old --cases still counts, hidden")
  func caseCounts() throws {
    let count = try Tool.run(["compare", "paging", "--with", "paging", "--count", "300"])
    #expect(count.status == 0 && count.stdout.contains("300/300 cases agree"), "\(count.stdout)")
    let old = try Tool.run(["compare", "paging", "--with", "paging", "--cases", "200"])
    #expect(old.status == 0 && old.stdout.contains("200/200 cases agree"), "\(old.stdout)")
    #expect(!(try Tool.run(["compare", "--help"]).stdout.contains("--cases")))
  }
}
