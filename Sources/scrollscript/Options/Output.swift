import Foundation
import ScrollFormats
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

  /// Writes `contents` to the file at `path`, whole, as ``OutputFile/write(_:to:)`` does: never over one
  /// of the command's inputs, through a FIFO or a device, never replacing one.
  ///
  /// - Throws: ``InputError`` naming the path when it cannot be written.
  static func write(_ contents: String, to path: String) throws(InputError) {
    try OutputFile.write(Data(contents.utf8), to: path)
  }

  /// Writes `contents` to the file at `path`, whole, and says so on standard
  /// error: `wrote WHAT to PATH`, so that no file a person asked for is written unannounced.
  ///
  /// - Parameter what: what the file holds, as a person names it (`the plot (SVG)`).
  /// - Throws: ``InputError`` naming the path when it cannot be written.
  static func write(_ contents: String, to path: String, what: String) throws(InputError) {
    try write(contents, to: path)
    report("wrote \(what) to \(path)")
  }
}
