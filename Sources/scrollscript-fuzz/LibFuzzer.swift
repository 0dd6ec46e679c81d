#if FUZZING
  import Foundation

  /// libFuzzer's entry point for a program with its own main (libclang_rt.fuzzer_no_main).
  @_silgen_name("LLVMFuzzerRunDriver")
  private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  nonisolated(unsafe) private var body: (([UInt8]) -> Void)?

  /// Runs libFuzzer with `arguments` (argv[0] first), calling `run` on every input.
  func runLibFuzzer(_ arguments: [String], _ run: @escaping ([UInt8]) -> Void) -> Int32 {
    body = run
    var argc = Int32(arguments.count)
    var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    // With -jobs the driver returns once the jobs are done; free the copies then.
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeMutableBufferPointer { buffer in
      var argv = buffer.baseAddress!
      return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        body?(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
      }
    }
  }
#endif
