/// A color, as in SwiftUI: a view that fills what it is offered (10 pt on an
/// axis offered nothing), and a style for `fill`, `foregroundStyle` and
/// `background`. The model keeps its components but draws nothing.
public struct Color: View, ShapeStyle, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never
  /// A named system color (`blue`), or `nil` for one given by components.
  public var name: String?
  /// Red, green, blue and opacity, 0 to 1; the system colors' are approximations.
  public var red: Double, green: Double, blue: Double, opacity: Double

  init(name: String?, _ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1) {
    self.name = name
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// A color from its components, 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(name: nil, red, green, blue, opacity: opacity)
  }

  /// A gray of `white`, 0 black to 1 white.
  public init(white: Double, opacity: Double = 1) {
    self.init(name: nil, white, white, white, opacity: opacity)
  }

  /// The color with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var color = self
    color.opacity *= opacity
    return color
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}
