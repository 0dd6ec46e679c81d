import Foundation

/// What a `Canvas` draws into, as SwiftUI's: the model never calls a canvas's
/// renderer (a canvas fills what it is offered), so every call compiles and
/// draws nothing.
public struct GraphicsContext {
  /// How a path is filled or stroked.
  public struct Shading: Sendable {
    public static func color(_ color: Color) -> Shading { Shading() }
    public static func style(_ style: some ShapeStyle) -> Shading { Shading() }
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
      Shading()
    }
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> Shading { Shading() }
    public static var foreground: Shading { Shading() }
  }

  public var opacity: Double = 1

  public func fill(_ path: Path, with shading: Shading) {}
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}

  /// An effect a canvas applies to what it draws next; the model draws nothing.
  public struct Filter: Sendable {
    public static func blur(radius: CGFloat) -> Filter { Filter() }
    public static func shadow(
      color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal
    ) -> Filter { Filter() }
    public static func colorMultiply(_ color: Color) -> Filter { Filter() }
    public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
    public static func saturation(_ amount: Double) -> Filter { Filter() }
    public static func brightness(_ amount: Double) -> Filter { Filter() }
  }

  public var blendMode: BlendMode = .normal
  public mutating func addFilter(_ filter: Filter) {}
  /// Draws `content` into a layer of its own; the model's canvas draws nothing, so it is not called.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
  public func draw(_ text: Text, in rect: CGRect) {}
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
  public func draw(_ image: Image, in rect: CGRect) {}
  public mutating func translateBy(x: CGFloat, y: CGFloat) {}
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
  public mutating func rotate(by angle: Angle) {}
  public mutating func clip(to path: Path) {}
}

extension GraphicsContext.Shading {
  /// A gradient around `center`, starting at `angle`; nothing is drawn.
  public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero) -> Self { Self() }
}
