// The helper's platform seam. The helper is compiled from sources, without
// the tool's CPlatform target (Sources/CPlatform), so the few differences
// between glibc and Darwin that it meets live here, and every file of the
// helper sees the C library through this file's import.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Darwin)
  @_exported import Darwin
#endif

enum ScrollScriptHelperPlatform {
  /// A signal handler that gets the signal's information and context.
  typealias Handler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

  /// Caps the process's data segment (`RLIMIT_DATA`: heap, anonymous
  /// mappings, thread stacks) at `bytes`. Darwin does not enforce it.
  static func capData(_ bytes: UInt64) {
    var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
    #if canImport(Glibc)
      _ = setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
    #else
      _ = setrlimit(RLIMIT_DATA, &limit)
    #endif
  }

  /// The process's peak resident size in bytes (getrusage's `ru_maxrss`:
  /// kilobytes on Linux, bytes on Darwin).
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
      guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss) * 1024
    #else
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss)
    #endif
  }

  /// The growth of the peak resident size past which the watchdog ends the process; 0 while none watches.
  nonisolated(unsafe) private static var residentCap = 0
  nonisolated(unsafe) private static var residentStart = 0

  /// Ends the process once its peak resident size has grown by more than
  /// `cap` bytes since now: a thread looks every 10 ms, and past the cap
  /// writes the runtime's words for a failed allocation and aborts, as an
  /// allocation past `RLIMIT_DATA` ends it. The bound on macOS, which does not
  /// enforce `RLIMIT_DATA`; on Linux a second one.
  static func watchResident(cap: Int) {
    guard residentCap == 0 else { return }
    residentStart = peakResidentBytes()
    residentCap = cap
    #if canImport(Glibc)
      var thread = pthread_t()
      let watch: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { _ in
        ScrollScriptHelperPlatform.watch()
      }
    #else
      var thread: pthread_t?
      let watch: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { _ in
        ScrollScriptHelperPlatform.watch()
      }
    #endif
    _ = pthread_create(&thread, nil, watch, nil)
  }

  private static func watch() -> Never {
    while peakResidentBytes() - residentStart <= residentCap { usleep(10_000) }
    let words =
      "Fatal error: failed to allocate memory: the resident size grew by more than \(residentCap >> 20) MiB\n"
    _ = words.withCString { write(2, $0, strlen($0)) }
    abort()
  }

  /// Sets `signal`'s action back to the default. Async-signal-safe.
  static func defaultAction(_ signal: Int32) {
    #if canImport(Glibc)
      _ = Glibc.signal(signal, SIG_DFL)
    #else
      _ = Darwin.signal(signal, SIG_DFL)
    #endif
  }

  /// Installs `handler` for `signal`, with its information and context, run on the alternate stack.
  static func handle(_ signal: Int32, with handler: Handler) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_sigaction = handler
    #else
      action.__sigaction_u.__sa_sigaction = handler
    #endif
    action.sa_flags = SA_SIGINFO | SA_ONSTACK
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
  }

  /// Where the executable is mapped: its load address and the end of its
  /// last mapping, from `/proc/self/maps`; `nil` where that cannot be read
  /// (and on Darwin, which this does not read yet).
  static func executableMapping() -> (base: UInt, end: UInt)? {
    #if os(Linux)
      var link = [CChar](repeating: 0, count: 4096)
      let length = readlink("/proc/self/exe", &link, link.count - 1)
      guard length > 0 else { return nil }
      let path = String(decoding: link[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 16 << 10)
      while bytes.count < 16 << 20 {
        let count = read(descriptor, &chunk, chunk.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += chunk[0..<count]
      }
      var base: UInt = 0
      var end: UInt = 0
      // `start-end perms offset device inode path`
      for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count == 6, fields[5].drop(while: { $0 == " " }) == path else { continue }
        let range = fields[0].split(separator: "-")
        guard range.count == 2, let low = UInt(range[0], radix: 16), let high = UInt(range[1], radix: 16),
          let offset = UInt(fields[2], radix: 16)
        else { continue }
        if offset == 0 && (base == 0 || low < base) { base = low }
        end = max(end, high)
      }
      return base == 0 ? nil : (base, end)
    #else
      return nil
    #endif
  }
}
