/// A transition, as in SwiftUI; named only.
public struct AnyTransition: Sendable {
  public var name: String

  public static let opacity = AnyTransition(name: "opacity")
  public static let slide = AnyTransition(name: "slide")
  public static let scale = AnyTransition(name: "scale")
  public static let identity = AnyTransition(name: "identity")
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
}
