import Foundation
import ScrollSimulation
import ScrollTargets

/// One `updateTarget` call: the proposed target and its context.
///
/// The JSON form is one line of a `--cases` file (the README, "Cases"):
/// ```json
/// {"target":{"rect":{"x":600,"y":0,"width":390,"height":844},"anchor":null},
///  "originalTarget":{"rect":{"x":780,"y":0,"width":390,"height":844}},
///  "velocity":{"dx":-800,"dy":0},"contentSize":{"width":3900,"height":844},
///  "containerSize":{"width":390,"height":844},"axes":["horizontal"]}
/// ```
/// `targets` (children's frames) and `environment` are optional.
public struct TargetCase: Sendable {
  public var target: ScrollTarget
  public var context: ScrollTargetBehaviorContext

  public init(target: ScrollTarget, context: ScrollTargetBehaviorContext) {
    self.target = target
    self.context = context
  }

  /// The part of `behavior`'s rule that decides this case, when the behavior can say.
  public func rule(of behavior: (any ScrollTargetBehavior)?) -> String? {
    (behavior as? any ExplainedScrollTargetBehavior)?.decide(target, context: context).rule
  }

  /// Runs `behavior` on a copy of the target and returns the result.
  public func run(_ behavior: any ScrollTargetBehavior) throws(BehaviorFailure) -> ScrollTarget {
    var result = target
    try behavior.resolveTarget(&result, context: context)
    return result
  }
}

extension TargetCase {
  /// Reads a case from one line of JSON, checking every value.
  ///
  /// - Throws: ``InputError`` naming the field that is missing, mistyped or out of range.
  public init(json: Data) throws(InputError) {
    let file: CaseFile
    do {
      file = try JSONDecoder().decode(CaseFile.self, from: json)
    } catch let error as DecodingError {
      throw InputError(error)
    } catch {
      throw InputError("", "\(error)")
    }
    let limit = Scenario.maximumLength
    func rect(_ rect: JSONRect, _ path: String) throws(InputError) -> CGRect {
      try InputError.check(rect.x, path + ".x", in: -limit...limit)
      try InputError.check(rect.y, path + ".y", in: -limit...limit)
      try InputError.check(rect.width, path + ".width", in: 0...limit)
      try InputError.check(rect.height, path + ".height", in: 0...limit)
      return rect.cgRect
    }
    let container = file.containerSize
    try InputError.check(container.width, "containerSize.width", in: 1...limit)
    try InputError.check(container.height, "containerSize.height", in: 1...limit)
    try InputError.check(file.contentSize.width, "contentSize.width", in: 0...limit)
    try InputError.check(file.contentSize.height, "contentSize.height", in: 0...limit)
    try InputError.check(file.velocity.dx, "velocity.dx", in: -limit...limit)
    try InputError.check(file.velocity.dy, "velocity.dy", in: -limit...limit)
    var anchor: UnitPoint?
    if let point = file.target.anchor {
      try InputError.check(point.x, "target.anchor.x", in: -limit...limit)
      try InputError.check(point.y, "target.anchor.y", in: -limit...limit)
      anchor = UnitPoint(x: point.x, y: point.y)
    }
    let axes = try JSONAxes.decode(file.axes ?? ["horizontal"], at: "axes")
    var children: [CGRect] = []
    for (index, child) in (file.targets ?? []).enumerated() {
      children.append(try rect(child, "targets[\(index)]"))
    }
    let primary: Axis = axes == .vertical ? .vertical : .horizontal
    if !children.isSorted(by: { $0.min(on: primary) <= $1.min(on: primary) }) {
      children.sort { $0.min(on: primary) < $1.min(on: primary) }
    }
    self.init(
      target: ScrollTarget(rect: try rect(file.target.rect, "target.rect"), anchor: anchor),
      context: ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(rect: try rect(file.originalTarget.rect, "originalTarget.rect")),
        velocity: file.velocity.cgVector, contentSize: file.contentSize.cgSize, containerSize: container.cgSize,
        axes: axes, environment: try file.environment?.values(at: "environment") ?? EnvironmentValues(),
        targets: children))
  }

  /// The case as one line of JSON.
  public var json: String { JSONLine.encode(file) }

  /// The case in its JSON shape.
  var file: CaseFile {
    CaseFile(
      target: .init(rect: JSONRect(target.rect), anchor: target.anchor.map { JSONPoint(CGPoint(x: $0.x, y: $0.y)) }),
      originalTarget: .init(rect: JSONRect(context.originalTarget.rect), anchor: nil),
      velocity: JSONVector(context.velocity), contentSize: JSONSize(context.contentSize),
      containerSize: JSONSize(context.containerSize), axes: JSONAxes.encode(context.axes),
      targets: context.targets.isEmpty ? nil : context.targets.map(JSONRect.init),
      environment: JSONEnvironment(context.environment))
  }
}

extension TargetCase: Encodable {
  /// The case as a case line holds it (inside reports that show a case).
  public func encode(to encoder: any Encoder) throws {
    try file.encode(to: encoder)
  }
}

private extension Array {
  func isSorted(by inOrder: (Element, Element) -> Bool) -> Bool {
    zip(self, dropFirst()).allSatisfy(inOrder)
  }
}

/// A case as it appears in JSON, before its values are checked.
struct CaseFile: Codable {
  struct Target: Codable {
    var rect: JSONRect
    var anchor: JSONPoint?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(rect, forKey: .rect)
      try container.encode(anchor, forKey: .anchor)  // null, as the README writes it
    }
  }

  var target: Target
  var originalTarget: Target
  var velocity: JSONVector
  var contentSize: JSONSize
  var containerSize: JSONSize
  var axes: [String]?
  var targets: [JSONRect]?
  var environment: JSONEnvironment?
}
