import Synchronization

/// One slot per worker; worker `i` reads and writes slot `i` only, which is
/// why sharing the box across threads is safe.
/// The slots live in one fixed buffer, so writing one never touches another.
public final class PerWorker<Value>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Value>

  public init(_ values: [Value]) {
    slots = .allocate(capacity: values.count)
    _ = slots.initialize(from: values)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  public subscript(worker: Int) -> Value {
    get { slots[worker] }
    set { slots[worker] = newValue }
  }

  public var values: [Value] { Array(slots) }
}

/// A thread-safe running count (relaxed: it orders nothing else).
public final class Counter: Sendable {
  private let count = Atomic<Int>(0)

  public init() {}

  public func add(_ amount: Int) -> Int {
    count.add(amount, ordering: .relaxed).newValue
  }

  public var value: Int { count.load(ordering: .relaxed) }
}
