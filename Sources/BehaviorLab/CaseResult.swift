import Foundation
import ScrollSimulation
import ScrollTargets

/// The answer to one case: the updated target, or why there is none.
///
/// JSON: `{"target":{"rect":{…},"anchor":null}}` or
/// `{"error":{"kind":"runtime","message":"…","location":"path:line"}}`.
public enum CaseResult: Sendable {
  case target(ScrollTarget)
  case failure(BehaviorFailure)

  /// The result as one line of JSON.
  public var json: String {
    switch self {
    case .target(let target):
      JSONLine.encode(
        [
          "target": CaseFile.Target(
            rect: JSONRect(target.rect), anchor: target.anchor.map { JSONPoint(CGPoint(x: $0.x, y: $0.y)) })
        ])
    case .failure(let failure):
      JSONLine.encode(["error": JSONFailure(failure)])
    }
  }
}
