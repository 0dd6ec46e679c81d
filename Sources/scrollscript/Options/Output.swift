import Foundation
import ScrollTargets

/// Where the CLI's running commentary goes.
enum Output {
  /// A line for a person watching (standard error, so results stay clean on standard output).
  @Sendable static func report(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// What a behavior printed, as ``PrintLog/report(from:)`` words it, one line each on standard error.
  static func printed(_ log: PrintLog, from origin: String? = nil) {
    guard !log.isEmpty else { return }
    FileHandle.standardError.write(Data(log.report(from: origin).map { $0 + "\n" }.joined().utf8))
  }
}
