import Foundation
import TestSupport
import Testing

@Suite("A SwiftUI view file as the scene, end to end", .serialized, .endToEnd, .tags(.endToEnd))
struct ViewSceneCommandTests {
  /// One cache for the suite, so the model is compiled once and each view file once.
  static let environment = [
    "SCROLLSCRIPT_CACHE": FileManager.default.temporaryDirectory.appending(
      path: "scrollscript-views-\(UUID().uuidString)"
    )
    .path
  ]

  static func example(_ name: String) -> String { Repository.file("examples/views/\(name).swift").path }

  @Test("cache --warm compiles the model ahead and says so, then finds it there; a file then needs no model compile")
  func cacheWarm() throws {
    let first = try Tool.run(["cache", "--warm"], environment: Self.environment)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stdout.hasPrefix("compiled the model in ") || first.stdout.hasPrefix("the model is compiled already"),
      "\(first.stdout)")
    let again = try Tool.run(["cache", "--warm"], environment: Self.environment)
    #expect(again.stdout.hasPrefix("the model is compiled already (checked in "), "\(again.stdout)")
    #expect(again.lines.last?.contains(": 1 model build, ") == true, "\(again.stdout)")
  }

  @Test("scene prints the carousel: 353 pt cards on a 363 pt stride inside 20 pt margins, behind viewAligned")
  func sceneText() throws {
    let output = try Tool.run(
      ["scene", Self.example("Carousel"), "--device", "iphone15pro"], environment: Self.environment)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.lines.contains("content margins   leading 20, trailing 20"), "\(output.stdout)")
    #expect(output.lines.contains("container         353 x 759"))
    #expect(output.lines.contains("behavior          viewAligned"))
    #expect(output.lines.contains("targets           20"))
    #expect(output.lines.contains("  # 1  x 363   width 353"))
    #expect(output.lines.last == "  #19  x 6897  width 353")
  }

  @Test(
    "a view as an app holds it, with every modifier the model lays out and styling it ignores, lays out and runs unedited: two-thirds cards by count 3, span 2"
  )
  func appLikeView() throws {
    let file = Self.example("Gallery")
    let scene = try Tool.run(["scene", file, "--device", "iphone15pro"], environment: Self.environment)
    #expect(scene.status == 0, "\(scene.stderr)")
    // 393 less 16 pt of margins each side: 361; (361 - 12·2) / 3 · 2 + 12 = 236.67.
    #expect(scene.lines.contains("container         361 x 751"), "\(scene.stdout)")
    #expect(scene.lines.contains("safe-area padding top 8"))
    #expect(scene.lines.contains("behavior          viewAligned:always"))
    #expect(scene.lines.contains("  # 1  x 248.67   width 236.67"), "\(scene.stdout)")
    let run = try Tool.run(
      ["run", "--scene", file, "--device", "iphone15pro", "--velocity", "600"], environment: Self.environment)
    #expect(run.stdout.contains("result    248.67 "), "a flick rests on the next card: \(run.stdout)")
    let check = try Tool.run(["check", "--scene", file, "--device", "iphone15pro"], environment: Self.environment)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  @Test(
    "the REPL on a view runs the view's behavior, lays it out again when the phone turns and when the container takes a new size"
  )
  func replOnView() throws {
    let output = try Tool.run(
      ["repl", "--scene", Self.example("Carousel"), "--device", "iphone15pro"],
      input: "fling 900\nrotate\nresize 500x700\nfling 900\n:quit\n", environment: Self.environment)
    #expect(output.stdout.contains("(twin: viewAligned)"), "\(output.stdout)")
    #expect(output.stdout.contains("-> chosen 363 "), "a flick rests on the next card: \(output.stdout)")
    // In landscape the cards are 852 - 2·59 - 2·20 = 694 pt wide, 10 pt apart: card 1 at 704.
    #expect(output.stdout.contains("-> chosen 704 "), "\(output.stdout)")
    // In a 500 pt container the cards are 500 pt wide, 10 pt apart: the flick rests on card 2, at 1020.
    #expect(!output.stdout.contains("error:"), "\(output.stdout)")
    #expect(
      output.stdout.contains(
        "fling 900 pt/s: proposed 959.1 between stops 1 and 2 of 20 (children; stop 1 + 449.1 pt) -> chosen 1020 on stop 2 of 20 (child 2), "
      ), "\(output.stdout)")
  }

  @Test("scene --json is a scenario: with a flick added, simulate rests on the second card at 363")
  func jsonRoundTrip() throws {
    let scene = try Tool.run(
      ["scene", Self.example("Carousel"), "--device", "iphone15pro", "--json"], environment: Self.environment)
    #expect(scene.status == 0, "\(scene.stderr)")
    var object = try #require(try JSONSerialization.jsonObject(with: Data(scene.stdout.utf8)) as? [String: Any])
    #expect((object["steps"] as? [Any])?.isEmpty == true)
    #expect((object["targets"] as? [Any])?.count == 20)
    object["steps"] = [["fling": ["velocity": ["dx": 600, "dy": 0]]]]
    let scenario = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    let run = try Tool.run(["simulate", "viewAligned", "-"], input: scenario, environment: Self.environment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.lines.last?.hasPrefix("rest at 363 ") == true, "\(run.stdout)")
  }

  @Test("a scenario of steps alone scrolls to a child of the view --scene gives, as it does to one its \"view\" gives")
  func scrollToChildOfGivenScene() throws {
    let steps = #"{"steps":[{"scrollTo":{"child":2}}]}"#
    let run = try Tool.run(
      ["simulate", "view", "-", "--scene", Self.example("Carousel"), "--device", "iphone15pro"], input: steps,
      environment: Self.environment)
    #expect(run.status == 0, "\(run.stderr)")
    // The third card, two strides of 363 pt on.
    #expect(run.lines.last?.hasPrefix("rest at 726 ") == true, "\(run.stdout)")
    // Past the view's 20 cards, the step is refused, as for a scene of the file's own.
    let past = try Tool.run(
      ["simulate", "view", "-", "--scene", Self.example("Carousel"), "--device", "iphone15pro"],
      input: #"{"steps":[{"scrollTo":{"child":20}}]}"#, environment: Self.environment)
    #expect(past.status == 2)
    #expect(
      past.stderr.contains(
        "steps[0].scrollTo.child: is 20, but the scene has 20 children (0 to 19), as \(Self.example("Carousel")) lays it out"
      ), "\(past.stderr)")
  }

  @Test("a view that gives its own behavior values is told that the tool runs the type as Type() makes it")
  func configuredBehaviorNoted() throws {
    let file = try Tool.temporaryFile(
      "Steps.swift",
      """
      import SwiftUI

      struct StepSnap: ScrollTargetBehavior {
        var step: CGFloat = 100
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
          target.rect.origin.x = (target.rect.minX / step).rounded() * step
        }
      }

      struct Steps: View {
        var body: some View {
          ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
              ForEach(0..<12, id: \\.self) { _ in Color.teal.frame(width: 250) }
            }
          }
          .scrollTargetBehavior(StepSnap(step: 250))
        }
      }
      """).path
    let note =
      "\(file):17:26: note: the view gives StepSnap(step: 250), whose values the tool does not pass: it runs "
      + "StepSnap() (docs/swift-files.md, \"Which type runs\")"
    let run = try Tool.run(
      ["simulate", "view", "-", "--scene", file, "--device", "iphone15pro"],
      input: #"{"steps":[{"fling":{"velocity":{"dx":1500,"dy":0}}}]}"#, environment: Self.environment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains(note), "\(run.stderr)")
    // What runs is StepSnap() (a step of 100), so the rest is a multiple of 100, not of 250.
    #expect(run.lines.last?.hasPrefix("rest at 700 ") == true, "\(run.stdout)")
    let scene = try Tool.run(["scene", file, "--device", "iphone15pro"], environment: Self.environment)
    #expect(scene.status == 0 && scene.stderr.contains(note), "\(scene.stderr)")
  }

  @Test("a view the model cannot size is refused at its line and column, exit 1; no ScrollView is said plainly")
  func unsupportedView() throws {
    let file = try Tool.temporaryFile(
      "Labels.swift",
      """
      import SwiftUI

      struct Labels: View {
        var body: some View {
          ScrollView(.horizontal) {
            HStack {
              ForEach(0..<5) { index in
                Text("Card \\(index)").frame(width: -10)
              }
            }
          }
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Tool.run(["scene", file.path], environment: Self.environment)
    #expect(output.status == 1)
    #expect(
      output.stderr.hasPrefix(
        "\(file.path):8:38: error: frame has a length of -10.0: give a finite length of 0 or more"),
      "\(output.stderr)")
    let plain = try Tool.temporaryFile(
      "Plain.swift",
      "import SwiftUI\n\nstruct Plain: View {\n  var body: some View {\n    VStack { Color.red }\n  }\n}\n")
    defer { try? FileManager.default.removeItem(at: plain) }
    let none = try Tool.run(["scene", plain.path], environment: Self.environment)
    #expect(none.status == 1)
    #expect(none.stderr.hasPrefix("\(plain.path):5:12: error: Plain has no ScrollView"), "\(none.stderr)")
  }

  @Test("check --scene finds the 10 pt drift of .paging over spaced cards; the carousel lands on its cards")
  func spacingDriftFound() throws {
    let options = ["--device", "iphone15pro", "--expect", "landsOn(children)", "--gestures", "0", "--scenarios", "0"]
    let drift = try Tool.run(
      ["check", "--scene", Self.example("SpacedPaging")] + options, environment: Self.environment)
    #expect(drift.status == 1, "\(drift.stdout)\(drift.stderr)")
    // A view's own behavior is checked under the view file's name.
    #expect(drift.stdout.hasPrefix("\(Self.example("SpacedPaging")): FAILED"), "\(drift.stdout)")
    #expect(drift.stderr.contains("landsOn(children) violated"), "\(drift.stderr)")
    let carousel = try Tool.run(
      ["check", "view", "--scene", Self.example("Carousel")] + options, environment: Self.environment)
    #expect(carousel.status == 0, "\(carousel.stdout)\(carousel.stderr)")
    #expect(carousel.stdout.hasPrefix("\(Self.example("Carousel")): ok"), "\(carousel.stdout)")
  }

  @Test(
    "a scenario's \"view\" is the scene on every screen it visits: after a rotation the cards are 694 pt apart plus 10")
  func scenarioViewRotates() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "views-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appending(path: "views"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Self.example("Carousel")), to: folder.appending(path: "views/Carousel.swift"))
    let scenario = folder.appending(path: "turn.json")
    try #"""
    {"view":"views/Carousel.swift","device":{"name":"iphone15pro"},
     "steps":[{"fling":{"velocity":{"dx":600,"dy":0}}},{"wait":1},{"rotate":{}}]}
    """#.write(to: scenario, atomically: true, encoding: .utf8)
    let output = try Tool.run(["simulate", "view", scenario.path], environment: Self.environment)
    #expect(output.status == 0, "\(output.stderr)")
    // Landscape: 852 less 59 pt of safe area and 20 pt of margin each side is a 694 pt card; the second is at 704.
    #expect(output.lines.last?.hasPrefix("rest at 704 ") == true, "\(output.stdout)")
  }

  @Test(
    "several scroll views with none to prefer are listed, exit 2; --scroll-view picks one; --view picks a preview, whose landscape trait turns the device"
  )
  func severalScrollViews() throws {
    let file = try Tool.temporaryFile(
      "Pages.swift",
      """
      import SwiftUI

      struct Pages: View {
        var body: some View {
          VStack {
            ScrollView { Color.red.frame(height: 900) }
            ScrollView(.horizontal) { Color.blue.frame(width: 900) }
          }
        }
      }

      #Preview("Wide", traits: .landscapeRight) { Pages() }
      """)
    defer { try? FileManager.default.removeItem(at: file) }
    let listed = try Tool.run(["scene", file.path], environment: Self.environment)
    #expect(listed.status == 2, "\(listed.stderr)")
    #expect(
      listed.stderr.hasPrefix(
        "\(file.path): error: several scroll views, and none has a .scrollTargetBehavior or .scrollTargetLayout: "
          + "pick one with --scroll-view LINE\n  \(file.path):6\n  \(file.path):7\n"), "\(listed.stderr)")
    let picked = try Tool.run(["scene", file.path, "--scroll-view", "7"], environment: Self.environment)
    #expect(picked.status == 0, "\(picked.stderr)")
    #expect(picked.lines.first?.hasPrefix("\(file.path):7:") == true, "\(picked.stdout)")
    #expect(picked.lines.contains("axes              horizontal"))
    let wide = try Tool.run(
      ["scene", file.path, "--view", "Wide", "--scroll-view", "7", "--device", "iphone15pro"],
      environment: Self.environment)
    #expect(wide.status == 0, "\(wide.stderr)")
    #expect(wide.lines.contains("view              #Preview(\"Wide\") at line 12"), "\(wide.stdout)")
    #expect(wide.lines.contains("orientation       landscape, as the #Preview's traits ask (--device turned)"))
    #expect(wide.lines.first?.hasSuffix("laid out on iphone15pro in landscape (852 x 393)") == true, "\(wide.stdout)")
    let nowhere = try Tool.run(["scene", file.path, "--scroll-view", "9"], environment: Self.environment)
    #expect(nowhere.status == 2)
    #expect(nowhere.stderr.contains("no ScrollView is written at line 9 (the file's are at lines 6, 7)"))
  }

  @Test("a framework the tool does not have is refused at its import's line before compiling, exit 1")
  func importRefused() throws {
    let file = try Tool.temporaryFile(
      "Login.swift",
      "import SwiftUI\nimport FirebaseAuth\n\nstruct Login: View {\n  var body: some View { ScrollView { Color.red } }\n}\n"
    )
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Tool.run(["scene", file.path], environment: Self.environment)
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "\(file.path):2: error: module 'FirebaseAuth' is not available here: a view file builds with SwiftUI alone; "
        + "move the scroll view into a file of its own\n")
  }
}
