import Foundation
import ScrollSimulation
import ScrollTargets

/// The answer to one case: the updated target, or why there is none.
///
/// JSON: `{"target":{"rect":{…},"anchor":null}}` or
/// `{"error":{"kind":"runtime","message":"…","location":"path:line"}}`.
public enum CaseResult: Sendable, Encodable {
  case target(ScrollTarget)
  case failure(BehaviorFailure)

  /// The result as one line of JSON.
  public var json: String { JSONLine.encode(self) }

  private enum Keys: String, CodingKey { case target, error }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    switch self {
    case .target(let target):
      let anchor = target.anchor.map { JSONPoint(CGPoint(x: $0.x, y: $0.y)) }
      try container.encode(CaseFile.Target(rect: JSONRect(target.rect), anchor: anchor), forKey: .target)
    case .failure(let failure):
      try container.encode(JSONFailure(failure), forKey: .error)
    }
  }
}
