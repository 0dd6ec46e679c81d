/// A way to paint a shape or text, as in SwiftUI; the model only names it.
public protocol ShapeStyle {}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color(name: "red", 1, 0.23, 0.19) }
  public static var orange: Color { Color(name: "orange", 1, 0.58, 0) }
  public static var yellow: Color { Color(name: "yellow", 1, 0.8, 0) }
  public static var green: Color { Color(name: "green", 0.2, 0.78, 0.35) }
  public static var mint: Color { Color(name: "mint", 0, 0.78, 0.75) }
  public static var teal: Color { Color(name: "teal", 0.19, 0.69, 0.78) }
  public static var cyan: Color { Color(name: "cyan", 0.2, 0.68, 0.9) }
  public static var blue: Color { Color(name: "blue", 0, 0.48, 1) }
  public static var indigo: Color { Color(name: "indigo", 0.35, 0.34, 0.84) }
  public static var purple: Color { Color(name: "purple", 0.69, 0.32, 0.87) }
  public static var pink: Color { Color(name: "pink", 1, 0.18, 0.33) }
  public static var brown: Color { Color(name: "brown", 0.64, 0.52, 0.37) }
  public static var white: Color { Color(name: "white", 1, 1, 1) }
  public static var gray: Color { Color(name: "gray", 0.56, 0.56, 0.58) }
  public static var black: Color { Color(name: "black", 0, 0, 0) }
  public static var clear: Color { Color(name: "clear", 0, 0, 0, opacity: 0) }
  public static var accentColor: Color { Color(name: "accentColor", 0, 0.48, 1) }
}

// Color's own, not ShapeStyle's: where any style is expected, `.primary` and
// `.secondary` are the hierarchical styles (Surface/ShapeStyles.swift), as in
// SwiftUI; where a color is expected, these.
extension Color {
  public static var primary: Color { Color(name: "primary", 0, 0, 0) }
  public static var secondary: Color { Color(name: "secondary", 0.24, 0.24, 0.26, opacity: 0.6) }
}
