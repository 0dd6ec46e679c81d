import ScrollTargets

/// The messages between the tool and the helper process that runs a compiled
/// behavior file: one request frame carries many calls, one response frame
/// their results, so the process boundary is crossed twice per batch.
///
/// This file is compiled into the tool and, embedded in it, into every
/// helper, so both ends share one encoding. A frame is a little-endian
/// `UInt32` byte count, then the payload. A request payload is the call kind
/// (one byte: ``targetCall``, ``propertiesCall``, or one of the hooks'), the
/// number of calls (`UInt32`), then each call's inputs; the response payload
/// is each call's result in the same order. Numbers are IEEE doubles,
/// little-endian; text is its UTF-8 byte count (`UInt32`), then the bytes; a
/// phase is its index in `ScrollPhase.allCases`.
enum ScrollScriptWire {
  /// `updateTarget(_:context:)`: a target and its context in, a target out.
  static let targetCall: UInt8 = 1
  /// `properties(context:)`: a properties context in, one byte (`limitsScrolls`) out.
  static let propertiesCall: UInt8 = 2
  /// Which hooks the behavior has: nothing in, one byte out, the sum of
  /// ``geometryHook`` and ``phaseHook`` for the protocols it conforms to.
  static let hooksCall: UInt8 = 3
  /// `onScrollGeometryChange(_:_:)`: two geometries in, the events it emitted out.
  static let geometryHookCall: UInt8 = 4
  /// `onScrollPhaseChange(_:_:)`: two phases in, the events it emitted out.
  static let phaseHookCall: UInt8 = 5
  /// The bits of ``hooksCall``'s answer.
  static let geometryHook: UInt8 = 1
  static let phaseHook: UInt8 = 2
  /// The largest frame either end accepts (bytes): 256 MiB.
  static let maximumFrameBytes = 256 << 20

  /// The mark a behavior's `print` puts at the start of each line it writes
  /// (`Helper/HelperPrint.swift`): byte 1, the line of the call in decimal,
  /// byte 2. The tool strips it and keeps the line as the print's location.
  static func printMark(line: UInt) -> String { "\u{1}\(line)\u{2}" }

  /// How the line a trapping helper writes to standard error starts
  /// (`Helper/TrapReport.swift`): byte 1 and `trap`, then the addresses.
  static let trapPrefix = "\u{1}trap"

  /// Bytes being written: a frame's payload after a 4-byte slot for its length.
  ///
  /// Values are stored into room that doubles as it fills, through a pointer
  /// this writer alone owns: a call is some twenty numbers, and appending
  /// each to an array costs more than the behavior's own work.
  struct Writer: ~Copyable {
    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    /// The bytes written so far, the length slot included.
    private(set) var count = 4

    init() {
      capacity = 4096
      base = .allocate(byteCount: capacity, alignment: 8)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes.
    mutating func reserve(_ extra: Int) {
      guard count + extra > capacity else { return }
      let grown = max(count + extra, 2 * capacity)
      let room = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 8)
      room.copyMemory(from: base, byteCount: count)
      base.deallocate()
      base = room
      capacity = grown
    }

    @inline(__always)
    private mutating func store<Value: FixedWidthInteger>(_ value: Value) {
      reserve(MemoryLayout<Value>.size)
      base.storeBytes(of: value.littleEndian, toByteOffset: count, as: Value.self)
      count += MemoryLayout<Value>.size
    }

    mutating func byte(_ value: UInt8) { store(value) }

    mutating func count(_ value: Int) { store(UInt32(truncatingIfNeeded: value)) }

    mutating func number(_ value: CGFloat) { store(Double(value).bitPattern) }

    mutating func target(_ target: ScrollTarget) {
      rect(target.rect)
      byte(target.anchor == nil ? 0 : 1)
      number(target.anchor?.x ?? 0)
      number(target.anchor?.y ?? 0)
    }

    mutating func rect(_ rect: CGRect) {
      number(rect.origin.x)
      number(rect.origin.y)
      number(rect.size.width)
      number(rect.size.height)
    }

    mutating func size(_ size: CGSize) {
      number(size.width)
      number(size.height)
    }

    mutating func environment(_ environment: EnvironmentValues) {
      byte(environment.layoutDirection == .leftToRight ? 0 : 1)
      byte(sizeClass(environment.horizontalSizeClass))
      byte(sizeClass(environment.verticalSizeClass))
    }

    private func sizeClass(_ value: UserInterfaceSizeClass?) -> UInt8 {
      switch value {
      case nil: 0
      case .compact: 1
      case .regular: 2
      }
    }

    mutating func context(_ context: ScrollTargetBehaviorContext) {
      target(context.originalTarget)
      number(context.velocity.dx)
      number(context.velocity.dy)
      size(context.contentSize)
      size(context.containerSize)
      size(context.boundsSize)
      byte(UInt8(bitPattern: context.axes.rawValue))
      environment(context.environment)
      count(context.targets.count)
      for rect in context.targets { self.rect(rect) }
    }

    mutating func text(_ value: String) {
      var value = value
      value.withUTF8 { bytes in
        count(bytes.count)
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        base.advanced(by: count).copyMemory(from: start, byteCount: bytes.count)
        count += bytes.count
      }
    }

    /// The offset and the two sizes: what a hook sees of the geometry.
    mutating func geometry(_ geometry: ScrollGeometry) {
      number(geometry.offset.x)
      number(geometry.offset.y)
      size(geometry.contentSize)
      size(geometry.containerSize)
      byte(geometry.primaryAxis == .horizontal ? 0 : 1)
    }

    mutating func phase(_ phase: ScrollPhase) {
      byte(UInt8(ScrollPhase.allCases.firstIndex(of: phase)!))
    }

    mutating func events(_ events: [(name: String, value: String)]) {
      count(events.count)
      for event in events {
        text(event.name)
        text(event.value)
      }
    }

    mutating func propertiesContext(_ context: ScrollTargetBehaviorPropertiesContext) {
      byte(UInt8(bitPattern: context.axes.rawValue))
      size(context.contentSize)
      size(context.containerSize)
      environment(context.environment)
    }

    /// Calls `body` with the frame: the payload's length written into its
    /// slot, then the payload. The writer is then empty again, its room kept
    /// for the next frame.
    mutating func finish<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
      base.storeBytes(of: UInt32(count - 4).littleEndian, toByteOffset: 0, as: UInt32.self)
      defer { count = 4 }
      return try body(UnsafeRawBufferPointer(start: base, count: count))
    }
  }

  /// A payload being read. Reading past its end is a malformed frame.
  struct Reader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    struct Malformed: Error {}

    mutating func byte() throws(Malformed) -> UInt8 {
      guard offset < bytes.count else { throw Malformed() }
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func count() throws(Malformed) -> Int {
      guard offset + 4 <= bytes.count else { throw Malformed() }
      defer { offset += 4 }
      return Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    mutating func number() throws(Malformed) -> CGFloat {
      guard offset + 8 <= bytes.count else { throw Malformed() }
      defer { offset += 8 }
      return CGFloat(
        Double(bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))))
    }

    mutating func rect() throws(Malformed) -> CGRect {
      CGRect(x: try number(), y: try number(), width: try number(), height: try number())
    }

    mutating func target() throws(Malformed) -> ScrollTarget {
      let rect = try rect()
      let hasAnchor = try byte() == 1
      let anchor = UnitPoint(x: try number(), y: try number())
      return ScrollTarget(rect: rect, anchor: hasAnchor ? anchor : nil)
    }

    mutating func size() throws(Malformed) -> CGSize {
      CGSize(width: try number(), height: try number())
    }

    mutating func environment() throws(Malformed) -> EnvironmentValues {
      let direction: LayoutDirection = try byte() == 0 ? .leftToRight : .rightToLeft
      return EnvironmentValues(
        layoutDirection: direction, horizontalSizeClass: try sizeClass(), verticalSizeClass: try sizeClass())
    }

    private mutating func sizeClass() throws(Malformed) -> UserInterfaceSizeClass? {
      switch try byte() {
      case 1: .compact
      case 2: .regular
      default: nil
      }
    }

    mutating func context() throws(Malformed) -> ScrollTargetBehaviorContext {
      let original = try target()
      let velocity = CGVector(dx: try number(), dy: try number())
      let content = try size()
      let container = try size()
      let bounds = try size()
      let axes = Axis.Set(rawValue: Int8(bitPattern: try byte()))
      let environment = try environment()
      let targetCount = try count()
      guard targetCount <= (bytes.count - offset) / 32 else { throw Malformed() }
      var targets: [CGRect] = []
      targets.reserveCapacity(targetCount)
      for _ in 0..<targetCount { targets.append(try rect()) }
      return ScrollTargetBehaviorContext(
        originalTarget: original, velocity: velocity, contentSize: content, containerSize: container, axes: axes,
        environment: environment, targets: targets, boundsSize: bounds)
    }

    mutating func text() throws(Malformed) -> String {
      let length = try count()
      guard length <= bytes.count - offset else { throw Malformed() }
      defer { offset += length }
      return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
    }

    mutating func geometry() throws(Malformed) -> ScrollGeometry {
      let offset = CGPoint(x: try number(), y: try number())
      let content = try size()
      let container = try size()
      let axis: Axis = try byte() == 0 ? .horizontal : .vertical
      return ScrollGeometry(offset: offset, contentSize: content, containerSize: container, primaryAxis: axis)
    }

    mutating func phase() throws(Malformed) -> ScrollPhase {
      let index = Int(try byte())
      guard index < ScrollPhase.allCases.count else { throw Malformed() }
      return ScrollPhase.allCases[index]
    }

    mutating func events() throws(Malformed) -> [(name: String, value: String)] {
      let count = try count()
      // Each event takes at least its two counts.
      guard count <= (bytes.count - offset) / 8 else { throw Malformed() }
      var events: [(name: String, value: String)] = []
      events.reserveCapacity(count)
      for _ in 0..<count { events.append((try text(), try text())) }
      return events
    }

    mutating func propertiesContext() throws(Malformed) -> ScrollTargetBehaviorPropertiesContext {
      let axes = Axis.Set(rawValue: Int8(bitPattern: try byte()))
      return ScrollTargetBehaviorPropertiesContext(
        axes: axes, contentSize: try size(), containerSize: try size(), environment: try environment())
    }
  }

  /// Writes all of `bytes` to `descriptor`; false when the other end is gone.
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var done = 0
    while done < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + done, bytes.count - done)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      done += written
    }
    return true
  }
}
