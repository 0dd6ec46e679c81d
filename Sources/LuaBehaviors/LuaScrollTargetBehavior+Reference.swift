import Foundation

extension LuaScrollTargetBehavior {
  /// The name in a `-- reference: name` line among the script's leading
  /// comment lines (blank lines and a `#!` line are skipped), if any.
  ///
  /// `"-- reference: horizontalPaging\nfunction updateTarget…"` gives `"horizontalPaging"`.
  static func reference(in source: some Collection<UInt8>) -> String? {
    guard let name = referenceHeader(in: source)?.name, !name.isEmpty else { return nil }
    return name
  }

  /// The `-- reference: name` line among the leading comment lines, with its
  /// line number (from 1); `name` is empty when the line names nothing.
  public static func referenceHeader(in source: some Collection<UInt8>) -> (name: String, line: Int)? {
    let text = String(decoding: source.prefix(4096), as: UTF8.self)
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#!") { continue }
      guard trimmed.hasPrefix("--") else { return nil }
      let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
      guard comment.hasPrefix("reference:") else { continue }
      let name = comment.dropFirst("reference:".count).trimmingCharacters(in: .whitespaces)
      return (String(name.prefix { !$0.isWhitespace }), index + 1)
    }
    return nil
  }
}
