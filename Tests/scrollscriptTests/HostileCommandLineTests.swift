import Foundation
import Testing

@Suite("Hostile scripts through the command line")
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

    // Under a sanitizer (scripts/sanitize), code runs several times slower: a
    // time budget of 10 s, so that the same limits as in a plain build stop each script.
    let slow = ProcessInfo.processInfo.environment["SCROLLSCRIPT_SLOW_BUILD"] != nil
    let output = try Tool.run(
      ["check", "--smoke-cases", "1", "--timeout", slow ? "10" : "1", Self.folder.path], directory: places[0],
      environment: ["HOME": places[1].path, "TMPDIR": places[2].path])
    #expect(output.status == 1, "some scripts fail their checks; none crashes the tool")

    let scripts = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".lua") }
    #expect(scripts.count >= 60)
    for name in scripts {
      let path = Self.folder.appendingPathComponent(name).path
      #expect(output.lines.contains { $0.hasPrefix("\(path): ") }, "\(name) has its line")
      // A script that fails on its first call fails check with the same error.
      let header = try Self.header(path)
      guard let kind = header["expect"], kind != "ok", header["calls"] == nil, var message = header["message"]
      else { continue }
      if slow { message = message.replacingOccurrences(of: "time budget of 1 s", with: "time budget of 10 s") }
      let location = header["line"].flatMap(Int.init).map { "\(path):\($0)" } ?? "\(path):1"
      #expect(output.stderr.contains("\(location): error: \(kind): \(message)"), "\(name)")
    }
    for place in places {
      #expect(try FileManager.default.contentsOfDirectory(atPath: place.path).isEmpty, "\(place.lastPathComponent)")
    }
  }
}

@Suite("The fuzzing harness, replayed without libFuzzer")
struct FuzzReplayTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Fuzz/regressions/TARGET keeps every input the fuzzer found failing, after the fix.
  @Test(
    "both targets run their seeds, the inputs that once failed, and random mutations, without a failure",
    arguments: [
      ["script", "behaviors", "Tests/LuaBehaviorsTests/Hostile", "--random", "300"],
      ["case", "Fuzz/cases", "Fuzz/regressions/case", "--random", "3000"],
    ])
  func replay(arguments: [String]) throws {
    let output = try Tool.run(
      arguments, directory: Self.root, environment: ["SWIFT_BACKTRACE": "enable=no"],
      executable: Tool.product("scrollscript-fuzz"))
    #expect(output.status == 0, "\(output.stderr.suffix(2000))")
    #expect(output.stdout.contains("no failure"))
  }
}
