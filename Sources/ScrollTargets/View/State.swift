import Foundation

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
    box = StateRecall.keep { Box(wrappedValue) }
  }

  /// A state whose first value is `value`.
  public init(initialValue value: Value) {
    box = StateRecall.keep { Box(value) }
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

/// The states views make, in the order made, kept from one making of a
/// view's tree to the next (``AppearActions``), as SwiftUI keeps a view's
/// state while the view stays: the second making takes the first's states
/// one by one while their types follow the same order, and makes new ones
/// from the first that does not (a view that an `onAppear` action brought).
final class StateRecall: @unchecked Sendable {
  /// The recall of the tree being made, if any.
  @TaskLocal static var current: StateRecall?
  private let lock = NSLock()
  private var kept: [AnyObject] = []
  private var next = 0
  private var replaying = false

  /// The state `make` makes, or the one made at this place the first time.
  static func keep<T: AnyObject>(_ make: () -> T) -> T {
    guard let recall = current else { return make() }
    if let old = recall.recalled(T.self) { return old }
    let made = make()
    recall.record(made)
    return made
  }

  /// Starts the second making: states are taken from the first, in order.
  func replay() {
    lock.lock()
    defer { lock.unlock() }
    (replaying, next) = (true, 0)
  }

  private func recalled<T: AnyObject>(_ type: T.Type) -> T? {
    lock.lock()
    defer { lock.unlock() }
    guard replaying else { return nil }
    if next < kept.count, let old = kept[next] as? T {
      next += 1
      return old
    }
    replaying = false
    return nil
  }

  private func record(_ state: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    if next == kept.count, !replaying, kept.count < Self.limit { kept.append(state); next += 1 }
  }

  /// The most states kept: a tree of 100,000 views with a few states each.
  static let limit = 1_000_000
}
