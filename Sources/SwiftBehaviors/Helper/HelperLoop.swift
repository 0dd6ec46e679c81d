import ScrollTargets

/// The helper process's side: reads request frames from standard input, a
/// socket, runs the behavior on each call (`updateTarget`, `properties`, or
/// a hook of ``ScrollGeometryObserving`` or ``ScrollPhaseObserving``) and
/// answers each frame with one response frame on the same socket. Ends when the input ends, taking its
/// process group (whatever the behavior forked) with it.
///
/// Before the behavior is made, the helper caps its own data segment
/// (`RLIMIT_DATA`: the heap, anonymous mappings, thread stacks) at the bytes
/// its first argument gives, so an allocation past the cap fails (the
/// runtime's "Fatal error: failed to allocate …") instead of growing the
/// machine's memory.
///
/// A fatal signal writes where it came from before it ends the helper
/// (``ScrollScriptTrapReport``).
///
/// Standard output and error are another channel, which the tool reads as
/// printed lines, so a `print` in the behavior cannot corrupt the frames;
/// standard output is flushed before every response, so a call's lines come
/// before its answer.
enum ScrollScriptHelperLoop {
  static func serve<Behavior: ScrollTargetBehavior>(_ make: () -> Behavior) -> Never {
    ScrollScriptTrapReport.install()
    if CommandLine.arguments.count > 1 { capMemory(CommandLine.arguments[1]) }
    var behavior = make()
    var request: [UInt8] = []
    var response = ScrollScriptWire.Writer()
    while readFrame(into: &request) {
      let ok = request.withUnsafeBytes { payload in
        var reader = ScrollScriptWire.Reader(payload)
        do {
          let kind = try reader.byte()
          let count = try reader.count()
          response.reserve(count * 49)
          for _ in 0..<count { try serve(kind, of: &behavior, reading: &reader, answering: &response) }
          return true
        } catch {
          return false
        }
      }
      guard ok else { exit(3) }
      fflush(nil)
      guard response.finish({ ScrollScriptWire.writeAll($0, to: 0) }) else { end() }
    }
    end()
  }

  /// Serves one call of `kind`: reads its inputs, runs it on `behavior`, writes its result.
  private static func serve<Behavior: ScrollTargetBehavior>(
    _ kind: UInt8, of behavior: inout Behavior, reading reader: inout ScrollScriptWire.Reader,
    answering response: inout ScrollScriptWire.Writer
  ) throws(ScrollScriptWire.Reader.Malformed) {
    switch kind {
    case ScrollScriptWire.targetCall:
      var target = try reader.target()
      let context = try reader.context()
      behavior.updateTarget(&target, context: context)
      response.target(target)
    case ScrollScriptWire.propertiesCall:
      let properties = behavior.properties(context: try reader.propertiesContext())
      response.byte(properties.limitsScrolls ? 1 : 0)
    case ScrollScriptWire.hooksCall:
      response.byte(
        (behavior is any ScrollGeometryObserving ? ScrollScriptWire.geometryHook : 0)
          | (behavior is any ScrollPhaseObserving ? ScrollScriptWire.phaseHook : 0))
    case ScrollScriptWire.geometryHookCall:
      let (old, new) = (try reader.geometry(), try reader.geometry())
      _ = ScrollHookEvents.take()
      if var observer = behavior as? any ScrollGeometryObserving {
        observer.onScrollGeometryChange(old, new)
        // The hook may have changed the behavior's state, which its next calls see.
        behavior = observer as! Behavior
      }
      response.events(ScrollHookEvents.take())
    case ScrollScriptWire.phaseHookCall:
      let (old, new) = (try reader.phase(), try reader.phase())
      _ = ScrollHookEvents.take()
      if var observer = behavior as? any ScrollPhaseObserving {
        observer.onScrollPhaseChange(old, new)
        behavior = observer as! Behavior
      }
      response.events(ScrollHookEvents.take())
    default:
      throw ScrollScriptWire.Reader.Malformed()
    }
  }

  /// Caps the process's memory at the bytes `argument` gives, when it is a
  /// positive number: its data segment (`RLIMIT_DATA`, which Linux enforces)
  /// and the growth of its resident size (a watchdog, the bound on macOS).
  /// `watchdog:BYTES` sets the watchdog alone, as on macOS. A layout run does it too.
  static func capMemory(_ argument: String) {
    let watchdogOnly = argument.hasPrefix("watchdog:")
    guard let bytes = Int(watchdogOnly ? argument.dropFirst("watchdog:".count) : argument[...]), bytes > 0 else {
      return
    }
    if !watchdogOnly { ScrollScriptHelperPlatform.capData(UInt64(bytes)) }
    ScrollScriptHelperPlatform.watchResident(cap: bytes)
  }

  /// Ends the helper and every process of its group.
  private static func end() -> Never {
    fflush(nil)
    kill(0, SIGKILL)
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
