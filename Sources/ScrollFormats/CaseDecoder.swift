import CCaseJSON
import Foundation
import ScrollTargets

/// Reads case lines fast, with the same results and errors as
/// ``TargetCase/init(json:)-(Data)``.
///
/// A line in the common shape is parsed by simdjson (the `CCaseJSON`
/// target) into a flat struct; any other line (malformed, or written in a
/// way the fast reader leaves to the exact one, such as a `null` member) is
/// read again by the exact reader, which gives the error with its path or its
/// line and column. Either way the values go through the same validator.
///
/// A decoder keeps its buffers between lines; it is not for use from several
/// threads at once.
public final class CaseDecoder {
  private let parser: OpaquePointer?

  public init() {
    parser = ccj_parser_create()
  }

  deinit {
    ccj_parser_destroy(parser)
  }

  /// The case on the line `bytes` (UTF-8, without its newline).
  ///
  /// - Throws: ``InputError`` as ``TargetCase/init(json:)-(Data)`` does.
  public func decode(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> TargetCase {
    guard let file = fastRead(bytes) else { return try TargetCase(json: bytes) }
    return try TargetCase(validating: file)
  }

  /// The longest line the fast reader takes (bytes). Its buffers grow to the
  /// longest line it has seen and stay that size, several bytes for each byte
  /// of the line; a longer line goes to the exact reader, which keeps nothing,
  /// so one huge line does not hold hundreds of megabytes for the rest of a run.
  public static let fastLineLimit = 1 << 20

  /// The line's values when the fast reader takes it, else `nil`.
  func fastRead(_ bytes: UnsafeRawBufferPointer) -> CaseFile? {
    guard let parser, let base = bytes.baseAddress, bytes.count <= Self.fastLineLimit else { return nil }
    var line = ccj_case()
    guard ccj_parse_case(parser, base.assumingMemoryBound(to: CChar.self), bytes.count, &line) == 1 else {
      return nil
    }
    var file = CaseFile(
      target: CGRect(line.target), anchor: line.has_anchor == 1 ? CGPoint(x: line.anchor_x, y: line.anchor_y) : nil,
      originalTarget: CGRect(line.original_target),
      velocity: CGVector(dx: line.velocity_dx, dy: line.velocity_dy),
      contentSize: CGSize(width: line.content_width, height: line.content_height),
      containerSize: CGSize(width: line.container_width, height: line.container_height),
      boundsSize: line.has_bounds == 1 ? CGSize(width: line.bounds_width, height: line.bounds_height) : nil)
    if line.axes != 0 {
      file.axes = []
      if line.axes & 1 != 0 { file.axes.insert(.horizontal) }
      if line.axes & 2 != 0 { file.axes.insert(.vertical) }
    }
    if line.target_count > 0, let targets = line.targets {
      file.targets = Array(unsafeUninitializedCapacity: line.target_count) { buffer, count in
        for index in 0..<line.target_count {
          let frame = targets + 4 * index
          buffer[index] = CGRect(
            origin: CGPoint(x: frame[0], y: frame[1]), size: CGSize(width: frame[2], height: frame[3]))
        }
        count = line.target_count
      }
    }
    switch line.layout_direction {
    case 1: file.environment.layoutDirection = .leftToRight
    case 2: file.environment.layoutDirection = .rightToLeft
    default: break
    }
    if let sizeClass = Self.sizeClass(line.horizontal_size_class) { file.environment.horizontalSizeClass = sizeClass }
    if let sizeClass = Self.sizeClass(line.vertical_size_class) { file.environment.verticalSizeClass = sizeClass }
    return file
  }

  private static func sizeClass(_ code: UInt8) -> UserInterfaceSizeClass? {
    switch code {
    case 1: .compact
    case 2: .regular
    default: nil
    }
  }
}

extension CGRect {
  fileprivate init(_ rect: ccj_rect) {
    self.init(origin: CGPoint(x: rect.x, y: rect.y), size: CGSize(width: rect.width, height: rect.height))
  }
}

extension CaseDecoder {
  /// Whether the fast reader takes the line (for tests that it does take the common shapes).
  public func takesFast(_ bytes: UnsafeRawBufferPointer) -> Bool {
    fastRead(bytes) != nil
  }
}
