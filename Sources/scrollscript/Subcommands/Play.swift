import ArgumentParser
import CPlatform
import Foundation
import ScrollFormats

extension ScrollScript {
  /// Runs `scrollscript-play`, built beside this binary: the playground's
  /// server (FlyingFox) is a program of its own, so the main tool builds
  /// without it.
  struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Drag and fling a behavior in the browser: a live playground on 127.0.0.1.",
      discussion: """
        The playground is the program scrollscript-play beside this one, which scripts/install installs and \
        `swift build -c release --product scrollscript-play` builds; `scrollscript play --help` shows its options.
        """)

    @Argument(parsing: .captureForPassthrough, help: "BEHAVIOR and the playground's options.")
    var arguments: [String] = []

    func run() throws {
      let folder = URL(fileURLWithPath: Self.executablePath()).resolvingSymlinksInPath().deletingLastPathComponent()
      let program = folder.appendingPathComponent("scrollscript-play").path
      guard FileManager.default.isExecutableFile(atPath: program) else {
        throw InputError(
          "play",
          "the playground is not built beside this scrollscript (\(folder.path)): `swift build -c release --product scrollscript-play` builds it, scripts/install installs both"
        )
      }
      let argv = ([program] + arguments).map { strdup($0) } + [nil]
      execv(program, argv)
      throw InputError("play", "could not run \(program): \(String(cString: strerror(errno)))")
    }

    /// This program's path, as the system gives it (the seam's `scp_executable_path`),
    /// else as it was started, resolved against the working folder and PATH.
    static func executablePath() -> String {
      var path = [CChar](repeating: 0, count: 4096)
      if scp_executable_path(&path, path.count) == 0 { return String(cString: path) }
      let started = CommandLine.arguments[0]
      if started.contains("/") { return URL(fileURLWithPath: started).path }
      let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      return folders.map { "\($0)/\(started)" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? started
    }
  }
}
