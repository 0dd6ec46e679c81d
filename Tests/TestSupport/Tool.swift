import Foundation

/// The built `scrollscript` binary, run as a user runs it.
public enum Tool {
  /// The `scrollscript` binary beside the test bundle (`swift build --build-tests`, which scripts/test runs,
  /// builds every product).
  public static let url = product("scrollscript")

  /// The executable product `name` of this package, as built for the tests.
  public static func product(_ name: String) -> URL {
    let products = Bundle.main.bundleURL.deletingLastPathComponent()
    for directory in [products, Bundle.main.bundleURL] {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return Repository.root.appendingPathComponent(".build/debug/\(name)")
  }

  /// `text` without the progress lines a long Swift build writes every 10 s
  /// (`compiling Pager.swift… 10 s`), which come and go with the machine's load.
  public static func withoutProgress(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !($0.hasPrefix("compiling ") && $0.hasSuffix(" s") && $0.contains("… ")) }
      .joined(separator: "\n")
  }

  public struct Output: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// ``stderr`` without a build's progress lines (``Tool/withoutProgress(_:)``).
    public var diagnostics: String { Tool.withoutProgress(stderr) }
    public var lines: [String] { stdout.split(separator: "\n").map(String.init) }

    public init(status: Int32, stdout: String, stderr: String) {
      self.status = status
      self.stdout = stdout
      self.stderr = stderr
    }
  }

  /// Runs the tool; `directory` and `environment` (merged into this process's) when given.
  public static func run(
    _ arguments: [String], input: String? = nil, directory: URL? = nil, environment: [String: String] = [:],
    executable: URL = url
  ) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    // Standard error is read beside standard output: a tool that writes more
    // than a pipe holds to the one not being read would otherwise wait forever.
    let errors = Collected()
    let reading = DispatchGroup()
    reading.enter()
    DispatchQueue.global().async {
      errors.data = err.fileHandleForReading.readDataToEndOfFile()
      reading.leave()
    }
    let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
    reading.wait()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
      stderr: String(decoding: errors.data, as: UTF8.self))
  }

  /// The bytes one reader collects, handed over once its group is left.
  private final class Collected: @unchecked Sendable {
    var data = Data()
  }

  /// A new file in the temporary folder holding `contents`; its name ends with `name`.
  public static func temporaryFile(_ name: String, _ contents: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url
  }
}
