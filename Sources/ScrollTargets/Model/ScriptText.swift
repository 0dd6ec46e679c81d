/// Text a script controls (its error messages, what it prints, the names and
/// values it emits), made safe to show a person: the one function every
/// terminal line and text, Markdown, HTML or SVG report passes such text through.
///
/// A control character is shown, not obeyed: a script cannot set the window's
/// title, clear the screen or move the cursor, and cannot start a line of its
/// own, so every line the tool prints keeps the prefix (`path:line: …`) the
/// tool gave it. JSON keeps the original characters (its own escapes are exact).
///
/// The forms, stated in docs/formats.md ("Text a script controls"):
/// - `\n`, `\r` and `\e` (escape, U+001B) for those three;
/// - `\u{H}`, the code point in lowercase hexadecimal, for every other C0
///   control (U+0000–U+001F) but the tab, DEL (U+007F), the C1 controls (U+0080–U+009F,
///   which some terminals obey as escapes), the line and paragraph separators
///   (U+2028, U+2029) and the marks and overrides that reorder text
///   (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
///
/// Everything else is kept as it is: backslashes, and the tab, which `print`
/// puts between its arguments and which moves nothing but the cursor along the line.
///
/// ```swift
/// ScriptText.escaped("boom\u{1b}]0;pwned\u{7}\nfoo.lua: ok")
/// // "boom\\e]0;pwned\\u{7}\\nfoo.lua: ok"
/// ```
public enum ScriptText {
  /// `text` with every control character written out (see ``ScriptText``).
  public static func escaped(_ text: some StringProtocol) -> String {
    // Most text has nothing to escape: it is returned without copying scalar by scalar.
    guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\u{1B}": result += "\\e"
      default: result += "\\u{" + String(scalar.value, radix: 16) + "}"
      }
    }
    return result
  }

  /// Whether `scalar` is shown escaped: a control, a line break of Unicode's, or a mark that reorders text.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
