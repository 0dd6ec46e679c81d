import Foundation
import Testing

/// The two tiers of the suite. The fast one is every target's own tests, in
/// this process. The end-to-end one runs what a person runs: the tool's
/// binary, the Swift compiler (the model, helpers, view files), tmux and a
/// browser. `scripts/test` runs the fast tier; `scripts/test --all` (CI, the
/// README's test command) sets `SCROLLSCRIPT_TESTS=all` and runs both.
public enum TestTier {
  /// Whether the end-to-end tier runs.
  public static let endToEnd = ProcessInfo.processInfo.environment["SCROLLSCRIPT_TESTS"] == "all"
}

extension Tag {
  /// A suite of the end-to-end tier, as test reports and IDEs group it.
  @Tag public static var endToEnd: Self
}

extension Trait where Self == ConditionTrait {
  /// Runs the suite only in the end-to-end tier (`scripts/test --all`).
  public static var endToEnd: Self {
    .enabled(if: TestTier.endToEnd, "end to end: scripts/test --all runs it")
  }
}

/// The Swift build cache the suites and the binaries they start share, so the
/// model compiles once per test run: `SCROLLSCRIPT_TEST_CACHE`, which
/// `scripts/test` makes and removes at the end, else a folder of this test
/// process. A suite that needs a cold cache, or one it can tell apart by its
/// path, keeps its own.
public enum SharedCache {
  public static let root: URL = {
    if let given = ProcessInfo.processInfo.environment["SCROLLSCRIPT_TEST_CACHE"], !given.isEmpty {
      return URL(fileURLWithPath: given)
    }
    return FileManager.default.temporaryDirectory.appending(path: "scrollscript-tests-\(getpid())")
  }()

  /// The environment that points a started tool at the shared cache.
  public static let environment = ["SCROLLSCRIPT_CACHE": root.path]
}
