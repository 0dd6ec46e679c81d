import Foundation

/// Where the CLI's running commentary goes.
enum Output {
  /// A line for a person watching (standard error, so results stay clean on standard output).
  @Sendable static func report(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
