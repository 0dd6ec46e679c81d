import Foundation

/// The nearest of a few names to a misspelt one.
public enum Suggestion {
  /// The name in `candidates` within a third of `word`'s length of edits
  /// (at least 2), ignoring case; the first of the closest.
  public static func nearest(to word: String, in candidates: [String]) -> String? {
    // A name is short: a word far longer than every candidate is near none, and is not compared letter by letter.
    let longest = candidates.map(\.utf8.count).max() ?? 0
    guard word.utf8.count <= 2 * longest + 8 else { return nil }
    let typed = Array(word.lowercased())
    let limit = max(2, typed.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.lowercased()))
      if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// Insertions, deletions and substitutions that turn `a` into `b`.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    var row = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var previous = row[0]
      row[0] = i + 1
      for (j, y) in b.enumerated() {
        let substitution = previous + (x == y ? 0 : 1)
        previous = row[j + 1]
        row[j + 1] = min(substitution, row[j] + 1, previous + 1)
      }
    }
    return row[b.count]
  }
}
