import Foundation
import ScrollTargets

extension TargetCase {
  /// Reads a case from one line of JSON, checking every key and value.
  ///
  /// - Throws: ``InputError`` naming the field that is missing, unknown,
  ///   mistyped or out of range, or the line and column of a syntax error.
  public init(json: Data) throws(InputError) {
    try self.init(validating: try JSONReader.read(json, CaseFile.read))
  }

  /// Reads a case from the UTF-8 bytes of one line of JSON, as ``init(json:)`` does.
  public init(json bytes: UnsafeRawBufferPointer) throws(InputError) {
    try self.init(validating: try JSONReader.read(bytes, CaseFile.read))
  }

  /// The case as one line of JSON.
  public var json: String { JSONLine.encode(self) }
}

extension TargetCase: Encodable {
  private enum Keys: String, CodingKey {
    case target, originalTarget, velocity, contentSize, containerSize, boundsSize, axes, targets, environment
  }

  /// The case as a case line holds it: every member but `targets` (left out
  /// when there are none) and `boundsSize` (left out when it is the
  /// container), an `anchor` of `null` when there is none.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(JSONTarget(target), forKey: .target)
    try container.encode(JSONTarget(ScrollTarget(rect: context.originalTarget.rect)), forKey: .originalTarget)
    try container.encode(JSONVector(context.velocity), forKey: .velocity)
    try container.encode(JSONSize(context.contentSize), forKey: .contentSize)
    try container.encode(JSONSize(context.containerSize), forKey: .containerSize)
    if context.hasInsets { try container.encode(JSONSize(context.boundsSize), forKey: .boundsSize) }
    try container.encode(JSONAxes.encode(context.axes), forKey: .axes)
    if !context.targets.isEmpty { try container.encode(context.targets.map(JSONRect.init), forKey: .targets) }
    try container.encode(JSONEnvironment(context.environment), forKey: .environment)
  }
}

/// A case as a line holds it: read, its keys and names checked, its numbers
/// not yet (that is ``TargetCase/init(validating:)``'s part).
struct CaseFile {
  var target: CGRect
  var anchor: CGPoint?
  var originalTarget: CGRect
  var velocity: CGVector
  var contentSize: CGSize
  var containerSize: CGSize
  /// `nil` when the line leaves it out: the bounds are the container.
  var boundsSize: CGSize?
  var axes: Axis.Set = .horizontal
  var targets: [CGRect] = []
  var environment = EnvironmentValues()

  enum Keys: String, JSONKey {
    case target, originalTarget, velocity, contentSize, containerSize, boundsSize, axes, targets, environment
    static let names = JSONKeyNames<Self>()
  }

  enum TargetKeys: String, JSONKey {
    case rect, anchor
    static let names = JSONKeyNames<Self>()
  }

  static func read(_ reader: inout JSONReader) throws(InputError) -> CaseFile {
    var target: (rect: CGRect, anchor: CGPoint?)?
    var originalTarget: (rect: CGRect, anchor: CGPoint?)?
    var velocity: CGVector?
    var contentSize: CGSize?
    var containerSize: CGSize?
    var boundsSize: CGSize?
    var axes: Axis.Set?
    var targets: [CGRect]?
    var environment: EnvironmentValues?
    try reader.object(Keys.self) { key, reader throws(InputError) in
      switch key {
      case .target: target = try readTarget(&reader)
      case .originalTarget: originalTarget = try readTarget(&reader)
      case .velocity: velocity = try JSONVector.read(&reader)
      case .contentSize: contentSize = try JSONSize.read(&reader)
      case .containerSize: containerSize = try JSONSize.read(&reader)
      case .boundsSize: boundsSize = try reader.optional(JSONSize.read)
      case .axes: axes = try reader.optional(JSONAxes.read)
      case .targets:
        targets = try reader.optional { reader throws(InputError) in
          var rects: [CGRect] = []
          try reader.array { _, reader throws(InputError) in rects.append(try JSONRect.read(&reader)) }
          return rects
        }
      case .environment: environment = try reader.optional(JSONEnvironment.read)
      }
    }
    guard let target else { throw reader.missing(Keys.target) }
    guard let originalTarget else { throw reader.missing(Keys.originalTarget) }
    guard let velocity else { throw reader.missing(Keys.velocity) }
    guard let contentSize else { throw reader.missing(Keys.contentSize) }
    guard let containerSize else { throw reader.missing(Keys.containerSize) }
    return CaseFile(
      target: target.rect, anchor: target.anchor, originalTarget: originalTarget.rect, velocity: velocity,
      contentSize: contentSize, containerSize: containerSize, boundsSize: boundsSize, axes: axes ?? .horizontal,
      targets: targets ?? [],
      environment: environment ?? EnvironmentValues())
  }

  /// `{"rect":{…},"anchor":{…}}`, the anchor optional.
  private static func readTarget(_ reader: inout JSONReader) throws(InputError) -> (CGRect, CGPoint?) {
    var rect: CGRect?
    var anchor: CGPoint?
    try reader.object(TargetKeys.self) { key, reader throws(InputError) in
      switch key {
      case .rect: rect = try JSONRect.read(&reader)
      case .anchor: anchor = try reader.optional(JSONPoint.read)
      }
    }
    guard let rect else { throw reader.missing(TargetKeys.rect) }
    return (rect, anchor)
  }
}
