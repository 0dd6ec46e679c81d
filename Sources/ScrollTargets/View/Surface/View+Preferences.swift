import Foundation

// The ways views hand values to one another (preference keys, environment
// keys), watch their geometry (`onGeometryChange`), and move along a
// stack's alignment (`alignmentGuide`), and iOS 18's `ScrollPosition`.
// The model lays a screen out once, as it first shows: preferences are not
// collected, actions are not run, a custom environment key reads its
// default, and an alignment guide leaves the view where its stack puts it.

/// A value views below hand up to views above, as in SwiftUI.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A value of the environment of the app's own, as in SwiftUI.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  /// A key of the app's own: the value a view above gave (`.environment(\.service, Mock())`), else its
  /// default. As the objects views give (``EnvironmentObjects``), one value a key serves the whole layout.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { EnvironmentObjects.shared.value(for: K.self) }
    set { EnvironmentObjects.shared.setValue(newValue, for: K.self) }
  }
}

/// A view's size and alignment guides, as `alignmentGuide`'s closure sees them.
public struct ViewDimensions {
  public let width: CGFloat
  public let height: CGFloat
  public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
  public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
  /// Accepted and ignored: preferences are not collected.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> Self { self }
  /// Accepted and ignored: preferences are not collected.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  )
    -> Self
  { self }
  /// Accepted and ignored: the action is not run.
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
    -> Self where K.Value: Equatable
  { self }
  /// Accepted and ignored: the view stays where its stack's alignment puts it.
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self {
    self
  }
  /// Accepted and ignored: the view stays where its stack's alignment puts it.
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self {
    self
  }
  /// Accepted and ignored: the action is not run.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> Self { self }
  /// Accepted and ignored: the action is not run.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> Self { self }
  /// Accepted: the model reads no scroll position; the binding is kept by the user's code.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> Self { self }
}

/// Where a scroll view is scrolled to (iOS 18), as in SwiftUI; the model
/// keeps what it is told and scrolls nothing: a layout is the first screen.
public struct ScrollPosition: Sendable {
  /// The edge scrolled to, if that was the last request.
  public private(set) var edge: Edge?
  /// The point scrolled to, if that was the last request.
  public private(set) var point: CGPoint?
  /// False: the user scrolls nothing in a layout.
  public var isPositionedByUser: Bool { false }
  private var id: AnyHashableSendable?

  public init(edge: Edge? = nil) { self.edge = edge }
  public init(point: CGPoint) { self.point = point }
  public init<ID: Hashable & Sendable>(idType: ID.Type = ID.self) {}
  public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) { self.id = AnyHashableSendable(id) }
  public init(x: CGFloat = 0, y: CGFloat = 0) { self.point = CGPoint(x: x, y: y) }

  /// The id scrolled to, if it is of type `type`.
  public func viewID<ID: Hashable>(type: ID.Type) -> ID? { id?.value as? ID }
  /// The id scrolled to.
  public var viewID: (any Hashable & Sendable)? { id?.value }

  public mutating func scrollTo(edge: Edge) { (self.edge, point, id) = (edge, nil, nil) }
  public mutating func scrollTo(point: CGPoint) { (edge, self.point, id) = (nil, point, nil) }
  public mutating func scrollTo(x: CGFloat) { (edge, point, id) = (nil, CGPoint(x: x, y: 0), nil) }
  public mutating func scrollTo(y: CGFloat) { (edge, point, id) = (nil, CGPoint(x: 0, y: y), nil) }
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { (edge, point, id) = (nil, CGPoint(x: x, y: y), nil) }
  public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
    (edge, point, self.id) = (nil, nil, AnyHashableSendable(id))
  }
}

/// An id of any hashable, sendable type.
struct AnyHashableSendable: Sendable {
  let value: any Hashable & Sendable
  init(_ value: some Hashable & Sendable) { self.value = value }
}
