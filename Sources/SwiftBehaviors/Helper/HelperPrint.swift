// Compiled into helpers only (the build passes `-D SCROLLSCRIPT_HELPER`); the tool reads what it writes
// (``HelperOutput``).
#if SCROLLSCRIPT_HELPER
  // Compiled with each file; the rest of the helper's code is the module ScrollScriptHelper.
  @testable import ScrollScriptHelper
  import ScrollTargets

  /// `print` and `debugPrint` inside a behavior's methods, as Swift's own
  /// but with the line of the call, and written at once (a call that traps
  /// after printing keeps its lines): a member of the behavior is found before
  /// the standard library's function, so the user's `print("x")` lands here.
  /// Each printed line starts with a mark holding that line
  /// (``ScrollScriptWire/printMark(line:)``), which the tool turns into the
  /// `Pager.swift:14` of the print log and strips. A `print` outside a
  /// behavior type (a free function, another type) is Swift's own: its lines
  /// carry the file but no line.
  extension ScrollTargetBehavior {
    func print(_ items: Any..., separator: String = " ", terminator: String = "\n", line: UInt = #line) {
      ScrollScriptPrint.write(items, separator: separator, terminator: terminator, line: line, debug: false)
    }

    func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n", line: UInt = #line) {
      ScrollScriptPrint.write(items, separator: separator, terminator: terminator, line: line, debug: true)
    }

    func print<Target: TextOutputStream>(
      _ items: Any..., separator: String = " ", terminator: String = "\n", to output: inout Target
    ) {
      output.write(ScrollScriptPrint.joined(items, separator: separator, debug: false) + terminator)
    }

    static func print(_ items: Any..., separator: String = " ", terminator: String = "\n", line: UInt = #line) {
      ScrollScriptPrint.write(items, separator: separator, terminator: terminator, line: line, debug: false)
    }

    static func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n", line: UInt = #line) {
      ScrollScriptPrint.write(items, separator: separator, terminator: terminator, line: line, debug: true)
    }
  }

  /// What the behavior's `print` writes: the text with a line mark at the start of each line.
  enum ScrollScriptPrint {
    static func joined(_ items: [Any], separator: String, debug: Bool) -> String {
      var text = ""
      for (index, item) in items.enumerated() {
        if index > 0 { text += separator }
        if debug {
          Swift.debugPrint(item, terminator: "", to: &text)
        } else {
          Swift.print(item, terminator: "", to: &text)
        }
      }
      return text
    }

    static func write(_ items: [Any], separator: String, terminator: String, line: UInt, debug: Bool) {
      let mark = ScrollScriptWire.printMark(line: line)
      let text = joined(items, separator: separator, debug: debug)
      // A line break inside the text starts a line of the same call.
      Swift.print(
        mark + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + mark),
        terminator: terminator)
      // Written at once, so that what a call printed before it trapped is not lost with the process.
      fflush(nil)
    }
  }
#endif
