import ScrollTargets

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The helper process's side: reads request frames from standard input,
/// runs `behavior` on each call and answers each frame with one response
/// frame on what was standard output. Ends when the input ends.
///
/// Standard output is then pointed at standard error, so a `print` in the
/// behavior cannot corrupt the frames.
enum ScrollScriptHelperLoop {
  static func serve(_ behavior: some ScrollTargetBehavior) -> Never {
    let output = dup(1)
    dup2(2, 1)
    var request: [UInt8] = []
    var response = ScrollScriptWire.Writer()
    while readFrame(into: &request) {
      let ok = request.withUnsafeBytes { payload in
        var reader = ScrollScriptWire.Reader(payload)
        do {
          let kind = try reader.byte()
          let count = try reader.count()
          response.reserve(count * 49)
          for _ in 0..<count {
            if kind == ScrollScriptWire.targetCall {
              var target = try reader.target()
              let context = try reader.context()
              behavior.updateTarget(&target, context: context)
              response.target(target)
            } else {
              let properties = behavior.properties(context: try reader.propertiesContext())
              response.byte(properties.limitsScrolls ? 1 : 0)
            }
          }
          return true
        } catch {
          return false
        }
      }
      guard ok else { exit(3) }
      guard response.finish({ ScrollScriptWire.writeAll($0, to: output) }) else { exit(0) }
    }
    exit(0)
  }

  /// Reads one frame's payload into `buffer`; false at the end of the input.
  private static func readFrame(into buffer: inout [UInt8]) -> Bool {
    var header = [UInt8](repeating: 0, count: 4)
    guard readExactly(&header, count: 4) else { return false }
    let length = Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24
    guard length <= ScrollScriptWire.maximumFrameBytes else { return false }
    if buffer.count != length { buffer = [UInt8](repeating: 0, count: length) }
    return readExactly(&buffer, count: length)
  }

  private static func readExactly(_ buffer: inout [UInt8], count: Int) -> Bool {
    var done = 0
    while done < count {
      let got = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + done, count - done) }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return false }
      done += got
    }
    return true
  }
}
