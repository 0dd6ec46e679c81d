import Foundation

// Gradients, as views and as shape styles. As views they fill what they
// are offered, as `Color` does (10 pt on an axis offered nothing); as styles
// they are kept and not drawn.

/// Colors and where they sit along a gradient, as in SwiftUI.
public struct Gradient: Sendable {
  /// A color at a location from 0 to 1.
  public struct Stop: Sendable {
    public let color: Color
    public let location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public let stops: [Stop]

  /// Stops at the given locations.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Colors spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = max(colors.count - 1, 1)
    self.stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
  }
}

/// A gradient made from one color (`Color.blue.gradient`), as in SwiftUI: a style, and a view that fills
/// like `Color`.
public struct AnyGradient: View, ShapeStyle, PrimitiveView, Sendable {
  public typealias Body = Never
  public let gradient: Gradient

  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }

  init(colors: [Color]) {
    gradient = Gradient(colors: colors)
  }

  /// A gradient of `gradient`'s colors.
  public init(_ gradient: Gradient) {
    self.gradient = gradient
  }

  /// The gradient with its colors' opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> AnyGradient {
    AnyGradient(
      Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) }))
  }
}

/// A gradient along a line, as in SwiftUI: a view that fills like `Color`, and a style.
public struct LinearGradient: View, ShapeStyle, PrimitiveView, Sendable {
  public typealias Body = Never
  public let gradient: Gradient
  public let startPoint: UnitPoint
  public let endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

/// A gradient in circles from a center, as in SwiftUI: a view that fills like `Color`, and a style.
public struct RadialGradient: View, ShapeStyle, PrimitiveView, Sendable {
  public typealias Body = Never
  public let gradient: Gradient
  public let center: UnitPoint
  /// The radii where the gradient starts and ends (pt).
  public let startRadius: CGFloat, endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

/// A gradient around a center, as in SwiftUI: a view that fills like `Color`, and a style.
public struct AngularGradient: View, ShapeStyle, PrimitiveView, Sendable {
  public typealias Body = Never
  public let gradient: Gradient
  public let center: UnitPoint
  public let startAngle: Angle, endAngle: Angle

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full turn starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
  }

  /// A full turn of `colors` starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
}
