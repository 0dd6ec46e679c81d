import Foundation
import ScrollTargets

/// What a behavior promises: the properties it is checked against, and the
/// axis its rule is written for.
///
/// A script states them in its leading comments:
/// ```lua
/// -- expect: landsOn(pages), atMost(1, pages), followsFling(300)
/// -- expect: keepsPlaceOnResize
/// -- axis: horizontal
/// ```
/// Several `expect:` lines add up. `axis:` (`horizontal` or `vertical`) makes
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

  public init(properties: [any BehaviorProperty], axis: Axis? = nil, declared: Bool = true) {
    self.properties = properties
    self.axis = axis
    self.declared = declared
  }

  /// How many leading bytes of a script are read for its header.
  static let headerBytes = 16_384

  /// The defaults, undeclared.
  public static let defaults = Promises(properties: PropertyList.defaults, declared: false)

  /// Adds `more`, skipping properties already listed.
  public mutating func add(_ more: [any BehaviorProperty]) {
    for property in more where !properties.contains(where: { $0.name == property.name }) {
      properties.append(property)
    }
    declared = true
  }

  /// The promises in a script's leading comment lines, within its first
  /// 16 KiB (blank lines and a `#!` line are skipped); the defaults when it
  /// declares none. Lines may end in `\n` or `\r\n`.
  ///
  /// - Throws: a ``Finding`` at the offending line and column.
  public static func read(_ source: some Collection<UInt8>, path: String) throws(Finding) -> Promises {
    var promises = Promises(properties: [], declared: false)
    let text = String(decoding: source.prefix(headerBytes), as: UTF8.self)
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    // A line cut by the 16 KiB prefix is not read: it would be a false syntax error.
    if source.count > headerBytes { lines.removeLast() }
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#!") { continue }
      guard trimmed.hasPrefix("--") else { break }
      let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
      let location = "\(path):\(index + 1)"
      if comment.hasPrefix("expect:"), let keyword = line.range(of: "expect:") {
        do {
          let listed = try PropertyList.parse(String(line[keyword.upperBound...]))
          promises.add(listed)
          for property in listed { promises.locations[property.name] = promises.locations[property.name] ?? location }
        } catch {
          let column = line[..<keyword.upperBound].unicodeScalars.count + error.column
          throw Finding(severity: .error, location: "\(location):\(column)", message: "expect: \(error.message)")
        }
      } else if comment.hasPrefix("axis:") {
        let name = comment.dropFirst("axis:".count).trimmingCharacters(in: .whitespaces)
        guard let axis = Axis(named: name) else {
          throw Finding(
            severity: .error, location: location,
            message: "axis: expected horizontal or vertical, got '\(name)'")
        }
        promises.axis = axis
      }
    }
    if !promises.declared { promises.properties = PropertyList.defaults }
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
