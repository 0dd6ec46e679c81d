import Foundation

// Modifiers that draw, clip, blend or switch interaction, and change no
// frame: SwiftUI applies effects such as `scaleEffect` and `rotationEffect`
// after layout, so the model keeps the view as it is.

/// How a view's colors combine with those behind it, as in SwiftUI.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// The color space `drawingGroup` renders in, as in SwiftUI.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// Why a view is shown as a placeholder (`redacted(reason:)`), as in SwiftUI.
public struct RedactionReasons: ExpressibleByArrayLiteral, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The union of `elements`: `[.a, .b]`.
  public init(arrayLiteral elements: RedactionReasons...) {
    self.init(rawValue: elements.reduce(0) { $0 | $1.rawValue })
  }
  public static var placeholder: RedactionReasons { RedactionReasons(rawValue: 1) }
  public static var privacy: RedactionReasons { RedactionReasons(rawValue: 2) }
  public static var invalidated: RedactionReasons { RedactionReasons(rawValue: 4) }
}

/// What a content shape is for (`contentShape(_:_:)`), as in SwiftUI.
public struct ContentShapeKinds: ExpressibleByArrayLiteral, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The union of `elements`: `[.a, .b]`.
  public init(arrayLiteral elements: ContentShapeKinds...) {
    self.init(rawValue: elements.reduce(0) { $0 | $1.rawValue })
  }
  public static var interaction: ContentShapeKinds { ContentShapeKinds(rawValue: 1) }
  public static var dragPreview: ContentShapeKinds { ContentShapeKinds(rawValue: 2) }
  public static var contextMenuPreview: ContentShapeKinds { ContentShapeKinds(rawValue: 4) }
  public static var hoverEffect: ContentShapeKinds { ContentShapeKinds(rawValue: 8) }
  public static var accessibility: ContentShapeKinds { ContentShapeKinds(rawValue: 16) }
}

/// Light or dark appearance, as in SwiftUI.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
  case light, dark
}

extension View {
  /// Accepted and ignored: a border is drawn over the view, inside its frame.
  public func border(_ content: some ShapeStyle, width: CGFloat = 1) -> Self { self }
  /// Accepted and ignored.
  public func tint(_ tint: Color?) -> Self { self }
  /// Accepted and ignored.
  public func accentColor(_ accentColor: Color?) -> Self { self }
  /// Accepted and ignored: clipping changes what is drawn, not the frame.
  public func clipShape(_ shape: some Shape, style: FillStyle) -> Self { self }
  /// Accepted and ignored: the shape that takes touches.
  public func contentShape(_ shape: some Shape, eoFill: Bool = false) -> Self { self }
  /// Accepted and ignored.
  public func contentShape(_ kind: ContentShapeKinds, _ shape: some Shape, eoFill: Bool = false) -> Self { self }
  /// Accepted and ignored: a scale is drawn after layout, as SwiftUI does.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
  /// Accepted and ignored.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
  /// Accepted and ignored.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
  /// Accepted and ignored: a rotation is drawn after layout.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
  /// Accepted and ignored.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> Self { self }
  /// Accepted and ignored.
  public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
  /// Accepted and ignored.
  public func brightness(_ amount: Double) -> Self { self }
  /// Accepted and ignored.
  public func contrast(_ amount: Double) -> Self { self }
  /// Accepted and ignored.
  public func saturation(_ amount: Double) -> Self { self }
  /// Accepted and ignored.
  public func grayscale(_ amount: Double) -> Self { self }
  /// Accepted and ignored.
  public func hueRotation(_ angle: Angle) -> Self { self }
  /// Accepted and ignored.
  public func colorMultiply(_ color: Color) -> Self { self }
  /// Accepted and ignored.
  public func colorInvert() -> Self { self }
  /// Accepted and ignored: the mask is not laid out; it changes what is drawn.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> Self { self }
  /// Accepted and ignored.
  public func mask<Mask: View>(_ mask: Mask) -> Self { self }
  /// Accepted and ignored.
  public func blendMode(_ blendMode: BlendMode) -> Self { self }
  /// Accepted and ignored.
  public func compositingGroup() -> Self { self }
  /// Accepted and ignored.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> Self { self }
  /// Accepted and ignored: the order of drawing, not of layout.
  public func zIndex(_ value: Double) -> Self { self }
  /// Accepted and ignored: a hidden view keeps its place, as in SwiftUI.
  public func hidden() -> Self { self }
  /// Accepted and ignored.
  public func allowsHitTesting(_ enabled: Bool) -> Self { self }
  /// Accepted and ignored.
  public func disabled(_ disabled: Bool) -> Self { self }
  /// Accepted and ignored.
  public func redacted(reason: RedactionReasons) -> Self { self }
  /// Accepted and ignored.
  public func unredacted() -> Self { self }
  /// Accepted and ignored: the model has one appearance.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }
  /// Accepted and ignored: the safe area is the screen's, as given.
  public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
  /// Accepted and ignored.
  public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }
  /// Accepted and ignored: the overlay is drawn over the view and takes no room.
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> Self { self }
  /// Accepted and ignored: the overlay takes no room.
  public func overlay<S: ShapeStyle>(_ style: S, in shape: some Shape, fillStyle: FillStyle = FillStyle()) -> Self {
    self
  }
  /// Accepted and ignored: the background is drawn behind the view and takes no room.
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> Self { self }
  /// Accepted and ignored: the background's style.
  public func backgroundStyle(_ style: some ShapeStyle) -> Self { self }
}

/// How a view reacts to a pointer hovering over it (`hoverEffect(_:)`), as in SwiftUI.
public struct HoverEffect: Sendable {
  let name: String
  public static let automatic = HoverEffect(name: "automatic")
  public static let highlight = HoverEffect(name: "highlight")
  public static let lift = HoverEffect(name: "lift")
}

extension View {
  /// Accepted and ignored: nothing hovers in a layout.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> Self { self }
  /// Accepted and ignored: nothing hovers in a layout.
  public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }
}
