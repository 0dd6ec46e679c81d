import Foundation
import ScrollSimulation
import ScrollTargets

// The JSON shapes of geometry in every format (docs/formats.md): flat objects
// with named members, not Foundation's array encoding of CGPoint, CGSize and
// CGRect. Each reads into its CoreGraphics type with its members checked by
// name; the values' ranges are the validator's (Quantity).

/// `{"x": …, "y": …}`
public struct JSONPoint: Codable, Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(_ point: CGPoint) { (x, y) = (point.x, point.y) }
  public var cgPoint: CGPoint { CGPoint(x: x, y: y) }

  enum Keys: String, JSONKey {
    case x, y
    static let names = JSONKeyNames<Self>()
  }

  static func read(_ reader: inout JSONReader) throws(InputError) -> CGPoint {
    let values = try reader.numbers(Keys.self)
    return CGPoint(x: values[0], y: values[1])
  }
}

/// `{"width": …, "height": …}`
public struct JSONSize: Codable, Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(_ size: CGSize) { (width, height) = (size.width, size.height) }
  public var cgSize: CGSize { CGSize(width: width, height: height) }

  enum Keys: String, JSONKey {
    case width, height
    static let names = JSONKeyNames<Self>()
  }

  static func read(_ reader: inout JSONReader) throws(InputError) -> CGSize {
    let values = try reader.numbers(Keys.self)
    return CGSize(width: values[0], height: values[1])
  }
}

/// `{"dx": …, "dy": …}`
public struct JSONVector: Codable, Hashable, Sendable {
  public var dx: Double
  public var dy: Double
  public init(_ vector: CGVector) { (dx, dy) = (vector.dx, vector.dy) }
  public var cgVector: CGVector { CGVector(dx: dx, dy: dy) }

  enum Keys: String, JSONKey {
    case dx, dy
    static let names = JSONKeyNames<Self>()
  }

  static func read(_ reader: inout JSONReader) throws(InputError) -> CGVector {
    let values = try reader.numbers(Keys.self)
    return CGVector(dx: values[0], dy: values[1])
  }
}

/// `{"x": …, "y": …, "width": …, "height": …}`
public struct JSONRect: Codable, Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(_ rect: CGRect) {
    (x, y, width, height) = (rect.minX, rect.minY, rect.width, rect.height)
  }
  public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

  enum Keys: String, JSONKey {
    case x, y, width, height
    static let names = JSONKeyNames<Self>()
  }

  /// The rectangle as written: its origin and size unchecked (a negative width stays as it is).
  static func read(_ reader: inout JSONReader) throws(InputError) -> CGRect {
    let values = try reader.numbers(Keys.self)
    return CGRect(
      origin: CGPoint(x: values[0], y: values[1]), size: CGSize(width: values[2], height: values[3]))
  }
}

/// `["horizontal"]`, `["vertical"]` or both.
public enum JSONAxes {
  /// The axes' names, horizontal first.
  public static func encode(_ axes: Axis.Set) -> [String] {
    axes.members.map(\.description)
  }

  /// The axis named `name`, or `nil`.
  static func axis(named name: String) -> Axis? {
    Axis.allCases.first { $0.description == name }
  }

  static func read(_ reader: inout JSONReader) throws(InputError) -> Axis.Set {
    var axes: Axis.Set = []
    try reader.array { _, reader throws(InputError) in
      let name = try reader.string()
      guard let axis = axis(named: name) else {
        throw reader.error("unknown axis '\(name)': expected \"horizontal\" or \"vertical\"")
      }
      axes.insert(Axis.Set(axis: axis))
    }
    guard !axes.isEmpty else { throw reader.error("must name at least one axis") }
    return axes
  }
}

/// `{"layoutDirection": …, "horizontalSizeClass": …, "verticalSizeClass": …}`, each optional.
public struct JSONEnvironment: Codable, Hashable, Sendable {
  public var layoutDirection: String?
  public var horizontalSizeClass: String?
  public var verticalSizeClass: String?

  public init(_ environment: EnvironmentValues) {
    layoutDirection = environment.layoutDirection.rawValue
    horizontalSizeClass = environment.horizontalSizeClass?.rawValue
    verticalSizeClass = environment.verticalSizeClass?.rawValue
  }

  enum Keys: String, JSONKey {
    case layoutDirection, horizontalSizeClass, verticalSizeClass
    static let names = JSONKeyNames<Self>()
  }

  /// The environment values given, the defaults for the others.
  static func read(_ reader: inout JSONReader) throws(InputError) -> EnvironmentValues {
    var values = EnvironmentValues()
    try reader.object(Keys.self) { key, reader throws(InputError) in
      guard let name = try reader.optional({ reader throws(InputError) in try reader.string() }) else { return }
      switch key {
      case .layoutDirection:
        guard let direction = LayoutDirection(rawValue: name) else {
          throw reader.error("expected \"leftToRight\" or \"rightToLeft\", got '\(name)'")
        }
        values.layoutDirection = direction
      case .horizontalSizeClass: values.horizontalSizeClass = try sizeClass(name, reader)
      case .verticalSizeClass: values.verticalSizeClass = try sizeClass(name, reader)
      }
    }
    return values
  }

  private static func sizeClass(_ name: String, _ reader: JSONReader) throws(InputError) -> UserInterfaceSizeClass {
    guard let value = UserInterfaceSizeClass(rawValue: name) else {
      throw reader.error("expected \"compact\" or \"regular\", got '\(name)'")
    }
    return value
  }
}

/// `{"anchor": null or {"x": …, "y": …}, "rect": {…}}`: a target as case and
/// result lines write it, the anchor always present.
struct JSONTarget: Encodable {
  var rect: JSONRect
  var anchor: JSONPoint?

  init(_ target: ScrollTarget) {
    rect = JSONRect(target.rect)
    anchor = target.anchor.map { JSONPoint(CGPoint(x: $0.x, y: $0.y)) }
  }

  private enum Keys: String, CodingKey { case rect, anchor }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(rect, forKey: .rect)
    try container.encode(anchor, forKey: .anchor)
  }
}
