import Foundation

// Animations and transitions, as a view file writes them. The model lays a
// view out once, at rest, so none of them changes a frame: each keeps what
// it was given (an animation its name and numbers) and is not run.

extension Animation {
  /// A named curve with its numbers: `easeInOut(duration: 0.3)`.
  static func named(_ base: String, _ numbers: KeyValuePairs<String, Double>) -> Animation {
    Animation(name: base + "(" + numbers.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")")
  }

  public static func easeInOut(duration: TimeInterval) -> Animation { named("easeInOut", ["duration": duration]) }
  public static func easeIn(duration: TimeInterval) -> Animation { named("easeIn", ["duration": duration]) }
  public static func easeOut(duration: TimeInterval) -> Animation { named("easeOut", ["duration": duration]) }
  public static func linear(duration: TimeInterval) -> Animation { named("linear", ["duration": duration]) }

  /// A timing curve of two control points.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    named("timingCurve", ["p1x": p1x, "p1y": p1y, "p2x": p2x, "p2y": p2y, "duration": duration])
  }

  /// A spring by its response and damping.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
    -> Animation
  {
    named("spring", ["response": response, "dampingFraction": dampingFraction, "blendDuration": blendDuration])
  }

  /// A spring by its duration and bounce.
  @_disfavoredOverload
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    named("spring", ["duration": duration, "bounce": bounce, "blendDuration": blendDuration])
  }

  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    named("bouncy", ["duration": duration, "extraBounce": extraBounce])
  }

  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    named("snappy", ["duration": duration, "extraBounce": extraBounce])
  }

  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    named("smooth", ["duration": duration, "extraBounce": extraBounce])
  }

  public static var interactiveSpring: Animation { Animation(name: "interactiveSpring") }

  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    named(
      "interactiveSpring", ["response": response, "dampingFraction": dampingFraction, "blendDuration": blendDuration])
  }

  /// A spring by its stiffness and damping.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    named(
      "interpolatingSpring",
      ["mass": mass, "stiffness": stiffness, "damping": damping, "initialVelocity": initialVelocity])
  }

  /// This animation started `delay` seconds later.
  public func delay(_ delay: TimeInterval) -> Animation { Animation(name: name + ".delay(\(delay))") }
  /// This animation played `speed` times as fast.
  public func speed(_ speed: Double) -> Animation { Animation(name: name + ".speed(\(speed))") }
  /// This animation repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(name: name + ".repeatForever(autoreverses: \(autoreverses))")
  }
  /// This animation repeated `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(name: name + ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
  }
}

/// Runs `body` and returns its result, as SwiftUI does; the model animates
/// nothing, so the change is made at once.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body` in `transaction` and returns its result, as SwiftUI does; the model animates nothing, so the
/// change is made at once.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body` with one property of the transaction set, as SwiftUI does (`withTransaction(\.disablesAnimations,
/// true) { … }`); the change is made at once.
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// When an animation counts as finished (`withAnimation(_:completionCriteria:_:completion:)`).
public enum AnimationCompletionCriteria: Sendable {
  case logicallyComplete
  case removed
}

/// Runs `body`, then `completion`, and returns `body`'s result: with nothing
/// animated, the animation is complete at once.
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

extension AnyTransition {
  /// A scale from `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(name: "scale(\(scale))")
  }

  /// A move in from `edge` and out to the opposite one.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }

  /// A move by `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }

  /// A move by `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }

  /// One transition in, another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
  }

  /// This transition and `other` together.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(name: "\(name)+\(other.name)")
  }

  /// This transition with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content changes in place (`contentTransition(.numericText())`), as in SwiftUI.
public struct ContentTransition: Sendable {
  let name: String

  public static var identity: ContentTransition { ContentTransition(name: "identity") }
  public static var opacity: ContentTransition { ContentTransition(name: "opacity") }
  public static var interpolate: ContentTransition { ContentTransition(name: "interpolate") }
  public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }

  /// A symbol's effect, such as `.symbolEffect(.replace)`.
  public static func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default)
    -> ContentTransition
  { ContentTransition(name: "symbolEffect(\(effect.name))") }

  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }

  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// What `matchedGeometryEffect` matches, as in SwiftUI.
public struct MatchedGeometryProperties: ExpressibleByArrayLiteral, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The union of `elements`: `[.a, .b]`.
  public init(arrayLiteral elements: MatchedGeometryProperties...) {
    self.init(rawValue: elements.reduce(0) { $0 | $1.rawValue })
  }
  public static var position: MatchedGeometryProperties { MatchedGeometryProperties(rawValue: 1) }
  public static var size: MatchedGeometryProperties { MatchedGeometryProperties(rawValue: 2) }
  public static var frame: MatchedGeometryProperties { [.position, .size] }
}

/// A namespace for `matchedGeometryEffect`'s identifiers, as SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: Sendable {
  /// A namespace's identity.
  public struct ID: Sendable {
    let value: Int
  }

  public init() {}

  /// The namespace; every one is the same in the model, which matches no geometry.
  public var wrappedValue: ID { ID(value: 0) }
}

extension View {
  /// Accepted and ignored: the animation of every change below.
  public func animation(_ animation: Animation?) -> Self { self }
  /// Accepted and ignored: how the content changes in place.
  public func contentTransition(_ transition: ContentTransition) -> Self { self }
  /// Accepted and ignored: the model matches no geometry, so each view keeps its own frame.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> Self { self }
  /// Accepted and ignored: the transaction of every change below.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }
}
