import BehaviorLoading
import Foundation
import ScrollTargets

/// What a behavior promises: the properties it is checked against, and the
/// axis its rule is written for.
///
/// A behavior states them in its header (``BehaviorHeader``):
/// ```lua
/// -- expect: landsOn(pages), atMost(1, pages), followsFling(300)
/// -- expect: keepsPlaceOnResize
/// -- axis: horizontal
/// ```
/// Several `expect:` lines add up, and a comment may end one
/// (`-- expect: monotone -- flings keep their order`; `//` in a Swift file),
/// so `new`'s starter lists the properties it does not promise as lines to
/// uncomment. `inBounds` is kept whatever they list,
/// unless a `without: inBounds` line leaves it out (a rule that turns pages
/// past either end on purpose). `axis:` (`horizontal` or `vertical`) makes
/// every generated gesture and scenario scroll on that axis only, as
/// `--axis` does: a rule that reads only `x` says so. A script that declares
/// nothing is held to ``PropertyList/defaults``.
public struct Promises: Sendable {
  public var properties: [any BehaviorProperty]
  public var axis: Axis?
  /// Whether the properties were declared, rather than the defaults.
  public var declared: Bool
  /// Where each declared property's `expect:` line is (`path:line`), by name.
  public var locations: [String: String] = [:]
  /// The properties held without an `expect:` line listing them: `inBounds`,
  /// kept beside declared ones unless a `without:` line leaves it out.
  public var kept: [String] = []

  /// The property kept beside declared ones unless the header says `without: inBounds`.
  public static let keptByDefault = InBounds()

  public init(properties: [any BehaviorProperty], axis: Axis? = nil, declared: Bool = true) {
    self.properties = properties
    self.axis = axis
    self.declared = declared
  }

  /// The defaults, undeclared.
  public static let defaults = Promises(properties: PropertyList.defaults, declared: false)

  /// Adds `more`, skipping properties already listed.
  public mutating func add(_ more: [any BehaviorProperty]) {
    for property in more where !properties.contains(where: { $0.name == property.name }) {
      properties.append(property)
    }
    declared = true
  }

  /// The promises in a behavior file's header (``BehaviorHeader``: `--`
  /// comments atop a script, `//` comments atop a Swift file); the defaults
  /// when it declares none.
  ///
  /// - Throws: a ``Finding`` at the offending line and column.
  public static func read(_ source: some Collection<UInt8>, path: String) throws(Finding) -> Promises {
    try read(BehaviorHeader(source, path: path), path: path)
  }

  /// The promises in `header`, the header of the file at `path`.
  ///
  /// - Throws: a ``Finding`` at the offending line and column.
  public static func read(_ header: BehaviorHeader, path: String) throws(Finding) -> Promises {
    var promises = Promises(properties: [], declared: false)
    var leftOut: String?
    let path = BehaviorSpec.file(path)
    // What starts a comment in the file's language, which no property contains.
    let remark = path.hasSuffix(".swift") ? "//" : "--"
    if let line = header.cutAtLine {
      throw Finding(
        severity: .error, location: "\(path):\(line)",
        message:
          "the header runs past its first \(BehaviorHeader.maximumBytes / 1024) KiB, which is all that is read: shorten its comment lines, so no promise is left unread"
      )
    }
    for line in header.lines {
      let location = "\(path):\(line.number)"
      if line.comment.hasPrefix("expect:"), let keyword = line.text.range(of: "expect:") {
        // A comment of its own may follow the list: `expect: monotone  -- flings keep their order`.
        var list = line.text[keyword.upperBound...]
        if let note = list.range(of: remark) { list = list[..<note.lowerBound] }
        do {
          let listed = try PropertyList.parse(String(list))
          promises.add(listed)
          for property in listed { promises.locations[property.name] = promises.locations[property.name] ?? location }
        } catch {
          let column = line.text[..<keyword.upperBound].unicodeScalars.count + error.column
          throw Finding(severity: .error, location: "\(location):\(column)", message: "expect: \(error.message)")
        }
      } else if line.comment.hasPrefix("without:") {
        // The names, then a reason in parentheses if any: `without: inBounds (it pages past the end)`.
        let list = line.comment.dropFirst("without:".count).prefix { $0 != "(" }
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty }) else {
          throw Finding(
            severity: .error, location: location,
            message: "without: expected \(keptByDefault.name), as in 'without: \(keptByDefault.name)'")
        }
        for name in names where name != keptByDefault.name {
          throw Finding(
            severity: .error, location: location,
            message:
              "without: only \(keptByDefault.name) is held without being listed; to leave '\(name)' out, take it off the expect: lines"
          )
        }
        leftOut = leftOut ?? location
      } else if line.comment.hasPrefix("axis:") {
        let name = line.comment.dropFirst("axis:".count).trimmingCharacters(in: .whitespaces)
        guard let axis = Axis(named: name) else {
          throw Finding(
            severity: .error, location: location,
            message: "axis: expected horizontal or vertical, got '\(name)'")
        }
        promises.axis = axis
      }
    }
    let keeps = !promises.properties.contains { $0.name == keptByDefault.name }
    if let leftOut, !keeps {
      throw Finding(
        severity: .error, location: leftOut,
        message:
          "without: \(keptByDefault.name) is listed on an expect: line (\(promises.locations[keptByDefault.name] ?? path)) too: keep one of them"
      )
    }
    if !promises.declared {
      promises.properties = PropertyList.defaults.filter { leftOut == nil || $0.name != keptByDefault.name }
    } else if keeps, leftOut == nil {
      promises.properties.insert(keptByDefault, at: 0)
      promises.kept = [keptByDefault.name]
      // Reported at the first expect: line, the list it is held beside.
      promises.locations[keptByDefault.name] = header.lines.first { $0.comment.hasPrefix("expect:") }.map {
        "\(path):\($0.number)"
      }
    }
    return promises
  }
}

extension Axis {
  /// `horizontal` or `vertical`.
  init?(named name: String) {
    switch name {
    case "horizontal": self = .horizontal
    case "vertical": self = .vertical
    default: return nil
    }
  }
}

extension Finding: Error {}
