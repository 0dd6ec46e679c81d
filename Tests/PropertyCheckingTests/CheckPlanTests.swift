import BehaviorLoading
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollTargets
import Testing

@Suite("what check will check: names, folders and scenario files, planned before anything runs")
struct CheckPlanTests {
  /// A folder holding `files` (name: text), removed by the caller.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "plan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appending(path: name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test("a built-in name is kept, a folder gives its .lua and .swift files, and nothing else is taken")
  func names() throws {
    let folder = try Self.folder([
      "b.lua": "function updateTarget(t, c) end\n", "A.swift": "", "notes.txt": "", "a.lua": "",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let plan = try CheckPlan(names: ["paging", folder.path], options: PropertyOptions())
    let files = plan.items.dropFirst().map { URL(fileURLWithPath: $0.behavior).lastPathComponent }
    #expect(plan.items.first?.behavior == "paging")
    #expect(Set(files) == ["a.lua", "b.lua", "A.swift"] && files.count == 3)
    #expect(plan.items.allSatisfy { !$0.borrowsScene && $0.view == nil })
  }

  @Test(
    "a name that is neither a built-in nor a file is the lookup's error, with the nearest name; no behaviors is an error"
  )
  func refusals() throws {
    #expect(throws: BuiltInLookupError.self) { try CheckPlan(names: ["pagin"], options: PropertyOptions()) }
    let empty = try Self.folder(["notes.txt": ""])
    defer { try? FileManager.default.removeItem(at: empty) }
    let error = try #require(throws: InputError.self) { try CheckPlan(names: [empty.path], options: PropertyOptions()) }
    #expect(error.message == "no .lua or .swift behaviors in \(empty.path)")
  }

  @Test("scenario files are read into the gestures tried first; one that does not read names its file and field")
  func scenarioFiles() throws {
    let scenario =
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":1560,"height":844},"steps":[{"wait":1}]}"#
    let folder = try Self.folder(["ok.json": scenario, "bad.json": #"{"steps":3}"#])
    defer { try? FileManager.default.removeItem(at: folder) }
    let plan = try CheckPlan(
      names: ["paging"], options: PropertyOptions(), scenarioFiles: [folder.appending(path: "ok.json").path])
    #expect(plan.items.first?.options.given.count == 1)
    let bad = folder.appending(path: "bad.json").path
    let error = try #require(throws: InputError.self) {
      try CheckPlan(names: ["paging"], options: PropertyOptions(), scenarioFiles: [bad])
    }
    #expect(error.path.hasPrefix(bad), "\(error)")
  }

  @Test("on a view's scene, another behavior borrows where the view's built-in rests; the view's own does not")
  func sceneStops() throws {
    let plan = try CheckPlan(
      names: ["viewAligned", "paging", "free"], options: PropertyOptions(), viewBehavior: "paging",
      viewFile: "Step0.swift", sceneBehavior: "paging")
    #expect(plan.sceneStops.map(\.name).contains { $0.hasPrefix("landsOn(") })
    let byName = Dictionary(uniqueKeysWithValues: plan.items.map { ($0.behavior, $0) })
    #expect(byName["paging"]?.borrowsScene == false && byName["paging"]?.view == "Step0.swift")
    for name in ["viewAligned", "free"] {
      let item = try #require(byName[name])
      #expect(item.borrowsScene && item.view == nil)
      #expect(plan.sceneStops.allSatisfy { stop in item.options.extra.contains { $0.name == stop.name } })
    }
  }
}
