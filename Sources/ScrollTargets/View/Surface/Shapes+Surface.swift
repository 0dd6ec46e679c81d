import Foundation

// More shapes and their modifiers. Every shape fills what it is offered, as
// the model's shapes do (Shape.swift); strokes, fills, trims and insets keep
// its geometry, since they change what is drawn, not the frame.

/// How rounded corners are drawn, as in SwiftUI; the model draws no corners.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

extension RoundedRectangle {
  /// A rounded rectangle whose corners are drawn in `style`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle) {
    self.init(cornerRadius: cornerRadius)
  }

  /// A rounded rectangle with corners of `cornerSize`; the model keeps the width as the radius.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadius: cornerSize.width)
  }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

/// A rectangle with a radius of its own at each corner, filling its frame.
public struct UnevenRoundedRectangle: Shape, PrimitiveView {
  public typealias Body = Never
  /// The radii (pt), drawn by nothing here.
  public let topLeadingRadius: CGFloat, bottomLeadingRadius: CGFloat
  public let bottomTrailingRadius: CGFloat, topTrailingRadius: CGFloat

  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.topLeadingRadius = topLeadingRadius
    self.bottomLeadingRadius = bottomLeadingRadius
    self.bottomTrailingRadius = bottomTrailingRadius
    self.topTrailingRadius = topTrailingRadius
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

/// The shape of the container the view is in, filling its frame.
public struct ContainerRelativeShape: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius)
  }

  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

#if !canImport(CoreGraphics)
  // Core Graphics has these where it exists (Apple's platforms); Linux's Foundation does not.

  /// The ends of a stroked line, as Core Graphics names them.
  public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
  }

  /// The joins of a stroked line, as Core Graphics names them.
  public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
  }
#endif

/// How a shape's outline is stroked, as in SwiftUI; drawn by nothing here.
public struct StrokeStyle: Sendable {
  public let lineWidth: CGFloat
  public let lineCap: CGLineCap
  public let lineJoin: CGLineJoin
  public let miterLimit: CGFloat
  public let dash: [CGFloat]
  public let dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a shape's inside is filled, as in SwiftUI; drawn by nothing here.
public struct FillStyle: Sendable {
  public let isEOFilled: Bool
  public let isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

extension Shape {
  /// Accepted: the shape keeps its geometry; the fill is not drawn.
  public func fill(_ content: some ShapeStyle = Color.primary, style: FillStyle) -> Self { self }
  /// Accepted: the shape keeps its geometry; the stroke is not drawn.
  public func stroke(_ content: some ShapeStyle = Color.primary, style: StrokeStyle, antialiased: Bool = true)
    -> Self
  { self }
  /// Accepted: the shape keeps its geometry; the stroke is not drawn.
  public func strokeBorder(_ content: some ShapeStyle = Color.primary, style: StrokeStyle, antialiased: Bool = true)
    -> Self
  { self }
  /// Accepted: the shape keeps its frame; only a part of its outline would be drawn.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }
  /// Accepted: the shape keeps its frame; its path would be inset by `amount` inside it.
  public func inset(by amount: CGFloat) -> Self { self }
}
