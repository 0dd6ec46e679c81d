import Foundation
import TestSupport
import Testing

/// scripts/setup takes Homebrew's path when `uname` says Darwin and apt-get's
/// otherwise, run here with stub commands that record what they were asked.
@Suite("scripts/setup chooses the platform's package manager")
struct SetupScriptTests {
  /// A folder of stubs: each named command appends its arguments to `calls` and
  /// runs `body` (a shell fragment).
  struct Stubs {
    let folder = FileManager.default.temporaryDirectory.appending(path: "stubs-\(UUID().uuidString)")
    var calls: URL { folder.appending(path: "calls") }

    init(_ commands: [String: String]) throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (name, body) in commands {
        let file = folder.appending(path: name)
        let script = "#!/bin/sh\necho \"\(name) $*\" >> '\(calls.path)'\n\(body)\n"
        try script.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
      }
    }

    /// Runs scripts/setup with the stubs first on PATH.
    func setup(_ arguments: [String] = []) throws -> (output: Tool.Output, calls: [String]) {
      let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      let output = try Tool.run(
        [Repository.file("scripts/setup").path] + arguments, environment: ["PATH": path],
        executable: URL(fileURLWithPath: "/bin/bash"))
      let calls = (try? String(contentsOf: calls, encoding: .utf8)) ?? ""
      return (output, calls.split(separator: "\n").map(String.init))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  /// Homebrew with nothing installed: `--prefix` answers as on Apple silicon.
  static let brew = """
    case "$1" in
      list) exit 1 ;;
      --prefix) echo "/opt/homebrew/opt/$2" ;;
    esac
    """

  @Test(
    "on Darwin it installs with Homebrew, says what it runs, and prints the PKG_CONFIG_PATH of the keg-only formulae")
  func darwin() throws {
    let stubs = try Stubs(["uname": "echo Darwin", "brew": Self.brew, "apt-get": "exit 1"])
    defer { stubs.remove() }
    let (output, calls) = try stubs.setup()
    #expect(output.status == 0, "\(output.stderr)")
    #expect(calls.contains("brew install pkgconf lua@5.4 libedit tmux"), "\(calls)")
    #expect(!calls.contains { $0.hasPrefix("apt-get") }, "\(calls)")
    #expect(!calls.contains { $0.hasPrefix("brew install --cask") }, "the casks are for the tests only")
    #expect(output.stderr.contains("setup: running brew install pkgconf lua@5.4 libedit tmux"))
    #expect(
      output.stdout.hasPrefix(
        "export PKG_CONFIG_PATH=\"/opt/homebrew/opt/lua@5.4/lib/pkgconfig:/opt/homebrew/opt/libedit/lib/pkgconfig"),
      "\(output.stdout)")

    let (tests, testCalls) = try stubs.setup(["--tests"])
    #expect(tests.status == 0)
    #expect(testCalls.contains("brew install --cask chromium chromedriver"), "\(testCalls)")
    #expect(testCalls.contains("brew install pkgconf lua@5.4 libedit tmux curl gnu-time"), "\(testCalls)")
  }

  @Test("on Darwin without Homebrew it says what it needs and exits 2, installing nothing")
  func darwinWithoutBrew() throws {
    let stubs = try Stubs(["uname": "echo Darwin", "apt-get": "exit 1"])
    defer { stubs.remove() }
    // No brew on a PATH of the stubs and the system's own folders only.
    let output = try Tool.run(
      [Repository.file("scripts/setup").path], environment: ["PATH": stubs.folder.path + ":/usr/bin:/bin"],
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(output.status == 2)
    #expect(output.stderr.contains("Homebrew"), "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }

  @Test("elsewhere it installs with apt-get what pkg-config cannot find, printing nothing on standard output")
  func linux() throws {
    let stubs = try Stubs([
      "uname": "echo Linux", "brew": "exit 1", "pkg-config": "exit 1", "apt-get": "exit 0", "sudo": "\"$@\"",
    ])
    defer { stubs.remove() }
    let (output, calls) = try stubs.setup()
    #expect(output.status == 0, "\(output.stderr)")
    #expect(calls.contains { $0.hasPrefix("apt-get install") && $0.contains("liblua5.4-dev libedit-dev") }, "\(calls)")
    #expect(!calls.contains { $0.hasPrefix("brew") }, "\(calls)")
    #expect(output.stdout.isEmpty, "scripts/main evaluates what it prints: \(output.stdout)")
  }
}
