import Foundation

extension LuaScrollTargetBehavior {
  /// The name in a `-- reference: name` line among the script's leading
  /// comment lines (blank lines and a `#!` line are skipped), if any.
  ///
  /// `"-- reference: horizontalPaging\nfunction updateTarget…"` gives `"horizontalPaging"`.
  static func reference(in source: some Collection<UInt8>) -> String? {
    let text = String(decoding: source.prefix(4096), as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#!") { continue }
      guard trimmed.hasPrefix("--") else { return nil }
      let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
      guard comment.hasPrefix("reference:") else { continue }
      let name = comment.dropFirst("reference:".count).trimmingCharacters(in: .whitespaces)
      let word = name.prefix { !$0.isWhitespace }
      return word.isEmpty ? nil : String(word)
    }
    return nil
  }
}
