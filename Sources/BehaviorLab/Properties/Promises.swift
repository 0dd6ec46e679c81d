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
  /// Where the first `expect:` line is (`path:line`), when there is one.
  public var location: String?

  public init(properties: [any BehaviorProperty], axis: Axis? = nil, declared: Bool = true, location: String? = nil) {
    self.properties = properties
    self.axis = axis
    self.declared = declared
    self.location = location
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

  /// The promises in a script's leading comment lines (blank lines and a `#!`
  /// line are skipped, as for `-- reference:`); the defaults when it declares none.
  ///
  /// - Throws: a ``Diagnostic`` at the offending line and column.
  public static func read(_ source: some Collection<UInt8>, path: String) throws(Diagnostic) -> Promises {
    var promises = Promises(properties: [], declared: false)
    let text = String(decoding: source.prefix(16_384), as: UTF8.self)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#!") { continue }
      guard trimmed.hasPrefix("--") else { break }
      let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
      let location = "\(path):\(index + 1)"
      if comment.hasPrefix("expect:"), let keyword = line.range(of: "expect:") {
        do {
          promises.add(try PropertyList.parse(String(line[keyword.upperBound...])))
          promises.location = promises.location ?? location
        } catch {
          let column = line.distance(from: line.startIndex, to: keyword.upperBound) + error.column
          throw Diagnostic(severity: .error, location: "\(location):\(column)", message: "expect: \(error.message)")
        }
      } else if comment.hasPrefix("axis:") {
        let name = comment.dropFirst("axis:".count).trimmingCharacters(in: .whitespaces)
        guard let axis = Axis(named: name) else {
          throw Diagnostic(
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

extension Diagnostic: Error {}
