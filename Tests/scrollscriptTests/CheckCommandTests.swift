import Foundation
import ScrollFormats
import ScrollSimulation
import TestSupport
import Testing

@Suite("check and its properties, through the command line", .endToEnd, .tags(.endToEnd))
struct CheckCommandTests {
  static let root = Repository.root

  @Test("a violated scenario property prints a command that replays it through simulate -")
  func scenarioReplays() throws {
    let output = try Tool.run(
      ["check", "horizontalPaging", "--expect", "keepsPlaceOnResize", "--explain"], directory: Self.root)
    #expect(output.status == 1)
    #expect(output.stdout.contains("keepsPlaceOnResize  VIOLATED"), "\(output.stdout)")
    let line = try #require(output.stderr.split(separator: "\n").first { $0.contains("| scrollscript simulate") })
    // echo '<scenario>' | scrollscript simulate horizontalPaging -
    let json = try #require(line.split(separator: "'").dropFirst().first)
    let replay = try Tool.run(["simulate", "horizontalPaging", "-", "--json"], input: String(json))
    #expect(replay.status == 0, "\(replay.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any]
    let final = try #require(object?["final"] as? [String: Double])
    // The violation named where the view rests; the replay rests there too.
    let rest = try #require(output.stderr.firstMatch(of: /rests at ([0-9.]+), page/)?.1)
    #expect(abs(final["x"]! - Double(rest)!) < 0.01, "\(final) vs \(rest)")
  }

  @Test(
    "--scenario tries a file first: the landscape drift breaks landsOn(children), shrunk to one fling 118 pt off, and the replay rests there"
  )
  func givenScenario() throws {
    let output = try Tool.run(
      [
        "check", "boundsPaging", "--expect", "landsOn(children)", "--scenario",
        "examples/scenarios/landscape-drift.json",
        "--gestures", "0", "--scenarios", "0",
      ], directory: Self.root)
    #expect(output.status == 1)
    #expect(output.stderr.contains("landsOn(children) violated"), "\(output.stderr)")
    #expect(output.stderr.contains("shrunk from given scenario 1"), "\(output.stderr)")
    #expect(output.stderr.contains("118 pt from the nearest stop (734)"), "\(output.stderr)")
    let line = try #require(output.stderr.split(separator: "\n").first { $0.contains("| scrollscript simulate") })
    let json = try #require(line.split(separator: "'").dropFirst().first)
    let shrunk = try Scenario(json: Data(json.utf8))
    #expect(shrunk.steps.count == 1 && shrunk.screen?.device?.name == "iphone15pro", "\(json)")
    let replay = try Tool.run(["simulate", "boundsPaging", "-", "--json"], input: String(json))
    let object = try JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any]
    let final = try #require(object?["final"] as? [String: Double])
    #expect(abs(final["x"]! - 852) < 0.01, "one fling rests on the bounds, 118 pt past the page at 734: \(final)")
    // A file that is not a scenario names itself and its path.
    let broken = try Tool.run(
      ["check", "boundsPaging", "--scenario", "examples/scenarios/missing.json"], directory: Self.root)
    #expect(broken.status == 2 && broken.stderr.contains("examples/scenarios/missing.json"), "\(broken.stderr)")
  }

  @Test("--json carries each property and the counterexample; built-ins pass their own promises")
  func json() throws {
    let script = Self.root.appendingPathComponent("examples/properties/sign_slip_fling.lua").path
    let output = try Tool.run(["check", script, "paging", "--json"])
    #expect(output.status == 1)
    let objects = try output.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    #expect(objects.count == 2)
    #expect(objects[0]?["passed"] as? Bool == false && objects[1]?["passed"] as? Bool == true)
    let report = try #require(objects[0]?["report"] as? [String: Any])
    let properties = try #require(report["properties"] as? [[String: Any]])
    // inBounds is kept beside the two the header lists.
    #expect(
      properties.map { $0["name"] as? String } == ["runs", "inBounds", "landsOn(pages)", "followsFling(300)"])
    let violation = try #require(properties[3]["violation"] as? [String: Any])
    #expect((violation["command"] as? String)?.hasPrefix("scrollscript run \(script) --container") == true)
    #expect(violation["case"] is [String: Any])
    // The sources of the search: the passing built-in's cases of each kind add up to what its properties saw.
    let passing = try #require(objects[1]?["report"] as? [String: Any])
    let sources = try #require(passing["sources"] as? [[String: Any]])
    func total(_ kind: String) -> Int {
      sources.filter { $0["kind"] as? String == kind }.compactMap { $0["cases"] as? Int }.reduce(0, +)
    }
    let seen = try #require(passing["properties"] as? [[String: Any]]).first
    #expect(total("gestures") == seen?["gestures"] as? Int && total("scenarios") == seen?["scenarios"] as? Int)
    #expect(Set(sources.compactMap { $0["name"] as? String }).isSuperset(of: ["random", "constants"]))
  }

  @Test("bad property lists and unknown built-ins are usage errors that say where")
  func usage() throws {
    let list = try Tool.run(["check", "paging", "--expect", "landsOn(pagse)"])
    #expect(
      list.status == 2
        && list.stderr.contains("--expect, column 9: unknown kind of stop 'pagse': did you mean 'pages'?"))
    let like = try Tool.run(["check", "paging", "--expect-like", "pagin"])
    #expect(like.status == 2 && like.stderr.contains("no built-in named 'pagin' (did you mean 'paging'?)"))
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString).lua")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: fifo) }
    let blocked = try Tool.run(["check", fifo.path])
    #expect(blocked.status == 2 && blocked.stderr.contains("cannot read the script: it is not a regular file"))
    // Every command refuses a FIFO or a device at once, rather than blocking on it or reading without end.
    let refusals = [
      ["run", fifo.path, "--container", "390x844", "--content", "800x844", "--original", "0"],
      ["run", "paging", "--cases", fifo.path], ["run", "paging", "--cases", "/dev/zero"],
      ["simulate", "paging", fifo.path], ["simulate", fifo.path, "examples/scenarios/rotation.json"],
    ]
    for arguments in refusals {
      let output = try Tool.run(arguments, directory: Self.root)
      #expect(output.status == 2, "\(arguments): \(output.stderr)")
      #expect(output.stderr.contains("not a regular file"), "\(arguments): \(output.stderr)")
    }
    let repl = try Tool.run(["repl", "paging"], input: ":load \(fifo.path)\n", directory: Self.root)
    #expect(repl.stdout.contains("\(fifo.path): cannot read: it is not a regular file"), "\(repl.stdout)")
  }

  @Test(
    "a result whose fields are finite but whose edge or anchored offset is not is an error line, never {} or a crash")
  func overflowingResult() throws {
    let body = "target.rect.origin.x = -1.79e308\n  target.rect.size.width = -1.79e308"
    for (name, anchor) in [("edge.lua", ""), ("anchored.lua", "\n  target.anchor = {x = 2, y = 0}")] {
      let script = try Tool.temporaryFile(name, "function updateTarget(target, context)\n  \(body)\(anchor)\nend\n")
      defer { try? FileManager.default.removeItem(at: script) }
      let run = try Tool.run([
        "run", script.path, "--container", "390x844", "--content", "3900x844", "--original", "0", "--json",
      ])
      #expect(run.status == 1, "\(run.stdout)")
      let line = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
      let error = try #require(line?["error"] as? [String: Any], "\(run.stdout)")
      #expect(error["kind"] as? String == "invalidResult")
      let scenario = Self.root.appendingPathComponent("examples/scenarios/rotation.json").path
      let simulate = try Tool.run(["simulate", script.path, scenario])
      #expect(simulate.status == 1, "a failed call, reported: \(simulate.stderr)")
      #expect(simulate.stdout.contains("failed: invalidResult"), "\(simulate.stdout)")
    }
  }

  @Test("a script that is not UTF-8 loads and runs; its bytes go to Lua as they are")
  func latin1() throws {
    let bytes =
      Array("-- caf".utf8) + [0xE9]
      + Array("\nfunction updateTarget(target, context) target.rect.origin.x = 390 end\n".utf8)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString).lua")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = try Tool.run(["run", url.path, "--container", "390x844", "--content", "1200x844", "--original", "0"])
    #expect(run.status == 0 && run.stdout.contains("result    390"), "\(run.stdout)\(run.stderr)")
  }

  @Test("a simulation keeps at most 10,000 emitted events, however much the script emits")
  func emittedEventsBounded() throws {
    let script = try Tool.temporaryFile(
      "emit.lua",
      """
      function updateTarget(target, context) end
      local big = string.rep("x", 4000)
      function onScrollGeometryChange(old, new)
        for i = 1, 64 do emit("e" .. i, big) end
      end
      """)
    let scenario = try Tool.temporaryFile(
      "drag.json",
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"drag":{"by":{"x":300,"y":0},"duration":20}}]}"#
    )
    defer {
      try? FileManager.default.removeItem(at: script)
      try? FileManager.default.removeItem(at: scenario)
    }
    let output = try Tool.run(["simulate", script.path, scenario.path, "--json"])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    let events = try #require(object?["events"] as? [[String: Any]])
    let emitted = events.filter { $0["kind"] as? String == "emit" }
    // 4 MiB of 4 KB values is about a thousand events: the byte bound comes first here.
    #expect(emitted.count <= 10_001 && emitted.count > 900, "\(emitted.count)")
    #expect(emitted.last?["name"] as? String == "onScrollGeometryChange.limit")
  }

  @Test("the attacks on the host's memory stay far under 512 MB resident")
  func residentMemory() throws {
    let emitter = try Tool.temporaryFile(
      "emitter.lua",
      """
      function updateTarget(target, context) end
      local big = string.rep("x", 4000)
      function onScrollGeometryChange(old, new) for i = 1, 64 do emit("e" .. i, big) end end
      """)
    // A 20 s drag at 1000 Hz, and an hour's wait at the most frames a scenario may have.
    let drag = try Tool.temporaryFile(
      "drag.json",
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"frameRate":1000,"steps":[{"drag":{"by":{"x":300,"y":0},"duration":20}}]}"#
    )
    let wait = try Tool.temporaryFile(
      "wait.json",
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"frameRate":555,"steps":[{"wait":3600}]}"#
    )
    defer { for file in [emitter, drag, wait] { try? FileManager.default.removeItem(at: file) } }
    for arguments in [["simulate", emitter.path, drag.path], ["simulate", "paging", wait.path]] {
      let (status, peak) = try Self.peakResident(arguments)
      #expect(status == 0, "\(arguments)")
      #expect(peak < 512 * 1024, "\(arguments): \(peak) KiB resident")
    }
  }

  /// Runs the tool with its output discarded; its exit status and its own
  /// largest resident size (KiB), as GNU time (`/usr/bin/time -f %M`) reads it
  /// for the one child it forks. Spawned straight from the test process, the
  /// child would count the test's own peak too: `posix_spawn` shares the
  /// parent's memory until the `exec`, and Linux keeps that memory's high-water
  /// mark in the child's `ru_maxrss`.
  static func peakResident(_ arguments: [String]) throws -> (status: Int32, kibibytes: Int) {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("peak-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-f", "%M", "-o", report.path, Tool.url.path] + arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    // The last line is the size; a command that exits non-zero gets a "Command exited" line before it.
    let text = try String(contentsOf: report, encoding: .utf8)
    let kibibytes = try #require(
      text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }, "\(text)")
    return (process.terminationStatus, kibibytes)
  }
}
