import Foundation
import TestSupport
import Testing

@Suite(
  "a .swift behavior's traps, prints and first compile, as `run` shows them", .serialized, .endToEnd, .tags(.endToEnd))
struct SwiftTrapCommandTests {
  static let source = """
    import SwiftUI

    struct Pages: ScrollTargetBehavior {
      func updateTarget(_ target: inout Target, context: TargetContext) {
        let stops: [CGFloat] = [0, 390]
        print("velocity", context.velocity.dx)
        target.rect.x = stops[Int(context.velocity.dx / 1000)]
      }
    }
    """

  @Test(
    "a trap is `Pages.swift:7: crash: Fatal error: Index out of range`, after the call's print with its line; exit 1",
    arguments: ["the repository", "a folder above the file's", "the file's folder"])
  func trapAtLine(workingIn place: String) throws {
    // A folder of its own, and a file no other case has compiled: the build,
    // and its line tables, are made from this working folder.
    let top = FileManager.default.temporaryDirectory.appending(path: "scrollscript-trap-\(UUID().uuidString)")
    let folder = top.appending(path: "behaviors")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: top) }
    let file = folder.appending(path: "Pages.swift")
    try (Self.source + "\n// \(UUID().uuidString)\n").write(to: file, atomically: true, encoding: .utf8)
    let directory =
      switch place {
      case "a folder above the file's": top
      case "the file's folder": folder
      default: Repository.root
      }
    let output = try Tool.run(
      ["run", file.path, "--container", "390x844", "--content", "800x844", "--original", "0", "--velocity", "5000"],
      directory: directory, environment: SwiftFileCommandTests.environment)
    #expect(output.status == 1, "\(output.stderr)")
    #expect(
      output.stdout.contains("error     \(file.path):7: crash: Fatal error: Index out of range"), "\(output.stdout)")
    #expect(output.diagnostics.contains("\(file.path):6: print: velocity 5000.0"), "\(output.stderr)")
    #expect(!output.stdout.contains("scrollscript-behavior"), "no internal path")
  }

  @Test("on a terminal, the first `run` of a file says it is compiling it; the next, found in the cache, does not")
  func firstCompileSaysSo() throws {
    try #require(Tmux.isInstalled, "tmux is needed to run the tool on a terminal")
    let folder = FileManager.default.temporaryDirectory.appending(path: "scrollscript-compile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A file of its own, so that no other test has compiled it.
    try (Self.source + "\n// \(UUID().uuidString)\n").write(
      to: folder.appending(path: "Fresh.swift"), atomically: true, encoding: .utf8)
    let command =
      "env SCROLLSCRIPT_CACHE=\(SwiftFileCommandTests.environment["SCROLLSCRIPT_CACHE"]!) \(Tool.url.path) run Fresh.swift "
      + "--container 390x844 --content 800x844 --original 0 --velocity 500"
    let tmux = Tmux()
    defer { tmux.kill() }
    try tmux.start("\(command); echo FIRST-DONE; \(command); echo SECOND-DONE; sleep 30", in: folder)
    let screen = try tmux.waitFor(timeout: 300) { $0.contains("SECOND-DONE") }
    let first = screen.components(separatedBy: "FIRST-DONE")[0]
    let second = screen.components(separatedBy: "FIRST-DONE").dropFirst().joined()
    #expect(first.contains("compiling Fresh.swift…"), "\(screen)")
    #expect(first.contains("result    0"), "\(screen)")
    #expect(!second.contains("compiling"), "\(screen)")
    #expect(second.contains("result    0"), "\(screen)")
  }
}
