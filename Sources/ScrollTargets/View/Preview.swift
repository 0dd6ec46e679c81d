/// The older form of a preview, as in SwiftUI: a type whose `previews`
/// shows views. The tool takes it as a preview, as it takes `#Preview`.
@preconcurrency @MainActor public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}

extension View {
  /// Accepted and ignored: the name a preview shows.
  public func previewDisplayName(_ name: String?) -> Self { self }
  /// Accepted and ignored: the layout a preview takes.
  public func previewLayout(_ layout: PreviewLayout) -> Self { self }
  /// Accepted and ignored: the device a preview shows.
  public func previewDevice(_ device: PreviewDevice?) -> Self { self }
  /// Accepted and ignored.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }
}

/// A preview's layout; named only.
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// A preview's device; named only.
public struct PreviewDevice: Sendable, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// A preview's orientation; named only.
public struct InterfaceOrientation: Sendable {
  let name: String
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

/// The first of the previews a `PreviewProvider` gives, which Xcode's canvas
/// shows first, each preview on a screen of its own (`X()` and `X().preferredColorScheme(.dark)`
/// are two screens, not a column of two). The tool's own API, not SwiftUI's:
/// the entry point of a provider's layout makes it.
public struct _FirstPreview<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// The previews `make` gives; while they are made, each `ObservableObject` type keeps the first object
  /// given, the first preview's.
  public static func make(_ make: () -> Content) -> _FirstPreview {
    _FirstPreview(content: EnvironmentObjects.shared.keepingFirst(make))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    let node = try ViewNode.make(content)
    // A group or a block of previews is a list: its first view, with the group's modifiers.
    return ViewNode.siblings([node]).first ?? node
  }
}
