import BehaviorLoading
import Foundation
import PropertyChecking
import ScrollTargets

/// Runs some work again whenever the behavior's file or its input files change.
public enum WatchLoop {
  /// Runs `perform` now and after every change of the behavior's file (a
  /// script or a `.swift` file) or `inputs`, polling every `interval` seconds
  /// until `stop` returns true (never, by default: Ctrl-C ends it). A broken
  /// edit (a script that does not load, a Swift file that does not compile) is
  /// reported through `report` and the work goes on with the last good
  /// version; an error of the work itself is reported and the loop goes on.
  public static func run(
    _ watch: ScriptWatch, inputs: [String], interval: Double = 0.25, stop: () -> Bool = { false },
    report: (String) -> Void, perform: (ScriptWatch) throws -> Void
  ) {
    unblockStopSignals()
    func attempt() {
      do {
        try perform(watch)
      } catch let diagnostic as any Diagnostic {
        report(diagnostic.line(program: "scrollscript"))
      } catch {
        report("scrollscript: error: \(error)")
      }
      fflush(nil)  // flush every output stream: results show as they come, also through a pipe
    }
    attempt()
    // The behavior's files (a reload may change the modules it requires), and the inputs.
    func watched() -> [String] { watch.watchedFiles + inputs }
    var watcher = FileWatcher(paths: watched())
    report("watching \(watched().joined(separator: ", ")); Ctrl-C to stop")
    while !stop() {
      Thread.sleep(forTimeInterval: interval)
      let changed = watcher.changes()
      guard !changed.isEmpty else { continue }
      if changed.contains(where: watch.watchedFiles.contains) {
        // A compile takes seconds: say so before it starts.
        if watch.isSwiftFile { report("building \(watch.spec) …") }
        if let failure = watch.reload() {
          let time = DateFormatter.localizedString(from: watch.loadedAt, dateStyle: .none, timeStyle: .medium)
          // A compiler's diagnostics take several lines: the note goes on a line of its own after them.
          let text = "\(failure)"
          report(text + (text.contains("\n") ? "\n" : " ") + "(keeping the last good version, loaded at \(time))")
          if changed.allSatisfy(watch.watchedFiles.contains) { continue }
        }
        // The edit may require other modules, or drop some.
        if watched() != watcher.paths { watcher = watcher.watching(watched()) }
      }
      report("--- \(changed.joined(separator: ", ")) changed ---")
      attempt()
    }
  }
}
