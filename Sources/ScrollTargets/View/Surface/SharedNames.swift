import Foundation

// Small value types that several parts of SwiftUI's surface take: angles,
// visibility, coordinate spaces and single edges.

/// An angle, as in SwiftUI: what `rotationEffect` and angular gradients
/// take. It has no operators here, so that arithmetic elsewhere keeps few
/// overloads to weigh.
public struct Angle: Hashable, Sendable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  public static let zero = Angle()
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

/// Whether a part of the interface shows, as in SwiftUI.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// A coordinate space a gesture or a geometry reads in, as in SwiftUI.
public enum CoordinateSpace: Hashable {
  case global, local
  case named(AnyHashable)
}

/// A horizontal edge, as in SwiftUI.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  case leading, trailing
}

/// A vertical edge, as in SwiftUI.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  case top, bottom
}
