import BehaviorRunning
import Foundation
import ScrollSimulation
import ScrollTargets
import Testing

@testable import PropertyChecking

@Suite("Reading properties")
struct PropertyListTests {
  @Test(
    "each property reads back under its own name",
    arguments: [
      "inBounds", "deterministic", "settles", "monotone", "mirrors", "landsOn(pages)", "landsOn(children)",
      "landsOn(children(center))", "landsOn(grid(50))", "atMost(1, pages)", "atMost(3, children(trailing))",
      "followsFling(300)", "followsFling(0)", "keepsPlaceOnResize", "keepsPlaceOnResize(children)",
      "advances(300, children)", "advances(0, pages)", "advances(1200.5, grid(50))",
    ])
  func roundTrip(name: String) throws {
    #expect(try PropertyList.parse(name).map(\.name) == [name])
  }

  @Test("a list keeps its order, drops repeats, and allows spaces")
  func lists() throws {
    let names = try PropertyList.parse(" landsOn( pages ) ,atMost(1,pages), landsOn(pages),settles ").map(\.name)
    #expect(names == ["landsOn(pages)", "atMost(1, pages)", "settles"])
  }

  @Test(
    "mistakes say what and at which column, with the nearest name",
    arguments: [
      ("landsOnn(pages)", 1, "unknown property 'landsOnn': did you mean 'landsOn'?"),
      ("inBounds, landsOn(page)", 19, "unknown kind of stop 'page': did you mean 'pages'?"),
      ("atMost(pages)", 1, "atMost takes a count and a kind of stop: atMost(1, pages)"),
      ("atMost(1.5, pages)", 8, "the count must be a whole number from 0"),
      ("followsFling(fast)", 14, "the speed must be a number, got 'fast'"),
      ("advance(300, pages)", 1, "unknown property 'advance': did you mean 'advances'?"),
      (
        "advances(300)", 1,
        "advances takes the slowest speed it applies to in pt/s and a kind of stop: advances(300, children)"
      ),
      ("advances(-1, pages)", 10, "the speed must be at least 0 pt/s"),
      ("advances(300, card)", 15, "unknown kind of stop 'card'"),
      ("landsOn(grid(0))", 14, "the grid's step must be at least 0.1 pt"),
      ("landsOn(grid(1e-300))", 14, "the grid's step must be at least 0.1 pt"),
      ("keepsPlaceOnResize(grid(50))", 20, "keepsPlaceOnResize takes pages or children, not a grid"),
      ("atMost(1e9, pages)", 8, "the count must be a whole number from 0 to 999999"),
      ("landsOn(children(middle))", 18, "unknown anchor 'middle'"),
      ("inBounds settles", 10, "unexpected 's': separate properties with commas"),
      ("landsOn(pages", 14, "expected ')' to close landsOn("),
      ("", 1, "a property is missing"),
      ("landsOn(grid(grid(grid(grid(1)))))", 28, "arguments nest too deep"),
    ])
  func mistakes(text: String, column: Int, message: String) {
    #expect {
      _ = try PropertyList.parse(text)
    } throws: { error in
      guard let error = error as? PropertySyntaxError else { return false }
      return error.column == column && error.message.hasPrefix(message)
    }
  }

  @Test("a script's leading comments declare properties and an axis; a mistake is located at its line and column")
  func header() throws {
    let source = """
      #!/usr/bin/env lua
      -- reference: paging
      -- expect: landsOn(pages)
      --   expect: atMost(1, pages), settles

      -- axis: vertical
      function updateTarget(target, context) end
      -- expect: mirrors
      """
    let promises = try Promises.read(Array(source.utf8), path: "p.lua")
    // inBounds is kept beside what the lines list (no `without: inBounds`).
    #expect(promises.properties.map(\.name) == ["inBounds", "landsOn(pages)", "atMost(1, pages)", "settles"])
    #expect(promises.kept == ["inBounds"])
    #expect(promises.axis == .vertical && promises.declared)
    #expect(
      promises.locations == [
        "inBounds": "p.lua:3", "landsOn(pages)": "p.lua:3", "atMost(1, pages)": "p.lua:4", "settles": "p.lua:4",
      ])
    // Lines may end in CRLF, as files edited on Windows do.
    let crlf = try Promises.read(
      Array("-- expect: mirrors\r\n-- axis: vertical\r\nfunction updateTarget() end\r\n".utf8), path: "w.lua")
    #expect(crlf.properties.map(\.name) == ["inBounds", "mirrors"] && crlf.axis == .vertical)
    // A header line that the 16 KiB prefix cuts is an error at that line, not promises dropped.
    let long = "-- expect: " + String(repeating: "settles, ", count: 2000) + "mirrors\nfunction updateTarget() end\n"
    let cut = #expect(throws: Finding.self) { try Promises.read(Array(long.utf8), path: "l.lua") }
    #expect(cut?.location == "l.lua:1" && cut?.message.hasPrefix("the header runs past its first 16 KiB") == true)
    // Code past the limit, after a short header, is not the header's concern.
    let code = "-- expect: settles\n" + String(repeating: "local x = 1\n", count: 2000)
    #expect(try Promises.read(Array(code.utf8), path: "c.lua").declared)
    let none = try Promises.read(Array("function updateTarget(t, c) end".utf8), path: "q.lua")
    #expect(!none.declared && none.properties.map(\.name) == ["inBounds", "deterministic", "settles"])
    #expect {
      _ = try Promises.read(Array("-- reference: paging\n-- expect: landsOn(pagse)\n".utf8), path: "r.lua")
    } throws: { error in
      (error as? Finding)?.description
        == "r.lua:2:20: error: expect: unknown kind of stop 'pagse': did you mean 'pages'? expected one of pages, children, grid"
    }
    #expect(throws: Finding.self) { try Promises.read(Array("-- axis: diagonal\n".utf8), path: "s.lua") }
  }

  @Test("a comment may end an expect: line, -- in a script and // in a Swift file; columns still count from the line")
  func trailingComment() throws {
    let lua = try Promises.read(Array("-- expect: monotone, settles  -- flings keep their order\n".utf8), path: "t.lua")
    #expect(lua.properties.map(\.name) == ["inBounds", "monotone", "settles"])
    let swift = try Promises.read(Array("import SwiftUI\n// expect: mirrors // either way\n".utf8), path: "T.swift")
    #expect(swift.properties.map(\.name) == ["inBounds", "mirrors"])
    #expect {
      _ = try Promises.read(Array("-- expect: landsOnn(pages) -- a typo\n".utf8), path: "u.lua")
    } throws: { error in
      (error as? Finding)?.description.hasPrefix("u.lua:1:12: error: expect: unknown property 'landsOnn'") == true
    }
  }
}

extension PropertyListTests {
  @Test(
    "declaring properties keeps inBounds unless a without: line leaves it out; without: takes inBounds only, and not beside an expect: of it"
  )
  func keptInBounds() throws {
    func names(_ header: String) throws -> [String] {
      try Promises.read(Array((header + "function updateTarget(t, c) end\n").utf8), path: "k.lua").properties.map(
        \.name)
    }
    #expect(try names("-- expect: landsOn(pages)\n") == ["inBounds", "landsOn(pages)"])
    let kept = try Promises.read(Array("-- reference: paging\n-- expect: landsOn(pages)\n".utf8), path: "k.lua")
    #expect(kept.locations["inBounds"] == "k.lua:2", "reported at the expect: line it is held beside")
    #expect(try names("-- expect: settles, inBounds\n") == ["settles", "inBounds"], "listed: kept where it is, once")
    let listed = try Promises.read(Array("-- expect: settles, inBounds\n".utf8), path: "k.lua")
    #expect(listed.kept.isEmpty && listed.locations["inBounds"] == "k.lua:1")
    #expect(
      try names("-- expect: landsOn(pages)\n-- without: inBounds   (it pages past the ends, as its twin does)\n") == [
        "landsOn(pages)"
      ])
    #expect(try names("-- without: inBounds\n") == ["deterministic", "settles"], "the defaults, less inBounds")
    let waived = try Promises.read(Array("-- without: inBounds\n-- expect: monotone\n".utf8), path: "k.lua")
    #expect(waived.kept.isEmpty && waived.declared)
    for (header, message) in [
      (
        "-- expect: settles\n-- without: settles\n",
        "k.lua:2: error: without: only inBounds is held without being listed; to leave 'settles' out, take it off the expect: lines"
      ),
      ("-- without:\n", "k.lua:1: error: without: expected inBounds, as in 'without: inBounds'"),
      (
        "-- expect: inBounds\n-- without: inBounds\n",
        "k.lua:2: error: without: inBounds is listed on an expect: line (k.lua:1) too: keep one of them"
      ),
    ] {
      #expect(throws: Finding.self) { try names(header) }
      do {
        _ = try names(header)
      } catch let error as Finding {
        #expect(error.description == message)
      }
    }
    // A Swift file's header says it with // comments.
    let swift = try Promises.read(
      Array("import SwiftUI\n// expect: monotone\n// without: inBounds\n".utf8), path: "P.swift")
    #expect(swift.properties.map(\.name) == ["monotone"])
  }
}

extension StopLine {
  /// Every stop, for lines short enough to list.
  var offsets: [Double] { (0..<count).map(offset) }
}

@Suite("Stops")
struct StopsTests {
  static func context(content: Double, container: Double = 390, targets: [CGRect] = []) -> ScrollTargetBehaviorContext {
    ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: .zero), contentSize: CGSize(width: content, height: 844),
      containerSize: CGSize(width: container, height: 844), targets: targets)
  }

  @Test("pages: multiples of the container, the last flush with the end")
  func pages() {
    let line = Stops.pages.line(in: Self.context(content: 1000))
    #expect(line.offsets == [0, 390, 610])
    #expect(Stops.pages.line(in: Self.context(content: 1170)).offsets == [0, 390, 780])
    #expect(Stops.pages.line(in: Self.context(content: 200)).offsets == [0])
    #expect(line.contains(390.009) && !line.contains(390.02))
    #expect(
      line.nearestIndex(to: 501) == 2 && line.nearestIndex(to: 500) == 1 && line.nearestIndex(to: 195) == 0
        && line.nearestIndex(to: 9999) == 2)
  }

  @Test("children: leading edges or anchors, clamped, those at the same place merged")
  func children() {
    let frames = (0..<5).map { CGRect(x: Double($0) * 310, y: 0, width: 300, height: 844) }
    let context = Self.context(content: 1540, targets: frames)
    // The largest offset is 1150: the last child's edge (1240) clamps to it.
    #expect(Stops.children(nil).line(in: context).offsets == [0, 310, 620, 930, 1150])
    // Centred: child k rests at 310 k - 45; the first clamps to 0.
    #expect(Stops.children(.center).line(in: context).offsets == [0, 265, 575, 885, 1150])
    #expect(Stops.children(nil).line(in: Self.context(content: 1540)).isEmpty)
  }

  @Test("grid: multiples of the step and the end, computed rather than listed")
  func grid() {
    #expect(Stops.grid(100).line(in: Self.context(content: 740)).offsets == [0, 100, 200, 300, 350])
    // A fine grid over content near the size limit: 10^10 stops, none of them stored.
    let fine = Stops.grid(0.1).line(in: Self.context(content: 1e9))
    #expect(fine.count == 9_999_996_101)
    #expect(fine.contains(123_456_789.3) && !fine.contains(123_456_789.35))
    #expect(abs(fine.offset(fine.nearestIndex(to: 5e8 + 0.04)) - 5e8) < 1e-6)
  }

  @Test("one numbering: an offset is on a stop, between two, or outside them, counted from 0 as landsOn counts")
  func places() {
    // Content 540 in a 390 container: the pages are 0 and the end, 150, which is page 1.
    let short = Self.context(content: 540)
    #expect(Stops.pages.line(in: short).place(of: 150) == .on(1))
    #expect(Stops.pages.words(for: 150, in: short) == "on stop 1 of 2 (page 1)")
    let line = Stops.pages.line(in: Self.context(content: 1000))
    #expect(line.place(of: 390.009) == .on(1))
    #expect(line.place(of: 430) == .between(1, past: 40))
    // Nearer the next stop, still counted from the one below.
    #expect(line.place(of: 600) == .between(1, past: 210))
    #expect(line.place(of: -20) == .before(20))
    if case .after(let beyond) = line.place(of: 640) { #expect(abs(beyond - 30) < 1e-9) } else { Issue.record("640") }
    #expect(
      Stops.pages.words(for: 430, in: Self.context(content: 1000))
        == "between stops 1 and 2 of 3 (pages; stop 1 + 40 pt)")
    #expect(
      Stops.pages.words(for: -20, in: Self.context(content: 1000)) == "before stop 0 of 3 (pages; stop 0 - 20 pt)")
    // Children: the stop names the first child resting there; the last two clamp to one stop.
    let frames = (0..<5).map { CGRect(x: Double($0) * 310, y: 0, width: 300, height: 844) }
    let cards = Self.context(content: 1540, targets: frames)
    #expect(Stops.children(nil).words(for: 620, in: cards) == "on stop 2 of 5 (child 2)")
    #expect(Stops.children(nil).words(for: 1150, in: cards) == "on stop 4 of 5 (child 4)")
    // With children, the commands' words are the children's alone: cards, not pages.
    #expect(Stops.words(for: 620, in: cards) == "on stop 2 of 5 (child 2)")
    #expect(Stops.words(for: 700, in: cards) == "between stops 2 and 3 of 5 (children; stop 2 + 80 pt)")
    #expect(Stops.children(nil).words(for: 0, in: Self.context(content: 1540)) == nil)
    // Without children, the pages'.
    #expect(
      Stops.words(for: 430, in: Self.context(content: 1000)) == "between stops 1 and 2 of 3 (pages; stop 1 + 40 pt)")
  }
}
