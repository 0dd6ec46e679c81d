import Foundation
import PropertyChecking
import ScrollReporting

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Fuzzes the CI reports (`--report github` and `--report junit`) with
/// hostile names and messages: any bytes, valid UTF-8 or not, as a file's
/// path, a property's name, a title, a message and what a run prints.
///
/// - An annotation is one line. Its properties hold no raw `:`, `,` or line
///   break, and its properties and message decode back to exactly what was
///   given: nothing a name holds can end the command early or start another.
/// - What the run prints, defused, has no line the runner would read as a
///   command, except those the marker starts; without the markers it is the
///   text as given.
/// - A JUnit report parses as XML, and every name and message whose
///   characters XML can hold parses back to itself.
enum ReportFuzzing {
  static func run(_ bytes: [UInt8]) {
    // Fields are cut at 0xFF, a byte no UTF-8 text holds; missing ones are empty.
    var fields = bytes.split(separator: 0xFF, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    while fields.count < 6 { fields.append("") }
    let (path, property, title, message, printed) = (fields[0], fields[1], fields[2], fields[3], fields[4])
    let severity: Finding.Severity = fields[5].utf8.count % 2 == 0 ? .error : .warning
    let line = fields[5].utf8.count

    checkAnnotation(
      Finding(severity: severity, location: "\(path):\(line)", message: message, property: property),
      title: title.isEmpty ? nil : title)
    checkDefused(printed)
    checkJUnit(name: path, property: property, message: message, text: printed)
  }

  /// The annotation of `finding` is one command whose parts decode back to the finding's.
  static func checkAnnotation(_ finding: Finding, title: String?) {
    let command = GitHubAnnotations.line(for: finding, title: title)
    guard !command.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
      fatalError("an annotation spans lines: \(command.debugDescription)")
    }
    // Read by bytes, as the runner reads: `::` before a combining mark is no `::` to Swift's characters.
    let bytes = Array(command.utf8)
    let head = Array("::\(finding.severity.rawValue) ".utf8)
    guard bytes.starts(with: head), let end = bytes[head.count...].firstRange(of: Array("::".utf8)) else {
      fatalError("an annotation does not read as one command: \(command.debugDescription)")
    }
    var values: [String: String] = [:]
    for property in bytes[head.count..<end.lowerBound].split(
      separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    {
      guard let equals = property.firstIndex(of: UInt8(ascii: "=")), !property.contains(UInt8(ascii: ":")) else {
        fatalError("an annotation's property is not key=value: \(String(decoding: property, as: UTF8.self))")
      }
      values[String(decoding: property[..<equals], as: UTF8.self)] = unescaped(property[(equals + 1)...])
    }
    let place = GitHubAnnotations.location(finding.location)
    let expectedTitle = title ?? finding.property.map { $0 == "runs" ? "a call failed" : "\($0) violated" }
    guard values["file"] == place.file, values["title"] == expectedTitle ?? "scrollscript" else {
      fatalError("an annotation's properties changed: \(values) from \(finding)")
    }
    let message = unescaped(bytes[end.upperBound...])
    let expected = place.file == nil ? "\(finding.location): \(finding.message)" : finding.message
    guard message == expected else {
      fatalError("an annotation's message changed: \(message.debugDescription) from \(expected.debugDescription)")
    }
  }

  /// `text` with GitHub's `%XX` escapes read back.
  static func unescaped(_ text: ArraySlice<UInt8>) -> String {
    var bytes: [UInt8] = []
    var rest = text
    while let byte = rest.popFirst() {
      if byte == UInt8(ascii: "%"), rest.count >= 2,
        let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        rest = rest.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Printed text, defused, reads as no command; a line that read as none is
  /// as it was, and one that did is the marker, then the line with a space
  /// put into each `##[`.
  static func checkDefused(_ text: String) {
    let given = lines(text)
    let printed = lines(WorkflowCommandText.defusingLines(text))
    guard given.breaks == printed.breaks, given.lines.count == printed.lines.count else {
      fatalError("defusing changed the line breaks of \(text.debugDescription)")
    }
    for (line, out) in zip(given.lines, printed.lines) {
      guard !readsAsCommand(out) else { fatalError("a printed line reads as a command: \(out.debugDescription)") }
      let expected = readsAsCommand(line) ? WorkflowCommandText.marker + spaced(line) : line
      guard out == expected else { fatalError("defusing made \(out.debugDescription) of \(line.debugDescription)") }
    }
  }

  /// `text` cut at LF, CR and CRLF: the lines and the breaks between them.
  static func lines(_ text: String) -> (lines: [String], breaks: [Character]) {
    var lines = [""]
    var breaks: [Character] = []
    for character in text {
      if character == "\n" || character == "\r" || character == "\r\n" {
        breaks.append(character)
        lines.append("")
      } else {
        lines[lines.count - 1].append(character)
      }
    }
    return (lines, breaks)
  }

  /// The runner's rule, as this harness states it: with the scalars it may
  /// pass over left out (default-ignorable), `::` after white space, or `##[` anywhere.
  static func readsAsCommand(_ line: String) -> Bool {
    let seen = line.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }.map(\.value)
    let first = seen.firstIndex { !Unicode.Scalar($0)!.properties.isWhitespace } ?? seen.count
    if seen.count - first >= 2 && seen[first] == 0x3A && seen[first + 1] == 0x3A { return true }
    return seen.indices.dropLast(2).contains { seen[$0] == 0x23 && seen[$0 + 1] == 0x23 && seen[$0 + 2] == 0x5B }
  }

  /// `line` with a space before every `[` that two `#` come before, scalars the runner passes over aside.
  static func spaced(_ line: String) -> String {
    let scalars = Array(line.unicodeScalars)
    var out = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if scalar == "[" {
        let before = scalars[..<index].reversed().filter { !$0.properties.isDefaultIgnorableCodePoint }.prefix(2)
        if before.count == 2 && before.allSatisfy({ $0 == "#" }) { out.append(" ") }
      }
      out.append(scalar)
    }
    return String(out)
  }

  /// A report of one suite with a failed case parses, and gives back its names and message.
  static func checkJUnit(name: String, property: String, message: String, text: String) {
    var report = JUnitReport(name: "scrollscript check")
    report.suites.append(
      JUnitReport.Suite(
        name: name, seconds: 0.5,
        cases: [
          JUnitReport.Case(classname: name, name: JUnitReport.Suite.behaviorCase),
          JUnitReport.Case(classname: name, name: property, failure: (message: message, text: text)),
        ]))
    report.suites.append(JUnitReport.Suite(stopped: name, because: message))
    let reader = AttributeReader()
    let parser = XMLParser(data: Data(report.xml.utf8))
    parser.delegate = reader
    guard parser.parse() else {
      fatalError("a JUnit report does not parse: \(String(describing: parser.parserError))\n\(report.xml)")
    }
    for (value, found) in [(name, reader.suites.first), (property, reader.cases.dropFirst().first)]
    where holdsInXML(value) && found != value {
      fatalError("a name came back as \(found.debugDescription), not \(value.debugDescription)")
    }
    if holdsInXML(message), reader.messages.first != message {
      fatalError("a message came back as \(reader.messages.first.debugDescription), not \(message.debugDescription)")
    }
    guard reader.cases.count == 3, reader.messages.count == 2 else {
      fatalError("a JUnit report parsed to \(reader.cases.count) cases and \(reader.messages.count) failures")
    }
  }

  /// Whether XML 1.0 holds every character of `text` as it is (the report writes the others as `\u{…}`).
  static func holdsInXML(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      scalar.value >= 0x20 ? scalar.value != 0xFFFE && scalar.value != 0xFFFF : "\t\n\r".unicodeScalars.contains(scalar)
    }
  }

  /// Collects the names of suites and cases and the failures' messages, in order.
  final class AttributeReader: NSObject, XMLParserDelegate {
    var suites: [String] = []
    var cases: [String] = []
    var messages: [String] = []

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      switch element {
      case "testsuite": suites.append(attributes["name"] ?? "")
      case "testcase": cases.append(attributes["name"] ?? "")
      case "failure": messages.append(attributes["message"] ?? "")
      default: break
      }
    }
  }
}
