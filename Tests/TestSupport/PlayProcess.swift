import Foundation

/// `scrollscript play` running in a process of its own, as a person starts
/// it, and the address it printed: its port and the run's token. Its server
/// has threads of its own, so a busy test process cannot starve it.
public final class PlayProcess {
  public let process = Process()
  /// The page's address, with its token.
  public let url: String
  public let port: Int
  public let token: String
  private let out = Pipe()
  /// What it printed after its address line, not yet read by ``printed(until:seconds:)``.
  private var rest = ""

  /// Starts `scrollscript play ARGUMENTS` in `directory` and waits (up to 30 s) for its address.
  public init(_ arguments: [String], directory: URL) throws {
    process.executableURL = Tool.url
    process.arguments = ["play"] + arguments
    process.currentDirectoryURL = directory
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    var text = ""
    let deadline = Date().addingTimeInterval(30)
    while !text.contains("\n"), Date() < deadline {
      let data = out.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    guard let found = text.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]{32})/),
      let port = Int(found.1)
    else {
      process.terminate()
      throw RawWebSocketError("play printed no address: \(text)")
    }
    url = String(found.0)
    self.port = port
    token = String(found.2)
    rest = String(text[text.index(after: text.firstIndex(of: "\n")!)...])
  }

  /// What it printed after its address line, read until a line holds
  /// `text` or `seconds` pass (then all it printed by then).
  public func printed(until text: String, seconds: Double = 20) -> String {
    let descriptor = out.fileHandleForReading.fileDescriptor
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !rest.contains(text), Date() < deadline {
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        rest += String(decoding: buffer[0..<count], as: UTF8.self)
      } else {
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
    return rest
  }

  deinit {
    // SIGTERM goes through (play unblocks it), as Ctrl-C would.
    process.terminate()
    process.waitUntilExit()
  }
}
