import Foundation
import ScrollPlayground
import TestSupport
import Testing

/// Where `scrollscript play` saves recordings when no `--record-to` is given,
/// and that the terminal says where each went.
@Suite("the playground's recordings", .serialized, .endToEnd, .tags(.endToEnd))
struct PlayRecordingsTests {
  /// Runs `git` with `arguments` in `folder`; its standard output.
  static func git(_ arguments: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(
    "without --record-to, recordings go to .scrollscript/recordings, made at the first one and ignored by git; the terminal says where each went and how to replay it"
  )
  func defaultFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "play-default-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Self.git(["init", "-q"], in: folder)
    let play = try PlayProcess(["paging"], directory: folder)
    #expect(play.printed(until: "recordings (R) go to").contains("recordings (R) go to .scrollscript/recordings/"))
    let recordings = folder.appending(path: ".scrollscript/recordings")
    #expect(
      !FileManager.default.fileExists(atPath: folder.appending(path: ".scrollscript").path),
      "nothing is made before the first recording")

    let page = try PlayServerTests.page(play)
    _ = try page.receive()
    for number in 1...2 {
      try page.send("{\"type\":\"record\"}")
      let answer = try #require(try page.receive())
      #expect(answer.contains("\"type\":\"saved\""), "\(answer)")
      let file = recordings.appending(path: "play-\(number).json")
      #expect(FileManager.default.fileExists(atPath: file.path), "recording \(number) is in \(recordings.path)")
      let terminal = play.printed(until: "replay: scrollscript simulate paging \(file.path)")
      #expect(terminal.contains("play: recorded the gestures to \(file.path)\n"), "\(terminal)")
      #expect(terminal.contains("play:   replay: scrollscript simulate paging \(file.path)"), "\(terminal)")
    }
    let ignore = try String(contentsOf: folder.appending(path: ".scrollscript/.gitignore"), encoding: .utf8)
    #expect(ignore.split(separator: "\n").contains("*"), "\(ignore)")
    // git sees no untracked file: the folder ignores itself.
    #expect(try Self.git(["status", "--porcelain", "--untracked-files=all"], in: folder).isEmpty)
  }

  @Test("a named folder is used as it is: no .gitignore is written into it")
  func namedFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "play-named-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let recordings = PlayRecordings(folder: folder)
    try recordings.prepare()
    #expect(recordings.nextFile() == folder.appending(path: "play-1.json"))
    try Data("{}".utf8).write(to: folder.appending(path: "play-1.json"))
    #expect(recordings.nextFile() == folder.appending(path: "play-2.json"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["play-1.json"])
  }
}
