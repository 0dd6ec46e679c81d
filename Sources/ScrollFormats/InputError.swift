import Foundation
import ScrollSimulation

/// Malformed input: what is wrong and where, as `path: message`.
///
/// `path` names the field the way one would write it in JavaScript
/// (`steps[2].drag.duration`); a file reader prefixes `file:line`.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  public var path: String
  public var message: String

  public init(_ path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  public var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }

  /// The readable form of a `JSONDecoder` failure.
  public init(_ error: DecodingError) {
    func path(_ keys: [any CodingKey]) -> String {
      keys.reduce("") { path, key in
        if let index = key.intValue { return path + "[\(index)]" }
        return path.isEmpty ? key.stringValue : path + "." + key.stringValue
      }
    }
    switch error {
    case .keyNotFound(let key, let context):
      self.init(path(context.codingPath + [key]), "missing")
    case .typeMismatch(let type, let context):
      self.init(path(context.codingPath), "expected \(Self.name(of: type))")
    case .valueNotFound(let type, let context):
      self.init(path(context.codingPath), "expected \(Self.name(of: type)), got null")
    case .dataCorrupted(let context):
      let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
      self.init(
        path(context.codingPath), detail.map { "\(context.debugDescription) \($0)" } ?? context.debugDescription)
    @unknown default:
      self.init("", "\(error)")
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Float.Type, is Int.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    default: "\(type)".contains("Array") ? "an array" : "an object"
    }
  }

  /// Checks that `value` is a finite number within `range`.
  public static func check(_ value: Double, _ path: String, in range: ClosedRange<Double>) throws(InputError) {
    guard value.isFinite else { throw InputError(path, "must be a finite number, got \(value)") }
    guard range.contains(value) else {
      let bound =
        value < range.lowerBound ? "at least \(range.lowerBound.formatted)" : "at most \(range.upperBound.formatted)"
      throw InputError(path, "must be \(bound), got \(value.formatted)")
    }
  }
}
