// The shape styles that are not colors or gradients: materials, the
// hierarchical styles and the tint. Kept by name, drawn by nothing.

/// A blurred background material, as in SwiftUI (`.ultraThinMaterial` … `.bar`).
public struct Material: ShapeStyle, Hashable, Sendable {
  public var name: String
  /// The material with its opacity multiplied by `opacity`; the model keeps the name.
  public func opacity(_ opacity: Double) -> Material { self }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { Material(name: "ultraThinMaterial") }
  public static var thinMaterial: Material { Material(name: "thinMaterial") }
  public static var regularMaterial: Material { Material(name: "regularMaterial") }
  public static var thickMaterial: Material { Material(name: "thickMaterial") }
  public static var ultraThickMaterial: Material { Material(name: "ultraThickMaterial") }
  public static var bar: Material { Material(name: "bar") }
}

/// The content's style at a level of emphasis (`.primary` … `.quinary`), as in SwiftUI.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
  /// 0 for primary, 1 for secondary, and so on.
  public var level: Int
  /// Its opacity, 0 to 1.
  public var opacity: Double = 1

  /// The style with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> HierarchicalShapeStyle {
    var style = self
    style.opacity *= opacity
    return style
  }
}

// `Color.primary` and `Color.secondary` are Color's own (ShapeStyle.swift),
// so that where a style is expected `.secondary` is this style alone.
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The view's tint, as a style (`.tint`), as in SwiftUI.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The style that paints the content's foreground, as in SwiftUI.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The style that paints the view's background, as in SwiftUI.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}
