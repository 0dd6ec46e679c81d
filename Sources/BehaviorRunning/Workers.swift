import Synchronization

/// One slot per worker; worker `i` reads and writes slot `i` only, which is
/// why sharing the box across threads is safe.
/// The slots live in one fixed buffer, so writing one never touches another.
public final class PerWorker<Value>: @unchecked Sendable {
  @usableFromInline let slots: UnsafeMutableBufferPointer<Value>

  public init(_ values: [Value]) {
    slots = .allocate(capacity: values.count)
    _ = slots.initialize(from: values)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// Worker `worker`'s slot, read and written in place.
  @inlinable public subscript(worker: Int) -> Value {
    unsafeAddress { UnsafePointer(slots.baseAddress! + worker) }
    unsafeMutableAddress { slots.baseAddress! + worker }
  }

  public var values: [Value] { Array(slots) }
}

/// A thread-safe running count (relaxed: it orders nothing else).
public final class Counter: Sendable {
  @usableFromInline let count = Atomic<Int>(0)

  public init() {}

  @inlinable public func add(_ amount: Int) -> Int {
    count.add(amount, ordering: .relaxed).newValue
  }

  @inlinable public var value: Int { count.load(ordering: .relaxed) }
}
