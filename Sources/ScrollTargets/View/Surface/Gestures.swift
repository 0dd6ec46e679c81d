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
public struct GestureMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
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
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize
  }

  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// A tap, or several, as in SwiftUI.
public struct TapGesture: Gesture, Sendable {
  public typealias Value = Void
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it was, as in SwiftUI.
public struct SpatialTapGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }

  public var count: Int
  public var coordinateSpace: CoordinateSpace

  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
}

/// A long press, as in SwiftUI; its value is whether the press is down.
public struct LongPressGesture: Gesture, Sendable {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A pinch, as in SwiftUI.
public struct MagnifyGesture: Gesture, Sendable {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }

  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch whose value is the scale, as in SwiftUI before `MagnifyGesture`.
public struct MagnificationGesture: Gesture, Sendable {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation, as in SwiftUI.
public struct RotateGesture: Gesture, Sendable {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }

  public var minimumAngleDelta: Angle
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
public struct SensoryFeedback: Hashable, Sendable {
  public var name: String

  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let impact = SensoryFeedback(name: "impact")

  /// How heavy an impact feels.
  public struct Weight: Hashable, Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }

  /// How stiff an impact feels.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    public static let rigid = Flexibility(name: "rigid")
    public static let solid = Flexibility(name: "solid")
    public static let soft = Flexibility(name: "soft")
  }

  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact(weight: \(weight.name), intensity: \(intensity))")
  }

  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact(flexibility: \(flexibility.name), intensity: \(intensity))")
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
