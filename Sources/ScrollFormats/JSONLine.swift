import Foundation
import ScrollTargets

/// Encodes values as single JSON lines with a stable key order.
public enum JSONLine {
  /// `value` as one line of JSON. A value that cannot be written (a number
  /// that is not finite) gives an error line in the shape result lines use,
  /// `{"error":{"kind":"invalidResult",...}}`, never an empty object.
  public static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      let failure = BehaviorFailure(.invalidResult, "the result cannot be written as JSON: \(reason(error))")
      // A failure of strings only always encodes.
      let data = (try? encoder.encode(["error": JSONFailure(failure)])) ?? Data()
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// What an encoding error says, with the path of the value that failed.
  private static func reason(_ error: any Error) -> String {
    guard case EncodingError.invalidValue(let value, let context) = error else { return "\(error)" }
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return "\(path.isEmpty ? "a value" : path) is \(value)"
  }
}
