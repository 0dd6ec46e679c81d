/// Text that goes out under `--report github`, kept from reading as a
/// workflow command it did not mean. GitHub's runner reads every line of a
/// step's standard output and standard error. It takes a line as a command
/// when, leading blanks left out, it starts with `::`; and as an old-style
/// command when it holds `##[` anywhere ("Workflow commands for GitHub
/// Actions", docs.github.com; the runner's `ActionCommand`). A file name, a
/// message or a source line the compiler echoes can put such a line there: a
/// script named `0⏎::stop-commands::x⏎.lua` would silence every later
/// annotation. The tool's own annotations are escaped (``GitHubAnnotations``)
/// and printed past this filter.
///
/// A line is read by Unicode scalars, never by Swift's characters (`::` then
/// a combining mark is one character, but the runner sees `::`), and scalars
/// that are default-ignorable (U+200B, U+2060, U+FEFF, U+00AD, …) are passed
/// over: the runner's .NET may compare strings by culture, where they count
/// for nothing, so `:\u{200B}:` may still read as `::` to it.
public enum WorkflowCommandText {
  /// What a defused line starts with.
  public static let marker = "[not a command] "

  /// `line` as printed. A line the runner would read as a command gets
  /// ``marker`` in front, which ends a `::` at its start; and a space
  /// between the `##` and the `[` of each `##[`, which the runner finds
  /// anywhere in a line.
  public static func defused(_ line: Substring) -> Substring {
    guard readsAsCommand(line) else { return line }
    var out = String.UnicodeScalarView(marker.unicodeScalars)
    var hashes = 0
    for scalar in line.unicodeScalars {
      if scalar == "[" && hashes >= 2 { out.append(" ") }
      out.append(scalar)
      if !isIgnorable(scalar) { hashes = scalar == "#" ? hashes + 1 : 0 }
    }
    return Substring(String(out))
  }

  /// Whether the runner would read `line` as a command: `::` after blanks, or `##[` anywhere.
  public static func readsAsCommand(_ line: Substring) -> Bool {
    let seen = line.unicodeScalars.filter { !isIgnorable($0) }
    let start = seen.firstIndex { !$0.properties.isWhitespace } ?? seen.endIndex
    return seen[start...].starts(with: "::".unicodeScalars) || seen.firstRange(of: "##[".unicodeScalars) != nil
  }

  /// Whether the runner may pass over `scalar` when it compares.
  static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isDefaultIgnorableCodePoint
  }

  /// `text` with each of its lines defused. Lines end at LF, CR or CRLF, as
  /// the runner splits them; the line breaks are kept as they were.
  public static func defusingLines(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var line = Substring()
    for character in text {
      if character == "\n" || character == "\r" || character == "\r\n" {
        out += defused(line)
        out.append(character)
        line = Substring()
      } else {
        line.append(character)
      }
    }
    out += defused(line)
    return out
  }
}
