/// A value a view owns, as SwiftUI's `@State`: read and written through the
/// property, shared with child views through `$name`, a ``Binding``.
///
/// The model keeps the value in a box of its own, so a view's `body` can set
/// it; nothing is redrawn, since the model lays a view out once.
@propertyWrapper
public struct State<Value> {
  final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  let box: Box

  /// A state whose first value is `wrappedValue` (`@State var cards = [1, 2, 3]`).
  public init(wrappedValue: Value) {
    box = Box(wrappedValue)
  }

  /// A state whose first value is `value`.
  public init(initialValue value: Value) {
    box = Box(value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value: `$name`.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state whose first value is `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}
