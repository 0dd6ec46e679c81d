// The shape styles that are not colors or gradients: materials, the
// hierarchical styles and the tint. Kept, drawn by nothing.

/// A blurred background material, as in SwiftUI (`.ultraThinMaterial` … `.bar`).
public struct Material: ShapeStyle, Sendable {
  enum Thickness: Sendable {
    case ultraThin, thin, regular, thick, ultraThick, bar
  }

  let thickness: Thickness

  /// The material with its opacity multiplied by `opacity`; the model keeps the material.
  public func opacity(_ opacity: Double) -> Material { self }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { Material(thickness: .ultraThin) }
  public static var thinMaterial: Material { Material(thickness: .thin) }
  public static var regularMaterial: Material { Material(thickness: .regular) }
  public static var thickMaterial: Material { Material(thickness: .thick) }
  public static var ultraThickMaterial: Material { Material(thickness: .ultraThick) }
  public static var bar: Material { Material(thickness: .bar) }
}

/// The content's style at a level of emphasis (`.primary` … `.quinary`), as in SwiftUI.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
  /// 0 for primary, 1 for secondary, and so on.
  public let level: Int
  /// Its opacity, 0 to 1.
  public let opacity: Double

  init(level: Int, opacity: Double = 1) {
    self.level = level
    self.opacity = opacity
  }

  /// The style with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> HierarchicalShapeStyle {
    HierarchicalShapeStyle(level: level, opacity: self.opacity * opacity)
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
public struct TintShapeStyle: ShapeStyle, Sendable {
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The style that paints the content's foreground, as in SwiftUI.
public struct ForegroundStyle: ShapeStyle, Sendable {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The style that paints the view's background, as in SwiftUI.
public struct BackgroundStyle: ShapeStyle, Sendable {
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// Any style, its type erased (`AnyShapeStyle(.tint)`), as in SwiftUI.
public struct AnyShapeStyle: ShapeStyle, Sendable {
  public init<S: ShapeStyle>(_ style: S) {}
}

/// The fill of controls and grouped backgrounds (`.fill`, `.fill.tertiary`), as in SwiftUI.
public struct FillShapeStyle: ShapeStyle, Sendable {
  public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The style of separators (`.separator`), as in SwiftUI.
public struct SeparatorShapeStyle: ShapeStyle, Sendable {
  public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The style of placeholder text (`.placeholder`), as in SwiftUI.
public struct PlaceholderTextShapeStyle: ShapeStyle, Sendable {
  public init() {}
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

/// The style of links (`.link`), as in SwiftUI.
public struct LinkShapeStyle: ShapeStyle, Sendable {
  public init() {}
}

extension ShapeStyle where Self == LinkShapeStyle {
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

// A style at a lower level of emphasis: `.tint.secondary`, `.fill.tertiary`,
// `Color.blue.quaternary`; the model keeps the style it was asked of.
extension ShapeStyle {
  public var secondary: Self { self }
  public var tertiary: Self { self }
  public var quaternary: Self { self }
  public var quinary: Self { self }
}
