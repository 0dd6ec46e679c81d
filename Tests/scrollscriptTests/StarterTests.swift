import Foundation
import ScrollTargets
import TestSupport
import Testing

/// `new` starters: each holds every promise its header declares before its first edit.
@Suite("the starters of new", .endToEnd, .tags(.endToEnd))
struct StarterTests {
  /// Every built-in, `viewAligned` with both options, and no built-in at all.
  static let likes: [String?] = BuiltInBehaviors.names + ["viewAligned:alwaysByOne:center", nil]

  @Test(
    "new --like BUILTIN, then check: the starter holds every promise it declares, and agrees with its twin",
    arguments: likes)
  func starterHolds(like: String?) throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "starter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try Tool.run(["new", "mine"] + (like.map { ["--like", $0] } ?? []), directory: folder)
    #expect(written.status == 0, "\(written.stderr)")
    let text = try String(contentsOf: folder.appending(path: "mine.lua"), encoding: .utf8)
    if let like {
      #expect(text.hasPrefix("-- reference: \(like)\n-- expect: "), "\(text.prefix(200))")
    } else {
      #expect(text.hasPrefix("-- expect: inBounds, deterministic, settles\n"), "\(text.prefix(200))")
    }
    let check = try Tool.run(["check", "mine.lua"], directory: folder)
    #expect(check.status == 0, "\(like ?? "no built-in"): \(check.stdout)\(check.stderr)")
    #expect(check.stdout.hasPrefix("mine.lua: ok ("), "\(check.stdout)")
    guard let like else { return }
    // The rule is the twin's: it agrees on every case before its first edit.
    let compare = try Tool.run(["compare", "mine.lua", "--count", "2000"], directory: folder)
    #expect(compare.status == 0, "\(like): \(compare.stdout)\(compare.stderr)")
    #expect(compare.stdout.contains("cases agree (100.00 %)"), "\(compare.stdout)")
  }

  @Test(
    "new --like refuses an axis the built-in's rule does not scroll on, naming its twin on that axis, and an option it does not have"
  )
  func starterAxis() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "starter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let refused = try Tool.run(["new", "feed", "--like", "horizontalPaging", "--axis", "vertical"], directory: folder)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("--axis: horizontalPaging is written for the horizontal axis only"), "\(refused.stderr)")
    // It names its twin on the other axis, and the twin names it back.
    #expect(refused.stderr.contains("for a vertical pager use --like verticalPaging"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "feed.lua").path))
    let back = try Tool.run(["new", "feed", "--like", "verticalPaging", "--axis", "horizontal"], directory: folder)
    #expect(
      back.status == 2 && back.stderr.contains("for a horizontal pager use --like horizontalPaging"), "\(back.stderr)")
    // One with no twin names the built-ins that scroll on either axis.
    let grid = try Tool.run(["new", "feed", "--like", "basicGrid", "--axis", "vertical"], directory: folder)
    #expect(grid.status == 2, "\(grid.stderr)")
    #expect(grid.stderr.contains("start from one that scrolls on either axis (free, paging, "), "\(grid.stderr)")
    #expect(!grid.stderr.contains("--like verticalPaging"), "\(grid.stderr)")
    let vertical = try Tool.run(["new", "feed", "--like", "paging", "--axis", "vertical"], directory: folder)
    #expect(vertical.status == 0, "\(vertical.stderr)")
    let text = try String(contentsOf: folder.appending(path: "feed.lua"), encoding: .utf8)
    #expect(text.contains("\n-- axis: vertical\n"))
    #expect(try Tool.run(["check", "feed.lua"], directory: folder).status == 0)
    let option = try Tool.run(["new", "x", "--like", "viewAligned:sometimes"], directory: folder)
    #expect(option.status == 2)
    #expect(
      option.stderr.contains("--like: 'viewAligned' has no option 'sometimes': expected one of"), "\(option.stderr)")
  }
}
