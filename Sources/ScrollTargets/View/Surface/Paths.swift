import Foundation

// Paths, and shapes of the file's own: each fills what it is offered, as the model's shapes do.

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
