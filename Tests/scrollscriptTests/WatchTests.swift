import Foundation
import ScrollFormats
import Testing

@Suite("--watch")
struct WatchTests {
  @Test("simulate --watch reruns on an edit, and a broken edit keeps the last good version")
  func simulateWatch() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("mine.lua")
    let scenario = directory.appendingPathComponent("fling.json")
    try "function updateTarget(t, c)\n  t.rect.origin.x = 390\nend\n".write(
      to: script, atomically: false, encoding: .utf8)
    try
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"fling":{"velocity":{"dx":900,"dy":0}}}]}"#
      .write(to: scenario, atomically: false, encoding: .utf8)

    // Output goes to files: nothing can block on a pipe if the tool misbehaves.
    let outFile = directory.appendingPathComponent("out.txt")
    let errFile = directory.appendingPathComponent("err.txt")
    FileManager.default.createFile(atPath: outFile.path, contents: nil)
    FileManager.default.createFile(atPath: errFile.path, contents: nil)
    let process = Process()
    process.executableURL = Tool.url
    process.arguments = ["simulate", script.path, scenario.path, "--watch"]
    process.standardOutput = try FileHandle(forWritingTo: outFile)
    process.standardError = try FileHandle(forWritingTo: errFile)
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    // Each edit waits for the watcher (it polls every 0.25 s) to have seen the last one.
    Thread.sleep(forTimeInterval: 1.5)
    try "function updateTarget(t, c\n".write(to: script, atomically: false, encoding: .utf8)
    Thread.sleep(forTimeInterval: 1.0)
    try "function updateTarget(t, c)\n  t.rect.origin.x = 780\nend\n".write(
      to: script, atomically: false, encoding: .utf8)
    Thread.sleep(forTimeInterval: 1.5)
    // Ctrl-C ends the loop.
    kill(process.processIdentifier, SIGINT)
    for _ in 0..<50 where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
    #expect(!process.isRunning, "SIGINT ends --watch")
    let stdout = try String(contentsOf: outFile, encoding: .utf8)
    let stderr = try String(contentsOf: errFile, encoding: .utf8)
    let rests = stdout.split(separator: "\n").filter { $0.hasPrefix("rest at") }
    #expect(rests.count == 2 && rests[0].hasPrefix("rest at 390 ") && rests[1].hasPrefix("rest at 780 "), "\(stdout)")
    #expect(stderr.contains("mine.lua:2: syntax: ')' expected near <eof> (keeping the last good version"), "\(stderr)")
  }
}
