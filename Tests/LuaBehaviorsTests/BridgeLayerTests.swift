import Foundation
import TestSupport
import Testing

/// The C bridge's files call downward only: each layer uses its own layer and
/// those below it, as the table in `scripts/check-bridge-layers` says.
@Suite("the C bridge's layers")
struct BridgeLayerTests {
  static let root = Repository.root

  @Test("every call and include of CLuaBridge goes to the same layer or a lower one")
  func downwardOnly() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "scripts/check-bridge-layers", "Sources/CLuaBridge"]
    process.currentDirectoryURL = Self.root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(text.contains("OK: every call goes to the same layer or a lower one"), "\(text)")
  }
}
