import Foundation

// Paths and shapes of the file's own, and everyday names met in app files that have no geometry:
// `@ScaledMetric`, `Binding.animation`, `EditButton`'s list editing, `progressViewStyle`.

/// A path, as SwiftUI's `Path`: a shape the model keeps no outline of. As a
/// view it fills what it is offered, as every shape does; the elements added
/// only widen its bounding rectangle.
public struct Path: Shape, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never
  /// The smallest rectangle holding every point added; `.null` while empty.
  public private(set) var boundingRect: CGRect = .null

  public init() {}
  public init(_ rect: CGRect) { add(rect) }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { add(rect) }
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { add(rect) }
  public init(ellipseIn rect: CGRect) { add(rect) }
  /// A path built by `build`, as `Path { path in path.move(to: …) }`.
  public init(_ build: (inout Path) -> Void) { build(&self) }

  public var isEmpty: Bool { boundingRect.isNull }
  public var currentPoint: CGPoint? { last }
  private var last: CGPoint?

  private mutating func add(_ rect: CGRect) { boundingRect = boundingRect.union(rect) }
  private mutating func add(_ point: CGPoint) {
    add(CGRect(origin: point, size: .zero))
    last = point
  }

  public mutating func move(to point: CGPoint) { add(point) }
  public mutating func addLine(to point: CGPoint) { add(point) }
  public mutating func addLines(_ points: [CGPoint]) { points.forEach { add($0) } }
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { add(point) }
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { add(point) }
  public mutating func addRect(_ rect: CGRect) { add(rect) }
  public mutating func addRects(_ rects: [CGRect]) { rects.forEach { add($0) } }
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) { add(rect) }
  public mutating func addEllipse(in rect: CGRect) { add(rect) }
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    add(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }
  public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
    addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle, clockwise: false)
  }
  public mutating func addPath(_ path: Path) { add(path.boundingRect) }
  public mutating func closeSubpath() {}

  public func path(in rect: CGRect) -> Path { self }

  /// The path moved by `transform`: its bounding rectangle, transformed.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var moved = Path()
    if !isEmpty { moved.add(boundingRect.applying(transform)) }
    return moved
  }
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

extension Shape {
  /// The shape's outline in `rect`; the model's built-in shapes give `rect`.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// What a shape of the file's own is as a view (`struct Wave: Shape { func
/// path(in rect: CGRect) -> Path { … } }`): it fills what it is offered, as
/// the model's shapes do; its path is not drawn.
public struct _ShapeView: View, PrimitiveView {
  public typealias Body = Never
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

extension Shape {
  public var body: _ShapeView { _ShapeView() }
}

/// A length that scales with Dynamic Type, as SwiftUI's `@ScaledMetric`:
/// the model lays out at the default size category (docs/views.md,
/// "Estimated sizes"), where the scale is 1, so it is the value given.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}

extension Binding {
  /// The same binding, whose changes SwiftUI animates: the model animates nothing.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
  /// The same binding, whose changes SwiftUI makes in `transaction`: the model keeps none.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

/// The button that turns a list's edit mode on and off, laid out as a
/// plain button titled "Edit".
public struct EditButton: View {
  public init() {}
  public var body: some View { Button("Edit") {} }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before `destination`, as SwiftUI's extension does for `onMove`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.count(in: 0..<destination)
    for offset in source.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
  }
}

extension RangeReplaceableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's extension does for `onDelete`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
  }
}

/// How a `ProgressView` is drawn, as SwiftUI's style protocol: accepted; the
/// view keeps the model's estimated size whatever the style.
public protocol ProgressViewStyle {}

/// A bar, as SwiftUI's `LinearProgressViewStyle`.
public struct LinearProgressViewStyle: ProgressViewStyle, Sendable {
  public init() {}
  public init(tint: Color) {}
}

/// A spinner, as SwiftUI's `CircularProgressViewStyle`.
public struct CircularProgressViewStyle: ProgressViewStyle, Sendable {
  public init() {}
  public init(tint: Color) {}
}

/// The platform's choice, as SwiftUI's `DefaultProgressViewStyle`.
public struct DefaultProgressViewStyle: ProgressViewStyle, Sendable {
  public init() {}
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension View {
  /// Accepted: the progress views below keep the model's estimated sizes.
  public func progressViewStyle(_ style: some ProgressViewStyle) -> Self { self }
}

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

extension Color {
  /// A blend of this color and `other` (iOS 18): colors have no geometry, so the model keeps this one.
  public func mix(with other: Color, by fraction: Double) -> Color { self }
}

extension View {
  /// Accepted: the space between a list's rows (iOS 15); the model's list keeps its rows as they are.
  public func listRowSpacing(_ spacing: CGFloat?) -> Self { self }
}

/// What `.toolbar { … }` holds, as SwiftUI's `ToolbarContent`: the model's toolbar items are views, so a
/// toolbar of the file's own (`@ToolbarContentBuilder var items: some ToolbarContent`) is one too.
public typealias ToolbarContent = View

/// SwiftUI's builder of toolbar content: the model's view builder.
public typealias ToolbarContentBuilder = ViewBuilder
