import Foundation
import ScrollFormats
import TestSupport
import Testing

@Suite("Hostile scripts through the command line", .endToEnd, .tags(.endToEnd))
struct HostileCommandLineTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("LuaBehaviorsTests/Hostile")

  /// The `-- key: value` header of a hostile script.
  static func header(_ path: String) throws -> [String: String] {
    var fields: [String: String] = [:]
    for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
      guard line.hasPrefix("-- "), let colon = line.firstIndex(of: ":") else { break }
      fields[String(line.dropFirst(3)[..<colon])] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return fields
  }

  @Test("check answers every hostile script with its promised error, and writes nothing anywhere")
  func checkEveryScript() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
    let places = ["work", "home", "tmp"].map { scratch.appendingPathComponent($0) }
    for place in places { try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true) }
    defer { try? FileManager.default.removeItem(at: scratch) }

    // Scripts only the clock stops (a `seconds` header) run apart, with that
    // budget; the others with a budget of 10 s, so that the instruction budget
    // and the memory cap, which are exact, decide. Ten times that under a
    // sanitizer (scripts/sanitize), which runs code several times slower.
    let scale = ProcessInfo.processInfo.environment["SCROLLSCRIPT_SLOW_BUILD"] == nil ? 1 : 10
    let scripts = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".lua") }
      .map { Self.folder.appendingPathComponent($0).path }
    #expect(scripts.count >= 60)
    let headers = try Dictionary(uniqueKeysWithValues: scripts.map { ($0, try Self.header($0)) })
    let groups = Dictionary(grouping: scripts) { headers[$0]?["seconds"].flatMap { Int($0) } ?? 10 }
    for (seconds, group) in groups {
      let output = try Tool.run(
        ["check", "--gestures", "1", "--scenarios", "0", "--timeout", "\(seconds * scale)"] + group,
        directory: places[0],
        environment: ["HOME": places[1].path, "TMPDIR": places[2].path])
      #expect(output.status == 1, "some scripts fail their checks; none crashes the tool")
      for path in group {
        let name = (path as NSString).lastPathComponent
        #expect(output.lines.contains { $0.hasPrefix("\(path): ") }, "\(name) has its line")
        // A script that fails on its first call fails check with the same error.
        let header = headers[path] ?? [:]
        guard let kind = header["outcome"], kind != "ok", header["calls"] == nil, let message = header["message"]
        else { continue }
        let location = header["line"].flatMap(Int.init).map { "\(path):\($0)" } ?? "\(path):1"
        let expected = message.replacingOccurrences(
          of: "time budget of \(seconds) s", with: "time budget of \(seconds * scale) s")
        #expect(output.stderr.contains("\(location): error: \(kind): \(expected)"), "\(name)")
      }
    }
    for place in places {
      #expect(try FileManager.default.contentsOfDirectory(atPath: place.path).isEmpty, "\(place.lastPathComponent)")
    }
  }
}

@Suite("File names that are not UTF-8", .endToEnd, .tags(.endToEnd))
struct UnreadableNameTests {
  @Test("a script whose name is not UTF-8, met in a folder, is checked under its name shown with U+FFFD, as the others")
  func notUTF8() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // "pag\xFFing.lua": made from its bytes, as no Swift string can name it.
    let name =
      Array((folder.path + "/pag").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)] + Array("ing.lua".utf8CString)
    let descriptor = Glibc.open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    #expect(descriptor >= 0)
    let script = "function updateTarget(target, context) target.rect.origin.x = 0 end\n"
    #expect(write(descriptor, script, script.utf8.count) == script.utf8.count)
    close(descriptor)
    try script.write(to: folder.appendingPathComponent("ok.lua"), atomically: true, encoding: .utf8)

    let output = try Tool.run(["check", folder.path])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("pag\u{FFFD}ing.lua: ok"), "\(output.stdout)")
    #expect(output.stdout.contains("ok.lua: ok"), "\(output.stdout)")
    // One that breaks a property is reported under that name, at its line.
    try "function updateTarget(target, context) target.rect.origin.x = -5 end\n".write(
      toFile: folder.path + "/ok.lua", atomically: true, encoding: .utf8)
    let replaced = Glibc.open(name, O_WRONLY | O_TRUNC)
    let broken = "function updateTarget(target, context) target.rect.origin.x = -5 end\n"
    #expect(write(replaced, broken, broken.utf8.count) == broken.utf8.count)
    close(replaced)
    let failing = try Tool.run(["check", folder.path])
    #expect(failing.status == 1)
    #expect(failing.stderr.contains("pag\u{FFFD}ing.lua:1: error: inBounds violated"), "\(failing.stderr)")
  }
}

@Suite("The fuzzing harness, replayed without libFuzzer", .endToEnd, .tags(.endToEnd))
struct FuzzReplayTests {
  static let root = Repository.root

  /// Fuzz/regressions/TARGET keeps every input the fuzzer found failing, after the fix.
  @Test(
    "every target runs its seeds, the inputs that once failed, and random mutations, without a failure",
    arguments: [
      ["script", "behaviors", "Tests/LuaBehaviorsTests/Hostile", "Fuzz/regressions/script", "--random", "300"],
      ["case", "Fuzz/cases", "Fuzz/regressions/case", "--random", "3000"],
      ["result", "Fuzz/cases", "--random", "3000"],
      ["scenario", "examples/scenarios", "examples/tutorial/feed.json", "Fuzz/scenarios", "--random", "1000"],
      ["repl", "Fuzz/repl", "--random", "200"],
      ["play", "Fuzz/play", "--random", "200"],
      ["report", "Fuzz/report", "Fuzz/regressions/report", "--random", "3000"],
    ])
  func replay(arguments: [String]) throws {
    let output = try Tool.run(
      arguments, directory: Self.root, environment: ["SWIFT_BACKTRACE": "enable=no"],
      executable: Tool.product("scrollscript-fuzz"))
    #expect(output.status == 0, "\(output.stderr.suffix(2000))")
    #expect(output.stdout.contains("no failure"))
  }
}
