import BehaviorComparing
import BehaviorLoading
import Foundation
import PropertyChecking
import ScrollFormats
import SwiftBehaviors

/// Findings as GitHub Actions workflow commands, which the runner shows as
/// annotations on the file and line they name:
/// `::error file=PATH,line=LINE,col=COLUMN,title=TITLE::MESSAGE`.
///
/// A property's violation points at the `expect:` line that declares it, a
/// call that fails at the script's line that failed, a load or compile error
/// at its own line; a finding about a built-in (it has no file) names no file.
/// Escaping follows GitHub's rules for workflow commands ("Workflow commands
/// for GitHub Actions", docs.github.com): in the message `%`, CR and LF
/// become `%25`, `%0D` and `%0A`; in a property value `:` and `,` also become
/// `%3A` and `%2C`.
public enum GitHubAnnotations {
  /// One workflow command for `finding`, titled `title` (else the property
  /// it violates, `a call failed` for `runs`, else `scrollscript`).
  public static func line(for finding: Finding, title: String? = nil) -> String {
    let place = location(finding.location)
    var properties: [String] = []
    if let file = place.file {
      properties.append("file=" + escapedProperty(file))
      if let line = place.line { properties.append("line=\(line)") }
      if let column = place.column { properties.append("col=\(column)") }
    }
    let title = title ?? finding.property.map { $0 == "runs" ? "a call failed" : "\($0) violated" } ?? "scrollscript"
    properties.append("title=" + escapedProperty(title))
    let message = place.file == nil ? "\(finding.location): \(finding.message)" : finding.message
    return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(escapedMessage(message))"
  }

  /// The commands of a check: one per error or warning. A violation at an
  /// `expect:` line points at the column where the line names the property.
  public static func lines(for check: ScriptCheck) -> [String] {
    let header = BehaviorHeader(file: check.path)
    return check.diagnostics.map { finding in
      var finding = finding
      let place = location(finding.location)
      if let property = finding.property, place.column == nil, let number = place.line,
        let row = header.lines.first(where: { $0.number == number && $0.comment.hasPrefix("expect:") }),
        let column = column(of: property, in: row.text)
      {
        finding.location += ":\(column)"
      }
      return line(for: finding)
    }
  }

  /// The column (in characters, from 1) where `line` names `property`: its
  /// name up to any parenthesis (`atMost(1, pages)` is found as `atMost`),
  /// where a whole word; `nil` when the line does not name it.
  static func column(of property: String, in line: Substring) -> Int? {
    let name = property.prefix { $0 != "(" }
    var start = line.startIndex
    while let found = line[start...].range(of: name) {
      let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
      let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
      let isWord = { (character: Character?) in character.map { $0.isLetter || $0.isNumber } ?? false }
      if !isWord(before) && !isWord(after) { return line.distance(from: line.startIndex, to: found.lowerBound) + 1 }
      start = found.upperBound
    }
    return nil
  }

  /// The commands of a verification: each file's check, and a disagreement
  /// with a twin at the file's `reference:` line (the first line when the twin
  /// comes from the file's name).
  public static func lines(for verification: Verification) -> [String] {
    verification.rows.flatMap { row -> [String] in
      var lines = lines(for: row.check)
      if let outcome = row.outcome, !outcome.report.passed {
        let file = SwiftBehaviorBuild.split(row.script).path
        let header = BehaviorHeader(file: row.script).reference?.line ?? 1
        let finding = Finding(
          severity: .error, location: "\(file):\(header)",
          message: outcome.text)
        lines.append(line(for: finding, title: "disagrees with \(outcome.reference)"))
      }
      return lines
    }
  }

  /// A finding's location split: `path:line:column`, `path:line`, or a name
  /// with no file (a built-in's). Only trailing numbers are read as line and
  /// column, so a path with colons keeps them.
  public static func location(_ text: String) -> (file: String?, line: Int?, column: Int?) {
    var parts = text.split(separator: ":", omittingEmptySubsequences: false)
    var numbers: [Int] = []
    while parts.count > 1, numbers.count < 2, let last = parts.last, let number = Int(last), number > 0 {
      numbers.insert(number, at: 0)
      parts.removeLast()
    }
    let file = parts.joined(separator: ":")
    guard !numbers.isEmpty || BehaviorSpec.isScript(file) || BehaviorSpec.isSwiftFile(file) else {
      return (nil, nil, nil)
    }
    return (file, numbers.first, numbers.count > 1 ? numbers[1] : nil)
  }

  /// A message escaped for a workflow command: `%`, CR and LF.
  public static func escapedMessage(_ text: String) -> String {
    escaped(text, also: [])
  }

  /// A property value escaped for a workflow command: as a message, and `:` and `,`.
  public static func escapedProperty(_ text: String) -> String {
    escaped(text, also: [":", ","])
  }

  /// `text` with `%`, CR, LF and the characters of `also` as `%` and two hex digits.
  private static func escaped(_ text: String, also: Set<Unicode.Scalar>) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar == "%" || scalar == "\r" || scalar == "\n" || also.contains(scalar) {
        out += "%" + String(format: "%02X", scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
