import Foundation
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
    try "function updateTarget(t, c)\n  t.rect.origin.x = 390\nend\n".write(to: script, atomically: false, encoding: .utf8)
    try #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"fling":{"velocity":{"dx":900,"dy":0}}}]}"#
      .write(to: scenario, atomically: false, encoding: .utf8)

    let process = Process()
    process.executableURL = Tool.url
    process.arguments = ["simulate", script.path, scenario.path, "--watch"]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    // Each edit waits for the watcher (it polls every 0.25 s) to have seen the last one.
    Thread.sleep(forTimeInterval: 1.5)
    try "function updateTarget(t, c\n".write(to: script, atomically: false, encoding: .utf8)
    Thread.sleep(forTimeInterval: 1.0)
    try "function updateTarget(t, c)\n  t.rect.origin.x = 780\nend\n".write(to: script, atomically: false, encoding: .utf8)
    Thread.sleep(forTimeInterval: 1.5)
    process.terminate()
    process.waitUntilExit()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let rests = stdout.split(separator: "\n").filter { $0.hasPrefix("rest at") }
    #expect(rests.count == 2 && rests[0].hasPrefix("rest at 390 ") && rests[1].hasPrefix("rest at 780 "), "\(stdout)")
    #expect(stderr.contains("mine.lua:2: syntax: ')' expected near <eof> (keeping the last good version"), "\(stderr)")
  }
}
