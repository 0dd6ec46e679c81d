import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollSimulation
import ScrollTargets

extension LuaScrollTargetBehavior {
  /// Loads the script at `path` and runs its top-level code.
  ///
  /// The file is read through ``InputFile``: at most `limits.sourceBytes` and
  /// one byte (a longer script is then refused), and a FIFO, a device or a
  /// folder is refused at once instead of blocking.
  ///
  /// - Throws: ``InputFileError`` when the file cannot be read; otherwise
  ///   what ``LuaScrollTargetBehavior/init(source:path:limits:)`` throws, a
  ///   ``BehaviorFailure``: `.syntax`, `.runtime`, `.timeout`, and `.memory`
  ///   (a file over `limits.sourceBytes` too).
  public convenience init(path: String, limits: BehaviorLimits = .default) throws {
    try self.init(source: Self.readScript(path, limits: limits), path: path, limits: limits)
  }

  /// The bytes of the script at `path` as ``init(path:limits:)`` reads them.
  ///
  /// - Throws: ``InputFileError`` with the operating system's reason.
  public static func readScript(_ path: String, limits: BehaviorLimits = .default) throws(InputFileError) -> Data {
    try InputFile.read(path, limit: limits.sourceBytes)
  }
}
