/// The resources one behavior a user wrote may use, whatever its language: a
/// memory cap, and an instruction and a wall-clock budget for loading and for
/// each call. Each language takes what it needs: a Lua script all of them (the
/// instructions are its VM's), a `.swift` file run in its helper the memory
/// cap, the call's time and the printed lines.
///
/// A behavior that goes over a budget fails with a ``BehaviorFailure`` of kind
/// `.timeout`, one that goes over the cap with `.memory`. A script cannot
/// catch either with its own `pcall`: after a budget runs out, every further
/// instruction raises again until the error reaches the host.
///
/// ```swift
/// var limits = BehaviorLimits()
/// limits.callInstructions = 1_000_000   // tighter, for a batch of 100,000 cases
/// let behavior = try LuaScrollTargetBehavior(source: source, path: "paging.lua", limits: limits)
/// ```
public struct BehaviorLimits: Hashable, Sendable {
  /// The memory cap of the script's state, in bytes. Default 64 MiB.
  ///
  /// A fresh sandbox takes about 30 KB; deep recursion (up to Lua's limit of
  /// 1,000,000 stack slots) about 30 MB.
  public var memoryBytes: Int

  /// The instructions loading may run (the chunk's top-level code). Default 10,000,000.
  public var loadInstructions: Int
  /// The wall-clock time loading may take, in seconds. Default 1.
  public var loadSeconds: Double

  /// The instructions one call may run (`updateTarget`, `properties` or
  /// `onScrollGeometryChange`). Default 10,000,000, several hundred times what
  /// the reference behaviors need.
  public var callInstructions: Int
  /// The wall-clock time one call may take, in seconds. Default 1.
  ///
  /// The clock starts at the first budget check, at most ``hookInterval``
  /// instructions into the call, so short calls never read it. Work inside C
  /// library functions is charged to the instruction budget as it is done
  /// (see docs/lua-api.md, "Limits"), so it is checked too.
  public var callSeconds: Double

  /// The instructions between two budget checks (a script's). Default 1000.
  ///
  /// Budgets are enforced to within one interval. A check costs about 25 ns
  /// (a clock read), about 1% of the time the interval's instructions take.
  /// Beyond 64 KiB of memory in use the checks come proportionally more often
  /// (one VM instruction on a huge string can take milliseconds).
  public var hookInterval: Int

  /// The number of `print`ed lines a behavior keeps (the oldest are dropped). Default 1000.
  /// Each line keeps its first 4096 bytes.
  ///
  /// It also bounds the lines one call keeps for a caller that collects them
  /// (``LuaScrollTargetBehavior/takePrintLog()``): the first this many, the
  /// rest counted as dropped.
  public var logLines: Int

  /// The longest script, in bytes, the modules it requires included. Default 8 MiB.
  ///
  /// The parser runs outside the instruction budget; this bounds its time (about
  /// 0.1 s for 8 MiB). Readers of script files read at most this and a byte, so
  /// a script path such as `/dev/zero` cannot read forever.
  public var sourceBytes: Int

  /// Creates limits; every default is documented on its property (the Lua
  /// host keeps the same ones for a value that is not positive, and a test
  /// holds the two alike).
  public init(
    memoryBytes: Int = 64 << 20,
    loadInstructions: Int = 10_000_000,
    loadSeconds: Double = 1,
    callInstructions: Int = 10_000_000,
    callSeconds: Double = 1,
    hookInterval: Int = 1000,
    logLines: Int = 1000,
    sourceBytes: Int = 8 << 20
  ) {
    self.memoryBytes = memoryBytes
    self.loadInstructions = loadInstructions
    self.loadSeconds = loadSeconds
    self.callInstructions = callInstructions
    self.callSeconds = callSeconds
    self.hookInterval = hookInterval
    self.logLines = logLines
    self.sourceBytes = sourceBytes
  }

  /// The defaults: 64 MiB, and 10,000,000 instructions or 1 s per load and per call.
  public static let `default` = BehaviorLimits()

  /// "64 MiB" for whole mebibytes, else "1000 bytes".
  public static func describe(bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }
}
