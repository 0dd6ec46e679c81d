import Foundation
import ScrollTargets

/// What `scrollscript list` prints: the built-ins with their summaries and
/// options, then the scripts of a folder.
///
/// ```
/// Built-in behaviors:
///   free              keeps the natural resting place (no snapping)
///   paging            container-length pages, at most one per gesture
///   …
///
/// Behavior files in behaviors/:
///   behaviors/paging.lua
/// ```
public enum BehaviorListing {
  /// The listing, with `scripts` (file names) as found in `folder`.
  public static func text(folder: String, scripts: [String]) -> String {
    var lines = ["Built-in behaviors:"]
    let width = BuiltInBehaviors.names.map(\.count).max() ?? 0
    for entry in BuiltInBehaviors.all {
      lines.append("  \(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.summary)")
      if let options = entry.options { lines.append("  \(String(repeating: " ", count: width))  options: \(options)") }
    }
    lines.append("")
    lines.append(scripts.isEmpty ? "No behavior files in \(folder)/." : "Behavior files in \(folder)/:")
    lines += scripts.map { "  \(folder)/\($0)" }
    return lines.joined(separator: "\n")
  }
}
