import Foundation
import ScrollSimulation
import ScrollTargets

// The JSON shapes of the README's formats: flat objects with named members, not
// Foundation's array encoding of CGPoint, CGSize and CGRect.

/// `{"x": …, "y": …}`
public struct JSONPoint: Codable, Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(_ point: CGPoint) { (x, y) = (point.x, point.y) }
  public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

/// `{"width": …, "height": …}`
public struct JSONSize: Codable, Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(_ size: CGSize) { (width, height) = (size.width, size.height) }
  public var cgSize: CGSize { CGSize(width: width, height: height) }
}

/// `{"dx": …, "dy": …}`
public struct JSONVector: Codable, Hashable, Sendable {
  public var dx: Double
  public var dy: Double
  public init(_ vector: CGVector) { (dx, dy) = (vector.dx, vector.dy) }
  public var cgVector: CGVector { CGVector(dx: dx, dy: dy) }
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
}

/// `["horizontal"]`, `["vertical"]` or both.
public enum JSONAxes {
  public static func decode(_ names: [String], at path: String) throws(InputError) -> Axis.Set {
    var axes: Axis.Set = []
    for name in names {
      guard let axis = Axis.allCases.first(where: { $0.description == name }) else {
        throw InputError(path, "unknown axis '\(name)': expected \"horizontal\" or \"vertical\"")
      }
      axes.insert(Axis.Set(axis: axis))
    }
    guard !axes.isEmpty else { throw InputError(path, "must name at least one axis") }
    return axes
  }

  public static func encode(_ axes: Axis.Set) -> [String] {
    axes.members.map(\.description)
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

  /// The environment values, defaults filled in.
  public func values(at path: String) throws(InputError) -> EnvironmentValues {
    var values = EnvironmentValues()
    if let name = layoutDirection {
      guard let direction = LayoutDirection(rawValue: name) else {
        throw InputError(path + ".layoutDirection", "expected \"leftToRight\" or \"rightToLeft\", got '\(name)'")
      }
      values.layoutDirection = direction
    }
    values.horizontalSizeClass = try Self.sizeClass(
      horizontalSizeClass, values.horizontalSizeClass, path + ".horizontalSizeClass")
    values.verticalSizeClass = try Self.sizeClass(
      verticalSizeClass, values.verticalSizeClass, path + ".verticalSizeClass")
    return values
  }

  private static func sizeClass(
    _ name: String?, _ fallback: UserInterfaceSizeClass?, _ path: String
  ) throws(InputError) -> UserInterfaceSizeClass? {
    guard let name else { return fallback }
    guard let value = UserInterfaceSizeClass(rawValue: name) else {
      throw InputError(path, "expected \"compact\" or \"regular\", got '\(name)'")
    }
    return value
  }
}
