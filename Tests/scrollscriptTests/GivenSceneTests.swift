import Foundation
import TestSupport
import Testing

/// The user's own scene, kept: `compare` and `verify` take the scene options,
/// and `simulate` completes a file of steps with them (docs/formats.md,
/// "Scenes" and "Scenario files").
@Suite("a given scene is the scene", .endToEnd, .tags(.endToEnd))
struct GivenSceneTests {
  static let carousel = [
    "--device", "iphone15pro", "--margins", "45", "--children", "10", "--child", "300", "--spacing", "10",
  ]

  /// A carousel rule with a slip: it rests on the card nearest the proposal,
  /// but a backward flick rounds up, so it never leaves its card.
  static let slip = """
    -- axis: horizontal
    function updateTarget(target, context)
      local cards, x = context.targets, target.rect.minX
      local best, distance = 0, math.huge
      for i = 1, #cards do
        local edge = cards[i].minX
        local d = math.abs(edge - x)
        if context.velocity.dx < 0 then d = math.abs(edge - math.max(x, context.originalTarget.rect.minX)) end
        if d < distance then best, distance = edge, d end
      end
      local maxX = math.max(0, context.contentSize.width - context.containerSize.width)
      target.rect.origin.x = math.min(best, maxX)
    end
    """

  @Test("compare on a given scene tries that scene alone: no case without children, and the replay names the scene")
  func compareKeepsScene() throws {
    let script = try temporaryScript("slip_carousel.lua", Self.slip)
    let output = try Tool.run(["compare", script, "--with", "viewAligned", "--json"] + Self.carousel)
    #expect(output.status == 1, "\(output.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output.stdout)")
    let kinds = try #require(document["disagreementsByKind"] as? [String: Int], "\(document)")
    #expect(kinds["no children"] == nil && kinds["few children"] == nil, "\(kinds)")
    let example = try #require(document["counterexample"] as? [String: Any])
    let command = try #require(example["command"] as? String)
    #expect(
      command.contains(Self.carousel.joined(separator: " ")) || command.contains("--device iphone15pro"), "\(command)")
    let text = try Tool.run(["compare", script, "--with", "viewAligned"] + Self.carousel)
    #expect(text.stdout.contains("on the scene given: --device iphone15pro"), "\(text.stdout)")
  }

  @Test("simulate completes a file of steps alone with the scene options; a number is a motion along the axis")
  func stepsAlone() throws {
    let fling = #"{"steps":[{"fling":{"velocity":800}}]}"#
    let across = try Tool.run(["simulate", "paging", "-", "--device", "iphone15pro"], input: fling)
    #expect(across.status == 0, "\(across.stderr)")
    // Page 1 of an iPhone 15 Pro's 393 pt container; down, of its 759 pt one (852 less 59 and 34 of safe area).
    #expect(across.stdout.contains("rest at 393 on stop 1 of 10 (page 1)"), "\(across.stdout)")
    let down = try Tool.run(
      ["simulate", "paging", "-", "--device", "iphone15pro", "--axis", "vertical"], input: fling)
    #expect(
      down.status == 0 && down.stdout.contains("rest at 759 on stop 1 of 10 (page 1)"), "\(down.stdout)\(down.stderr)")
    // A view file is the whole scene: the steps need no container or content of their own. Carousel.swift's
    // cards fill the 390 pt screen less its 20 pt content margins (350 pt), 10 pt apart: the next is 360 on.
    let view = try Tool.run(
      [
        "simulate", "view", "-", "--scene",
        Repository.root.appendingPathComponent("examples/views/Carousel.swift").path,
      ],
      input: fling)
    #expect(
      view.status == 0 && view.stdout.contains("rest at 360 on stop 1 of 20 (child 1)"), "\(view.stdout)\(view.stderr)")
    // Without a scene, a file needs its content; the container defaults as on the command line.
    let bare = try Tool.run(["simulate", "paging", "-"], input: fling)
    #expect(bare.status == 2 && bare.stderr.contains("contentSize"), "\(bare.stderr)")
    let paged = try Tool.run(
      ["simulate", "paging", "-"], input: #"{"pages":4,"steps":[{"fling":{"velocity":{"dx":800}}}]}"#)
    #expect(
      paged.status == 0 && paged.stdout.contains("rest at 390 on stop 1 of 4 (page 1)"),
      "\(paged.stdout)\(paged.stderr)")
  }
}
