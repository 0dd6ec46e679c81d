import Foundation

// Gestures, as a view file declares them: they compile and are kept, and
// no action is called, since the model lays a view out once and takes no
// touches (a scenario's steps drive the scroll view instead).

/// A gesture, as in SwiftUI: what `.gesture(_:)` attaches. `Value` is what
/// its actions would be given.
public protocol Gesture {
  associatedtype Value
}

extension Gesture {
  /// Accepted: the action is kept and not called.
  public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
  /// Accepted: the action is kept and not called.
  public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
  /// Accepted: the gesture state stays at its first value.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> Self { self }
}

/// Which gestures of a view and its subviews are enabled, as in SwiftUI.
public struct GestureMask: ExpressibleByArrayLiteral, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The union of `elements`: `[.a, .b]`.
  public init(arrayLiteral elements: GestureMask...) {
    self.init(rawValue: elements.reduce(0) { $0 | $1.rawValue })
  }
  public static var none: GestureMask { GestureMask(rawValue: 0) }
  public static var gesture: GestureMask { GestureMask(rawValue: 1) }
  public static var subviews: GestureMask { GestureMask(rawValue: 2) }
  public static var all: GestureMask { [.gesture, .subviews] }
}

/// The context of a state change, as in SwiftUI: its animation.
public struct Transaction {
  public var animation: Animation?
  public var disablesAnimations = false

  public init(animation: Animation? = nil) {
    self.animation = animation
  }
}

/// A drag, as in SwiftUI.
public struct DragGesture: Gesture {
  /// Where and how fast the drag is.
  public struct Value: Equatable, Sendable {
    public let time: Date
    public let location: CGPoint
    public let startLocation: CGPoint
    public let translation: CGSize
    public let velocity: CGSize
    public let predictedEndLocation: CGPoint
    public let predictedEndTranslation: CGSize
  }

  public let minimumDistance: CGFloat
  public let coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// A tap, or several, as in SwiftUI.
public struct TapGesture: Gesture, Sendable {
  public typealias Value = Void
  public let count: Int
  public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it was, as in SwiftUI.
public struct SpatialTapGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public let location: CGPoint
  }

  public let count: Int
  public let coordinateSpace: CoordinateSpace

  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
}

/// A long press, as in SwiftUI; its value is whether the press is down.
public struct LongPressGesture: Gesture, Sendable {
  public typealias Value = Bool
  public let minimumDuration: Double
  public let maximumDistance: CGFloat

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A pinch, as in SwiftUI.
public struct MagnifyGesture: Gesture, Sendable {
  public struct Value: Equatable, Sendable {
    public let time: Date
    public let magnification: CGFloat
    public let velocity: CGFloat
    public let startAnchor: UnitPoint
    public let startLocation: CGPoint
  }

  public let minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch whose value is the scale, as in SwiftUI before `MagnifyGesture`.
public struct MagnificationGesture: Gesture, Sendable {
  public typealias Value = CGFloat
  public let minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation, as in SwiftUI.
public struct RotateGesture: Gesture, Sendable {
  public struct Value: Equatable, Sendable {
    public let time: Date
    public let rotation: Angle
    public let velocity: Angle
    public let startAnchor: UnitPoint
    public let startLocation: CGPoint
  }

  public let minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A value a gesture sets while it runs and that returns to its first value
/// after, as SwiftUI's `@GestureState`. In the model no gesture runs, so it
/// keeps its first value.
@propertyWrapper
public struct GestureState<Value> {
  let initial: Value

  public init(wrappedValue: Value) {
    initial = wrappedValue
  }

  public init(initialValue: Value) {
    initial = initialValue
  }

  public init(wrappedValue: Value, resetTransaction: Transaction) {
    initial = wrappedValue
  }

  /// The value: its first one.
  public var wrappedValue: Value { initial }

  /// The state itself, for `updating($state)`.
  public var projectedValue: GestureState<Value> { self }
}

/// The feedback a device plays, as in SwiftUI; the model plays none.
public enum SensoryFeedback: Sendable {
  case success
  case warning
  case error
  case selection
  case increase
  case decrease
  case start
  case stop
  case alignment
  case levelChange
  case impact

  /// How heavy an impact feels.
  public enum Weight: Sendable {
    case light, medium, heavy
  }

  /// How stiff an impact feels.
  public enum Flexibility: Sendable {
    case rigid, solid, soft
  }

  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    .impact
  }

  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    .impact
  }
}

extension View {
  /// Accepted and ignored: the gesture is kept, no touch reaches it.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
  /// Accepted and ignored.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
  /// Accepted and ignored.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
  /// Accepted and ignored: the action is not called.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> Self { self }
  /// Accepted and ignored: the action is not called.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> Self { self }
  /// Accepted and ignored: the model plays no feedback.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
  /// Accepted and ignored.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> Self { self }
  /// Accepted and ignored: a name for `DragGesture(coordinateSpace: .named(_:))`.
  public func coordinateSpace<T: Hashable>(name: T) -> Self { self }
}

extension View {
  /// Accepted and ignored: nothing is dragged in a layout.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Self { self }
  /// Accepted and ignored: nothing is dragged in a layout.
  public func draggable<T: Transferable, P: View>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> P
  ) -> Self { self }
  /// Accepted and ignored: nothing is dropped in a layout.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> Self { self }
}
