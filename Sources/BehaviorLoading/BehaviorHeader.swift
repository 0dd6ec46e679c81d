import Foundation
import ScrollFormats
import ScrollSimulation
import SwiftBehaviors

/// The leading comment lines of a behavior file, where it names its twin
/// (`reference:`), its properties (`expect:`) and its axis (`axis:`).
///
/// A Lua script writes them as `--` comments at its top; a Swift file as `//`
/// (or `///`) comments above its code, where `import` lines may come first:
/// ```swift
/// import SwiftUI
/// // reference: horizontalPaging
/// // expect: landsOn(pages), keepsPlaceOnResize
/// ```
/// Blank lines and a `#!` line are skipped; the header ends at the first other line.
public struct BehaviorHeader: Sendable {
  /// One comment line of the header.
  public struct Line: Sendable {
    /// The line's number in the file, from 1.
    public var number: Int
    /// The whole line, as written.
    public var text: Substring
    /// The comment's words after its marker, trimmed.
    public var comment: Substring
  }

  /// How many leading bytes of a file are read for its header.
  public static let maximumBytes = 16_384

  public var lines: [Line] = []
  /// The number of the header's line that the limit of ``maximumBytes`` cut
  /// off, when the header runs past it: what follows is not read, which a
  /// check must say rather than pass over.
  public var cutAtLine: Int?

  /// The header of `source`, the file at `path`: `//` comments for a `.swift`
  /// file, `--` comments otherwise. Lines may end in `\n` or `\r\n`.
  public init(_ source: some Collection<UInt8>, path: String) {
    let swift = path.hasSuffix(".swift")
    let text = String(decoding: source.prefix(Self.maximumBytes), as: UTF8.self)
    var rows = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    // A line cut by the prefix is not read: it would be a false syntax error.
    let cut = source.count > Self.maximumBytes
    if cut { rows.removeLast() }
    for (index, row) in rows.enumerated() {
      let trimmed = row.drop(while: \.isWhitespace)
      if trimmed.allSatisfy(\.isWhitespace) || trimmed.hasPrefix("#!") { continue }
      if swift && trimmed.hasPrefix("import ") { continue }
      guard trimmed.hasPrefix(swift ? "//" : "--") else { return }
      let comment = trimmed.drop(while: { $0 == (swift ? "/" : "-") }).trimmingCharacters(in: .whitespaces)
      lines.append(Line(number: index + 1, text: row, comment: Substring(comment)))
    }
    // Every line read was the header's, and the limit cut the next one.
    if cut { cutAtLine = rows.count + 1 }
  }

  /// The header of the behavior file `spec` names (`Pager.swift:Type` is
  /// `Pager.swift`), read from `source` when given; empty for a built-in name
  /// or a file that cannot be read (reading it for real reports that).
  public init(file spec: String, source: Data? = nil) {
    guard BehaviorSpec.isScript(spec) || BehaviorSpec.isSwiftFile(spec) else {
      self.init(Data(), path: spec)
      return
    }
    let path = SwiftBehaviorBuild.split(spec).path
    self.init(source ?? (try? InputFile.read(path, limit: Self.maximumBytes)) ?? Data(), path: path)
  }

  /// The name in the header's `reference:` line and the line's number; the
  /// name is empty when the line names nothing.
  public var reference: (name: String, line: Int)? {
    guard let line = lines.first(where: { $0.comment.hasPrefix("reference:") }) else { return nil }
    let name = line.comment.dropFirst("reference:".count).drop(while: \.isWhitespace)
    return (String(name.prefix { !$0.isWhitespace }), line.number)
  }
}
