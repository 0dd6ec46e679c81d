/// Text that goes out under `--report github`, kept from reading as a
/// workflow command it did not mean. GitHub's runner reads every line of a
/// step's standard output and standard error, and takes a line as a command
/// when, leading blanks left out, it starts with `::`, or when it holds `##[`
/// anywhere ("Workflow commands for GitHub Actions", docs.github.com). A file
/// name, a message or a source line the compiler echoes can put such a line
/// there: a script named `0⏎::stop-commands::x⏎.lua` would silence every later
/// annotation. The tool's own annotations are escaped (``GitHubAnnotations``)
/// and printed past this filter.
public enum WorkflowCommandText {
  /// What a defused line starts with.
  public static let marker = "[not a command] "

  /// `line` as printed: with ``marker`` in front when the runner would read it as a command.
  public static func defused(_ line: Substring) -> Substring {
    readsAsCommand(line) ? Substring(marker + line) : line
  }

  /// Whether the runner would read `line` as a command. Read by Unicode
  /// scalars, as the runner reads, never by Swift's characters: `::` then a
  /// combining mark is one character, but the runner still sees `::`. Blanks
  /// are trimmed by .NET's reckoning of white space, which takes in U+FEFF's
  /// neighbours but not U+FEFF itself: both are trimmed here.
  public static func readsAsCommand(_ line: Substring) -> Bool {
    let trimmed = line.unicodeScalars.drop { $0.properties.isWhitespace || $0 == "\u{FEFF}" }
    return String(trimmed).utf8.starts(with: "::".utf8) || line.utf8.firstRange(of: "##[".utf8) != nil
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
