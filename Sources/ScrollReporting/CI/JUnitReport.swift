import Foundation
import ScrollFormats

/// A report in the JUnit XML format that CI systems show (GitHub Actions
/// through a reporting action, GitLab, Jenkins): test suites of test cases,
/// each passed or failed with a message and a text.
///
/// `check` and `verify` write one suite per behavior, with one test case for
/// the behavior itself (it reads, loads and declares what it promises) and one
/// per property, and for `verify` one for the comparison with its twin
/// (docs/ci.md). Every name, message and text is escaped
/// for XML, and characters XML 1.0 cannot hold are written as `\u{…}`.
public struct JUnitReport: Sendable {
  /// One test case: passed when it has no failure.
  public struct Case: Sendable {
    /// The suite's name, as JUnit readers group cases by it.
    public var classname: String
    public var name: String
    /// The failure's one-line message and its full text, when the case failed.
    public var failure: (message: String, text: String)?

    public init(classname: String, name: String, failure: (message: String, text: String)? = nil) {
      self.classname = classname
      self.name = name
      self.failure = failure
    }
  }

  /// One behavior's cases.
  public struct Suite: Sendable {
    public var name: String
    /// Seconds the suite took, when measured.
    public var seconds: Double?
    public var cases: [Case]

    public init(name: String, seconds: Double? = nil, cases: [Case]) {
      self.name = name
      self.seconds = seconds
      self.cases = cases
    }

    public var failures: Int { cases.count { $0.failure != nil } }
  }

  /// The report's name: the command that made it (`scrollscript check`).
  public var name: String
  public var suites: [Suite]

  public init(name: String, suites: [Suite] = []) {
    self.name = name
    self.suites = suites
  }

  /// The report as an XML document, ending in a newline.
  public var xml: String {
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let total = suites.reduce(0.0) { $0 + ($1.seconds ?? 0) }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"\(Self.escaped(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" time=\"\(Self.seconds(total))\">",
    ]
    for suite in suites {
      let time = suite.seconds.map { " time=\"\(Self.seconds($0))\"" } ?? ""
      lines.append(
        "  <testsuite name=\"\(Self.escaped(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" errors=\"0\" skipped=\"0\"\(time)>"
      )
      for testCase in suite.cases {
        let opening =
          "    <testcase classname=\"\(Self.escaped(testCase.classname))\" name=\"\(Self.escaped(testCase.name))\""
        guard let failure = testCase.failure else {
          lines.append(opening + "/>")
          continue
        }
        lines.append(opening + ">")
        lines.append(
          "      <failure message=\"\(Self.escaped(failure.message))\" type=\"\(Self.escaped(testCase.name))\">\(Self.escaped(failure.text, inAttribute: false))</failure>"
        )
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Seconds with three decimals, as JUnit's `time` attributes hold them.
  static func seconds(_ value: Double) -> String {
    NumberText.fixed(value.isFinite ? max(0, value) : 0, decimals: 3)
  }

  /// `text` escaped for XML: `&`, `<` and `>` as entities; in an attribute,
  /// quotes too, and tabs and line breaks as character references, so that a
  /// reader's normalisation keeps them. Characters XML 1.0 cannot hold (control
  /// characters other than tab and line breaks, U+FFFE, U+FFFF) become `\u{…}`.
  public static func escaped(_ text: String, inAttribute: Bool = true) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where inAttribute: out += "&quot;"
      case "'" where inAttribute: out += "&apos;"
      case "\t" where inAttribute, "\n" where inAttribute, "\r" where inAttribute: out += "&#\(scalar.value);"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
          out += "\\u{\(String(value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
