import Foundation

/// The package's root, to reach `behaviors/`.
public let packageRoot = Repository.root

/// The path of `behaviors/NAME`.
public func behaviorPath(_ name: String) -> String {
  packageRoot.appendingPathComponent("behaviors/\(name)").path
}

/// Writes `source` to a fresh temporary `.lua` file named `name`; returns its path.
public func temporaryScript(_ name: String, _ source: String) throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scripts-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try source.write(to: url, atomically: true, encoding: .utf8)
  return url.path
}

/// A copy of `behaviors/NAME` with `old` replaced by `new`: a twin with one rule changed.
///
/// - Throws: when the file cannot be read, or `old` is not in it (the mutation would change nothing).
public func mutated(_ name: String, _ old: String, _ new: String) throws -> String {
  let source = try String(contentsOfFile: behaviorPath(name), encoding: .utf8)
  guard source.contains(old) else {
    throw CocoaError(
      .fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the mutation does not apply to \(name): no '\(old)'"]
    )
  }
  return try temporaryScript(name, source.replacingOccurrences(of: old, with: new))
}

/// Scripts several suites share.
public enum Scripts {
  /// A script quick on the first calls, then slow: the first 64 calls take no
  /// time, every later one some 2,000,000 instructions (milliseconds), within its budget.
  public static let slowAfterProbe = """
    local calls = 0
    function updateTarget(target, context)
      calls = calls + 1
      if calls > 64 then
        for i = 1, 1000000 do end
      end
    end
    """
}
