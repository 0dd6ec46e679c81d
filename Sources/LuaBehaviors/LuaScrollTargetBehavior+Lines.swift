import CLuaBridge

extension LuaScrollTargetBehavior {
  /// Whether the script's calls count the pairs of consecutive lines they run
  /// (a line hook beside the budget's count hook). Off by default: the hook
  /// then costs nothing. Turning it on allocates 48 KiB once.
  public var countsLines: Bool {
    get { host.countsLines }
    set { host.countsLines = newValue }
  }

  /// The line pairs the calls reached since the last take, each as a slot
  /// number times 8 plus the bucket of its hit count (1, 2, 3, 4–7, 8–15,
  /// 16–31, 32–127, 128 or more: as AFL buckets loop counts), in the order first
  /// reached; then forgets them. Empty when ``countsLines`` is off.
  public func takeLinesReached() -> [UInt32] {
    host.takeLinesReached()
  }
}

extension LuaHost {
  var countsLines: Bool {
    get {
      var slots: UnsafePointer<UInt16>?
      var hits: UnsafePointer<UInt8>?
      _ = slb_host_lines_reached(host, &slots, &hits)
      return hits != nil
    }
    set { _ = slb_host_count_lines(host, newValue ? 1 : 0) }
  }

  func takeLinesReached() -> [UInt32] {
    var slots: UnsafePointer<UInt16>?
    var hits: UnsafePointer<UInt8>?
    let count = Int(slb_host_lines_reached(host, &slots, &hits))
    guard count > 0, let slots, let hits else { return [] }
    var reached: [UInt32] = []
    reached.reserveCapacity(count)
    for index in 0..<count {
      let slot = slots[index]
      reached.append(UInt32(slot) << 3 | Self.bucket(hits[Int(slot)]))
    }
    slb_host_clear_lines(host)
    return reached
  }

  /// The bucket (0…7) of a hit count from 1 to 255.
  static func bucket(_ hits: UInt8) -> UInt32 {
    switch hits {
    case 0...1: 0
    case 2: 1
    case 3: 2
    case 4...7: 3
    case 8...15: 4
    case 16...31: 5
    case 32...127: 6
    default: 7
    }
  }
}
