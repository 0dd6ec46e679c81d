/// A view that takes all it is offered and hands its size and place to the
/// view it makes, as in SwiftUI: offered nothing on an axis, it takes 10 pt
/// there (the default of views that fill). Its content is laid out from its
/// top-leading corner and offered the reader's size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: (GeometryProxy) -> Content
  let at: ViewLocation

  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: @escaping (GeometryProxy) -> Content
  ) {
    self.content = content
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    let content = content
    return .layout(Reader(at: at) { proxy throws(ViewLayoutError) in try ViewNode.make(content(proxy)) })
  }

  /// The layout of a `GeometryReader`: its content made anew for each size and place.
  struct Reader: NodeLayout {
    var at: ViewLocation
    var make: (GeometryProxy) throws(ViewLayoutError) -> ViewNode
    var firstLocation: ViewLocation? { at }

    func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
      throws(ViewLayoutError) -> CGSize
    {
      let size = CGSize(
        width: proposal.width.map { $0.isFinite ? $0 : ViewLayout.defaultFillLength } ?? ViewLayout.defaultFillLength,
        height: proposal.height.map { $0.isFinite ? $0 : ViewLayout.defaultFillLength }
          ?? ViewLayout.defaultFillLength)
      let placed = origin ?? .zero
      let proxy = GeometryProxy(
        size: size, safeAreaInsets: .zero, globalOrigin: context.scrollAxes.isEmpty ? placed : nil,
        scrollOrigin: context.scrollAxes.isEmpty ? nil : placed, scrollBounds: context.scrollBounds)
      var inner = context
      inner.stackAxis = nil
      inner.fixedAxes = []
      let content = try make(proxy)
      _ = try pass.size(of: content, offered: Proposal(size), inner, at: origin)
      return size
    }
  }
}

/// The size and place of a `GeometryReader`, as in SwiftUI.
///
/// `size` is the reader's. Frames are in the space asked: `.local` from the
/// reader's own corner; `.global` on the screen; `.scrollView` in the
/// nearest scroll view's content, at its resting offset of 0 (the model lays
/// out, it does not scroll). A frame the model cannot place, such as
/// `.global` inside a scroll view's content, is given in that content's
/// space instead.
public struct GeometryProxy {
  /// The reader's size (pt).
  public let size: CGSize
  /// The safe area the reader reaches into; zero in the model, whose readers sit inside it.
  public let safeAreaInsets: EdgeInsets
  let globalOrigin: CGPoint?
  let scrollOrigin: CGPoint?
  let scrollBounds: CGRect?

  /// The reader's frame in `space`.
  public func frame(in space: some CoordinateSpaceProtocol) -> CGRect {
    let origin: CGPoint
    switch space.coordinateSpace {
    case .local, .named: origin = .zero
    case .global: origin = globalOrigin ?? scrollOrigin ?? .zero
    case .scrollView: origin = scrollOrigin ?? globalOrigin ?? .zero
    }
    return CGRect(origin: origin, size: size)
  }

  /// The bounds of the scroll view around the reader (from the content's origin at rest), or `nil` outside one.
  public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
    switch space.coordinateSpace {
    case .scrollView: scrollBounds
    default: nil
    }
  }
}

/// A coordinate space, as `GeometryProxy.frame(in:)` and `coordinateSpace(name:)` take it.
public enum CoordinateSpace: Hashable {
  case global, local, scrollView
  case named(AnyHashable)
}

/// A coordinate space named in SwiftUI's newer form: `.global`, `.local`, `.scrollView`, `.named("x")`.
public protocol CoordinateSpaceProtocol {
  var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space (`.scrollView`, `.named("list")`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  public let coordinateSpace: CoordinateSpace
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(coordinateSpace: .scrollView) }
  /// The scroll view along `axis`; the model has one space for both.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(name)))
  }
}

/// The screen's space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
  public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { self }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static var scrollView: NamedCoordinateSpace { .scrollView }
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace { .scrollView }
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace.named(name) }
}

extension View {
  /// Names the view's space for `frame(in: .named(…))`; the model gives named spaces the reader's own.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> Self { self }
}

extension View {
  /// Accepted and ignored: an effect drawn from the view's geometry changes no layout.
  public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> Self {
    self
  }
}
