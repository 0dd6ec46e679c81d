import Foundation

// Color's other initializers and UIKit's system colors, which `import
// SwiftUI` brings on iOS. They fill as any color does (Color.swift); the
// model keeps approximate components and draws nothing.

extension Color {
  /// A color from hue, saturation and brightness, each 0 to 1 (HSB to RGB, the usual hexcone formula).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    let rgb: (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(name: nil, rgb.0, rgb.1, rgb.2, opacity: opacity)
  }

  /// A color from the app's asset catalog; the model has none, so it is a mid gray named after the asset.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(name: name, 0.5, 0.5, 0.5)
  }

  /// The color spaces of `Color(_:red:green:blue:opacity:)`; the model keeps the components as given.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// A color from components in `colorSpace`, 0 to 1.
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(name: nil, red, green, blue, opacity: opacity)
  }

  /// A gray in `colorSpace`, 0 black to 1 white.
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(name: nil, white, white, white, opacity: opacity)
  }

  /// The color of a UIKit color.
  public init(uiColor: UIColor) {
    self = uiColor.color
  }

  /// The color of a UIKit color.
  public init(_ color: UIColor) {
    self = color.color
  }

  /// A gradient made from this color, as `Color.blue.gradient` gives in SwiftUI.
  public var gradient: AnyGradient { AnyGradient(colors: [self]) }
}

/// A UIKit color, as SwiftUI files use it through `Color(uiColor:)` and
/// `Color(.systemGray6)`: the system colors with approximate light-mode components.
public final class UIColor: Sendable {
  let color: Color

  init(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
    color = Color(name: name, red, green, blue, opacity: alpha)
  }

  /// A color from components, 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(name: nil, Double(red), Double(green), Double(blue), opacity: Double(alpha))
  }

  /// A gray, 0 black to 1 white.
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(name: nil, Double(white), Double(white), Double(white), opacity: Double(alpha))
  }

  /// The UIKit color of a SwiftUI color.
  public init(_ color: Color) {
    self.color = color
  }

  /// The color with its alpha set to `alpha`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    var color = self.color
    color.opacity = Double(alpha)
    return UIColor(color)
  }

  public static var systemBackground: UIColor { UIColor("systemBackground", 1, 1, 1) }
  public static var secondarySystemBackground: UIColor { UIColor("secondarySystemBackground", 0.95, 0.95, 0.97) }
  public static var tertiarySystemBackground: UIColor { UIColor("tertiarySystemBackground", 1, 1, 1) }
  public static var systemGroupedBackground: UIColor { UIColor("systemGroupedBackground", 0.95, 0.95, 0.97) }
  public static var secondarySystemGroupedBackground: UIColor { UIColor("secondarySystemGroupedBackground", 1, 1, 1) }
  public static var systemFill: UIColor { UIColor("systemFill", 0.47, 0.47, 0.5, 0.2) }
  public static var secondarySystemFill: UIColor { UIColor("secondarySystemFill", 0.47, 0.47, 0.5, 0.16) }
  public static var tertiarySystemFill: UIColor { UIColor("tertiarySystemFill", 0.46, 0.46, 0.5, 0.12) }
  public static var quaternarySystemFill: UIColor { UIColor("quaternarySystemFill", 0.45, 0.45, 0.5, 0.08) }
  public static var tertiarySystemGroupedBackground: UIColor {
    UIColor("tertiarySystemGroupedBackground", 0.95, 0.95, 0.97)
  }
  public static var quaternaryLabel: UIColor { UIColor("quaternaryLabel", 0.24, 0.24, 0.26, 0.18) }
  public static var opaqueSeparator: UIColor { UIColor("opaqueSeparator", 0.78, 0.78, 0.78) }
  public static var link: UIColor { UIColor("link", 0, 0.48, 1) }
  public static var tintColor: UIColor { UIColor("tintColor", 0, 0.48, 1) }
  public static var label: UIColor { UIColor("label", 0, 0, 0) }
  public static var secondaryLabel: UIColor { UIColor("secondaryLabel", 0.24, 0.24, 0.26, 0.6) }
  public static var tertiaryLabel: UIColor { UIColor("tertiaryLabel", 0.24, 0.24, 0.26, 0.3) }
  public static var placeholderText: UIColor { UIColor("placeholderText", 0.24, 0.24, 0.26, 0.3) }
  public static var separator: UIColor { UIColor("separator", 0.24, 0.24, 0.26, 0.29) }
  public static var systemGray: UIColor { UIColor("systemGray", 0.56, 0.56, 0.58) }
  public static var systemGray2: UIColor { UIColor("systemGray2", 0.68, 0.68, 0.7) }
  public static var systemGray3: UIColor { UIColor("systemGray3", 0.78, 0.78, 0.8) }
  public static var systemGray4: UIColor { UIColor("systemGray4", 0.82, 0.82, 0.84) }
  public static var systemGray5: UIColor { UIColor("systemGray5", 0.9, 0.9, 0.92) }
  public static var systemGray6: UIColor { UIColor("systemGray6", 0.95, 0.95, 0.97) }
  public static var systemRed: UIColor { UIColor("systemRed", 1, 0.23, 0.19) }
  public static var systemOrange: UIColor { UIColor("systemOrange", 1, 0.58, 0) }
  public static var systemYellow: UIColor { UIColor("systemYellow", 1, 0.8, 0) }
  public static var systemGreen: UIColor { UIColor("systemGreen", 0.2, 0.78, 0.35) }
  public static var systemTeal: UIColor { UIColor("systemTeal", 0.19, 0.69, 0.78) }
  public static var systemMint: UIColor { UIColor("systemMint", 0, 0.78, 0.75) }
  public static var systemCyan: UIColor { UIColor("systemCyan", 0.2, 0.68, 0.9) }
  public static var systemBrown: UIColor { UIColor("systemBrown", 0.64, 0.52, 0.37) }
  public static var systemBlue: UIColor { UIColor("systemBlue", 0, 0.48, 1) }
  public static var systemIndigo: UIColor { UIColor("systemIndigo", 0.35, 0.34, 0.84) }
  public static var systemPurple: UIColor { UIColor("systemPurple", 0.69, 0.32, 0.87) }
  public static var systemPink: UIColor { UIColor("systemPink", 1, 0.18, 0.33) }
  public static var white: UIColor { UIColor("white", 1, 1, 1) }
  public static var black: UIColor { UIColor("black", 0, 0, 0) }
  public static var clear: UIColor { UIColor("clear", 0, 0, 0, 0) }
}
