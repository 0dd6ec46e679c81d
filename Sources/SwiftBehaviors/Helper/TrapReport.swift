/// Says where a helper trapped: on a fatal signal (a Swift runtime check's
/// trap, `fatalError`, a bad access, an abort), writes one line to standard
/// error, `ScrollScriptWire.trapPrefix` then, in hexadecimal, the faulting
/// instruction and the return addresses of its callers, each as an address
/// in the executable file (its load address subtracted; addresses outside it
/// left out), then lets the signal end the process as it would have.
///
/// The tool maps those addresses to lines of the user's file with the
/// toolchain's `llvm-symbolizer` (``TrapSymbolizer``): the helper is built
/// with line tables, and the trap of a runtime check sits in a frame named
/// `Swift runtime failure: Index out of range`, which gives the message.
///
/// The handler only reads memory set up by ``install()`` and calls `write`,
/// `signal` and glibc's `backtrace` (whose unwinder is loaded by a first
/// call at install, so the handler does not load it); it runs on a stack of
/// its own, so a stack overflow is reported too.
enum ScrollScriptTrapReport {
  /// The signals reported.
  static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
  /// The most frames written: the innermost are the ones that name the user's line.
  static let maximumFrames = 64

  private typealias Backtrace = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32) -> Int32

  nonisolated(unsafe) private static var backtrace: Backtrace?
  /// The executable's load address, and the end of its last mapping.
  nonisolated(unsafe) private static var base: UInt = 0
  nonisolated(unsafe) private static var end: UInt = 0
  nonisolated(unsafe) private static var frames = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(
    capacity: maximumFrames)
  /// The line being written: the prefix, 17 bytes an address, a line break.
  nonisolated(unsafe) private static var text = UnsafeMutablePointer<UInt8>.allocate(capacity: 8 + 17 * 65 + 1)

  /// Installs the handler; call it before the behavior is made.
  static func install() {
    #if os(Linux)
      guard let mapping = ScrollScriptHelperPlatform.executableMapping() else { return }
      (base, end) = mapping
      if let symbol = dlsym(dlopen(nil, RTLD_NOW), "backtrace") {
        backtrace = unsafeBitCast(symbol, to: Backtrace.self)
        _ = backtrace?(frames, 1)
      }
      let stackBytes = 256 << 10
      var stack = stack_t()
      stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackBytes, alignment: 16)
      stack.ss_size = stackBytes
      _ = sigaltstack(&stack, nil)
      for signal in signals {
        ScrollScriptHelperPlatform.handle(signal) { signal, _, context in
          ScrollScriptTrapReport.report(context: context)
          // The default action again: the faulting instruction runs again
          // (or abort raises again) and ends the process by this signal.
          ScrollScriptHelperPlatform.defaultAction(signal)
        }
      }
    #endif
  }

  #if os(Linux)
    /// Writes the trap line (in the signal handler).
    private static func report(context: UnsafeMutableRawPointer?) {
      var count = 0
      for byte in ScrollScriptWire.trapPrefix.utf8 {
        text[count] = byte
        count += 1
      }
      let pc = programCounter(context)
      append(pc, to: &count)
      if let backtrace {
        let found = Int(backtrace(frames, Int32(maximumFrames)))
        // The frames up to the faulting one are the handler's own.
        var start = 0
        for index in 0..<found where UInt(bitPattern: frames[index]) == pc {
          start = index + 1
          break
        }
        for index in start..<max(start, found) { append(UInt(bitPattern: frames[index]), to: &count) }
      }
      text[count] = UInt8(ascii: "\n")
      count += 1
      var done = 0
      while done < count {
        let written = write(2, text + done, count - done)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        done += written
      }
    }

    /// ` 1a2b`: `address` as an address in the file, when it is in the executable.
    private static func append(_ address: UInt, to count: inout Int) {
      guard address >= base, address < end else { return }
      text[count] = UInt8(ascii: " ")
      count += 1
      let offset = address - base
      var shift = (UInt.bitWidth - offset.leadingZeroBitCount + 3) / 4 * 4
      if shift == 0 { shift = 4 }
      while shift > 0 {
        shift -= 4
        let digit = UInt8((offset >> UInt(shift)) & 0xf)
        text[count] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
        count += 1
      }
    }

    /// The faulting instruction's address, from the signal's context.
    private static func programCounter(_ context: UnsafeMutableRawPointer?) -> UInt {
      guard let context else { return 0 }
      let machine = context.assumingMemoryBound(to: ucontext_t.self).pointee.uc_mcontext
      #if arch(x86_64)
        // REG_RIP, the 17th general register of `gregs`.
        return withUnsafeBytes(of: machine.gregs) {
          UInt(bitPattern: Int($0.load(fromByteOffset: 16 * 8, as: Int64.self)))
        }
      #elseif arch(arm64)
        return UInt(machine.pc)
      #else
        return 0
      #endif
    }
  #endif
}
