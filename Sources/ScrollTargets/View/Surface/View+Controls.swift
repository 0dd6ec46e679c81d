import Foundation

// How controls and symbols are drawn: the shape of a button's border, the
// size class of a control, a toggle's look, the variant and rendering mode
// of a symbol and its animations. Kept, with no geometry: the estimates
// (docs/views.md, "Estimated sizes") are those of the default look.

/// The shape of a bordered button (`buttonBorderShape(_:)`), as in SwiftUI.
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String
  public static let automatic = ButtonBorderShape(name: "automatic")
  public static let capsule = ButtonBorderShape(name: "capsule")
  public static let circle = ButtonBorderShape(name: "circle")
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle(\(radius))")
  }
}

/// The size of controls (`controlSize(_:)`), as in SwiftUI.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// A toggle's look (`toggleStyle(_:)`), as in SwiftUI.
public struct ToggleStyleChoice: Sendable {
  let name: String
  public static var automatic: ToggleStyleChoice { ToggleStyleChoice(name: "automatic") }
  public static var `switch`: ToggleStyleChoice { ToggleStyleChoice(name: "switch") }
  public static var button: ToggleStyleChoice { ToggleStyleChoice(name: "button") }
}

/// A symbol's variant (`symbolVariant(_:)`), as in SwiftUI; variants combine (`.circle.fill`).
public struct SymbolVariants: Hashable, Sendable {
  let names: [String]
  func adding(_ name: String) -> SymbolVariants { SymbolVariants(names: names + [name]) }

  public static let none = SymbolVariants(names: [])
  public static let fill = SymbolVariants(names: ["fill"])
  public static let circle = SymbolVariants(names: ["circle"])
  public static let square = SymbolVariants(names: ["square"])
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  public static let slash = SymbolVariants(names: ["slash"])
  public var fill: SymbolVariants { adding("fill") }
  public var circle: SymbolVariants { adding("circle") }
  public var square: SymbolVariants { adding("square") }
  public var rectangle: SymbolVariants { adding("rectangle") }
  public var slash: SymbolVariants { adding("slash") }
}

/// A symbol's animation (`symbolEffect`), as in SwiftUI: `.bounce`,
/// `.pulse.byLayer`, `.variableColor.iterative.reversing` and the rest.
public struct SymbolEffect: Sendable {
  let name: String
  func adding(_ part: String) -> SymbolEffect { SymbolEffect(name: name + "." + part) }

  public static var bounce: SymbolEffect { SymbolEffect(name: "bounce") }
  public static var pulse: SymbolEffect { SymbolEffect(name: "pulse") }
  public static var variableColor: SymbolEffect { SymbolEffect(name: "variableColor") }
  public static var scale: SymbolEffect { SymbolEffect(name: "scale") }
  public static var appear: SymbolEffect { SymbolEffect(name: "appear") }
  public static var disappear: SymbolEffect { SymbolEffect(name: "disappear") }
  public static var replace: SymbolEffect { SymbolEffect(name: "replace") }
  public static var wiggle: SymbolEffect { SymbolEffect(name: "wiggle") }
  public static var rotate: SymbolEffect { SymbolEffect(name: "rotate") }
  public static var breathe: SymbolEffect { SymbolEffect(name: "breathe") }

  public var up: SymbolEffect { adding("up") }
  public var down: SymbolEffect { adding("down") }
  public var byLayer: SymbolEffect { adding("byLayer") }
  public var wholeSymbol: SymbolEffect { adding("wholeSymbol") }
  public var iterative: SymbolEffect { adding("iterative") }
  public var cumulative: SymbolEffect { adding("cumulative") }
  public var reversing: SymbolEffect { adding("reversing") }
  public var nonReversing: SymbolEffect { adding("nonReversing") }
  public var downUp: SymbolEffect { adding("downUp") }
  public var offUp: SymbolEffect { adding("offUp") }
  public var upUp: SymbolEffect { adding("upUp") }
  public var clockwise: SymbolEffect { adding("clockwise") }
  public var counterClockwise: SymbolEffect { adding("counterClockwise") }
}

/// How a symbol effect plays (`symbolEffect(_:options:value:)`), as in SwiftUI.
public struct SymbolEffectOptions: Sendable {
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions() }
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions() }
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public var repeating: SymbolEffectOptions { self }
  public var nonRepeating: SymbolEffectOptions { self }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
  /// Accepted and ignored: the border's shape leaves the button's size as it is.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
  /// Accepted and ignored: controls keep the estimate of the regular size.
  public func controlSize(_ controlSize: ControlSize) -> Self { self }
  /// Accepted and ignored: a toggle keeps the estimate of its switch.
  public func toggleStyle(_ style: ToggleStyleChoice) -> Self { self }
  /// Accepted and ignored: the symbols below are drawn, not sized, differently.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
  /// Accepted and ignored: a variant is drawn in the symbol's own frame.
  public func symbolVariant(_ variant: SymbolVariants) -> Self { self }
  /// Accepted and ignored: the effect is not played.
  public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true)
    -> Self
  { self }
  /// Accepted and ignored: the effect is not played.
  public func symbolEffect<V: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: V)
    -> Self
  { self }
  /// Accepted and ignored: the effects are not played.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { self }
}
