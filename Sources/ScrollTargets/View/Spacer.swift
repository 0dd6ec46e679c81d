/// Flexible space along the axis of the stack it is in, as in SwiftUI.
///
/// Offered a length, it takes it (at least `minLength`); offered nothing (a
/// scroll view's scrolling axis), it takes `minLength`, or 8 pt when `nil`,
/// the model's reading of the system spacing (see docs/views.md). Across the
/// axis it takes no room.
public struct Spacer: View, PrimitiveView {
  public typealias Body = Never
  /// The least length along the stack's axis (pt); `nil` for the default.
  public var minLength: CGFloat?

  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { .spacer(minLength: minLength) }
}
