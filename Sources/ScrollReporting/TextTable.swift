import Foundation

/// Rows of text in columns, as the reports print them.
enum TextTable {
  /// `rows` with each column padded to its widest cell, two spaces apart, and
  /// no trailing spaces: `[["a", "bb"], ["ccc", "d"]]` gives `"a    bb\nccc  d"`.
  static func render(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
      zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
        .trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
  }
}
