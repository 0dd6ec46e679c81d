import Foundation
import ScrollTargets

/// The answer to one case: the updated target, why the behavior gave none,
/// or why the case itself could not be read.
///
/// JSON (docs/formats.md, "Result lines"): `{"target":{"anchor":null,"rect":{…}}}` or
/// `{"error":{"kind":"runtime","location":"path:line","message":"…"}}`, keys sorted;
/// a case that cannot be read has the kind `invalidCase`.
public enum CaseResult: Sendable, Encodable {
  case target(ScrollTarget)
  /// The behavior failed: one of the outcomes a script can produce.
  case failure(BehaviorFailure)
  /// The case line is malformed (`location` is `file:line`); no behavior ran.
  case invalidCase(InputError, location: String)

  /// Whether the case gave no target, for either reason.
  public var failed: Bool { error != nil }

  /// Why there is no target, as a person reads it (`path:line: kind: message`);
  /// `nil` for a target.
  public var error: String? {
    switch self {
    case .target: nil
    case .failure(let failure): failure.description
    case .invalidCase(let error, let location): "\(location): \(JSONFailure.invalidCase): \(error)"
    }
  }

  /// The result as one line of JSON.
  public var json: String {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The result and what the behavior printed during its call as one line of
  /// JSON: the log's fields are absent when nothing was printed.
  public func json(log: PrintLog) -> String {
    var bytes: [UInt8] = []
    write(to: &bytes, log: log)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the result as one line of JSON, without the newline: the same
  /// bytes JSONEncoder writes with sorted keys (``JSONLine``), written
  /// directly. A target with a number that is not finite, which JSON cannot
  /// hold, gives ``JSONLine``'s `invalidResult` error line instead.
  ///
  /// What the behavior printed during the call, when anything, is written
  /// beside the result (docs/formats.md, "Result lines"): `"log"`, the kept
  /// lines as `path:line: text`, and `"logDropped"`, how many more were
  /// printed, when any were; neither key when `log` is empty.
  public func write(to bytes: inout [UInt8], log: PrintLog = PrintLog()) {
    let start = bytes.count
    switch self {
    case .target(let target):
      bytes.append(UInt8(ascii: "{"))
      if !log.isEmpty {
        Self.append(log, to: &bytes)
        bytes.append(UInt8(ascii: ","))
      }
      JSONText.append(raw: #""target":{"anchor":"#, to: &bytes)
      var finite = true
      if let anchor = target.anchor {
        JSONText.append(raw: #"{"x":"#, to: &bytes)
        finite = JSONText.append(anchor.x, to: &bytes) && finite
        JSONText.append(raw: #","y":"#, to: &bytes)
        finite = JSONText.append(anchor.y, to: &bytes) && finite
        bytes.append(UInt8(ascii: "}"))
      } else {
        JSONText.append(raw: "null", to: &bytes)
      }
      let rect = target.rect
      JSONText.append(raw: #","rect":{"height":"#, to: &bytes)
      finite = JSONText.append(rect.height, to: &bytes) && finite
      JSONText.append(raw: #","width":"#, to: &bytes)
      finite = JSONText.append(rect.width, to: &bytes) && finite
      JSONText.append(raw: #","x":"#, to: &bytes)
      finite = JSONText.append(rect.minX, to: &bytes) && finite
      JSONText.append(raw: #","y":"#, to: &bytes)
      finite = JSONText.append(rect.minY, to: &bytes) && finite
      JSONText.append(raw: "}}}", to: &bytes)
      if !finite {
        bytes.removeSubrange(start...)
        bytes.append(contentsOf: JSONLine.encode(self).utf8)
        if !log.isEmpty {
          // The error line's closing brace, moved past the log: keys stay sorted.
          bytes.removeLast()
          bytes.append(UInt8(ascii: ","))
          Self.append(log, to: &bytes)
          bytes.append(UInt8(ascii: "}"))
        }
      }
    case .failure, .invalidCase:
      let failure = JSONFailure(self)!
      JSONText.append(raw: #"{"error":{"kind":"#, to: &bytes)
      JSONText.append(failure.kind, to: &bytes)
      JSONText.append(raw: #","location":"#, to: &bytes)
      if let location = failure.location {
        JSONText.append(location, to: &bytes)
      } else {
        JSONText.append(raw: "null", to: &bytes)
      }
      JSONText.append(raw: #","message":"#, to: &bytes)
      JSONText.append(failure.message, to: &bytes)
      JSONText.append(raw: "}", to: &bytes)
      if !log.isEmpty {
        bytes.append(UInt8(ascii: ","))
        Self.append(log, to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// `"log":[…]` and `"logDropped":N`, each only when it has something, joined by a comma.
  private static func append(_ log: PrintLog, to bytes: inout [UInt8]) {
    if !log.lines.isEmpty {
      JSONText.append(raw: #""log":["#, to: &bytes)
      for (index, line) in log.lines.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        JSONText.append(line.description, to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    }
    if log.dropped > 0 {
      if !log.lines.isEmpty { bytes.append(UInt8(ascii: ",")) }
      JSONText.append(raw: #""logDropped":"#, to: &bytes)
      _ = JSONText.append(Double(log.dropped), to: &bytes)
    }
  }

  private enum Keys: String, CodingKey { case target, error }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    switch self {
    case .target(let target):
      try container.encode(JSONTarget(target), forKey: .target)
    case .failure, .invalidCase:
      try container.encode(JSONFailure(self), forKey: .error)
    }
  }
}

/// `{"kind": …, "message": …, "location": …}`, as result lines carry failures:
/// a script's failure kind (``BehaviorFailure/Kind``), or `invalidCase`.
public struct JSONFailure: Codable, Hashable, Sendable {
  /// The kind a result line gives a case it could not read.
  public static let invalidCase = "invalidCase"

  public var kind: String
  public var message: String
  public var location: String?

  public init(kind: String, message: String, location: String?) {
    self.kind = kind
    self.message = message
    self.location = location
  }

  public init(_ failure: BehaviorFailure) {
    self.init(kind: failure.kind.rawValue, message: failure.message, location: failure.location)
  }

  /// The error of a result that has one.
  public init?(_ result: CaseResult) {
    switch result {
    case .target: return nil
    case .failure(let failure): self.init(failure)
    case .invalidCase(let error, let location):
      self.init(kind: Self.invalidCase, message: error.description, location: location)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(message, forKey: .message)
    try container.encode(location, forKey: .location)  // null when unknown, never absent
  }
}
