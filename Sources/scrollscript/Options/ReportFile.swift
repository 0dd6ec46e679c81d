import Foundation
import ScrollFormats

/// The JUnit report file of a `check` or `verify` run. A file is written
/// before any work (so that one that cannot be written is said at once) and
/// again after each behavior, so that a run cut short keeps what it found. A
/// FIFO, a device or a terminal (`/dev/stdout`) takes the report once, at the
/// end, so that its reader gets one whole document.
struct ReportFile {
  let path: String
  /// Whether the path is a file that can be written again and again.
  let isReplaceable: Bool

  init(_ path: String) {
    self.path = path
    isReplaceable = OutputFile.isReplaceable(path)
  }

  /// Before any work: `stub`, when the path is a file.
  func start(_ stub: @autoclosure () -> String) throws(InputError) {
    if isReplaceable { try Output.write(stub(), to: path) }
  }

  /// As the run goes on: the report so far, when the path is a file.
  func update(_ report: @autoclosure () -> String) throws(InputError) {
    if isReplaceable { try Output.write(report(), to: path) }
  }

  /// At the end, or when the run stops: the report, whatever the path is.
  func finish(_ report: String) throws(InputError) {
    try Output.write(report, to: path)
  }
}
