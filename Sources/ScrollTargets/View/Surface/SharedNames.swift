import Foundation

// Small value types that several parts of SwiftUI's surface take: angles,
// visibility, coordinate spaces and single edges.

/// An angle, as in SwiftUI: what `rotationEffect` and angular gradients
/// take. It has no operators here, so that arithmetic elsewhere keeps few
/// overloads to weigh.
public struct Angle: Equatable, Sendable {
  public let radians: Double
  public var degrees: Double { radians * 180 / .pi }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  public static var zero: Angle { Angle() }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}




