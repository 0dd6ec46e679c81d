/// Read and write access to a value owned elsewhere, as SwiftUI's `Binding`:
/// what `$state` gives and `scrollPosition(id:)` takes.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let getValue: () -> Value
  let setValue: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }

  /// A binding passed on (`@Binding var value: Int` set from `$value`).
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself: `$value`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$item.title`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let getValue = self.getValue
    let setValue = self.setValue
    return Binding<Subject>(
      get: { getValue()[keyPath: keyPath] },
      set: { newValue in
        var value = getValue()
        value[keyPath: keyPath] = newValue
        setValue(value)
      })
  }
}
