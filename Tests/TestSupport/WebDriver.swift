import Foundation

/// Headless Chromium driven through chromedriver's W3C WebDriver protocol
/// (Debian's `chromium-driver`, which `scripts/setup --tests` installs): real
/// input events, scripts run in the page, and screenshots. Each request is one
/// `curl` run: blocking, so a busy test process cannot starve it of threads.
public final class WebDriver {
  private let driver: Process
  private let port: UInt16
  private var session = ""

  /// Starts chromedriver on a free port and a headless browser `width` × `height` px.
  /// Chromium keeps a window at least 500 px wide: narrower, the page's viewport
  /// alone is set to `width` (chromedriver's `mobileEmulation` metrics, neither
  /// mobile nor touch), as a phone's screen is.
  public init(width: Int = 1300, height: Int = 950) throws {
    let chromedriver = try Self.required("chromedriver")
    let browser = try Self.required("chromium")
    let port = try Self.freePort()
    driver = Process()
    driver.executableURL = URL(fileURLWithPath: chromedriver)
    driver.arguments = ["--port=\(port)"]
    driver.standardOutput = FileHandle.nullDevice
    driver.standardError = FileHandle.nullDevice
    try driver.run()
    self.port = port
    let deadline = Date().addingTimeInterval(20)
    while (try? request("GET", "/status")) == nil {
      guard Date() < deadline else { throw DriverError("chromedriver did not answer on port \(port)") }
      Thread.sleep(forTimeInterval: 0.1)
    }
    var options: [String: Any] = [
      "binary": browser,
      "args": [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(width),\(height)",
      ],
    ]
    if width < 500 {
      options["mobileEmulation"] = [
        "deviceMetrics": ["width": width, "height": height, "pixelRatio": 1, "mobile": false, "touch": false]
      ]
    }
    let capabilities: [String: Any] = [
      "capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]]
    ]
    let value = try request("POST", "/session", capabilities) as? [String: Any]
    guard let session = value?["sessionId"] as? String else {
      throw DriverError("no session: \(String(describing: value))")
    }
    self.session = session
  }

  /// Closes the browser and stops chromedriver.
  public func quit() {
    if !session.isEmpty { _ = try? request("DELETE", "/session/\(session)") }
    session = ""
    stop()
  }

  deinit { stop() }

  /// Ends chromedriver. SIGKILL: a process the tests start inherits their
  /// blocked SIGTERM.
  private func stop() {
    guard driver.isRunning else { return }
    kill(driver.processIdentifier, SIGKILL)
    driver.waitUntilExit()
  }

  public func open(_ url: String) throws {
    _ = try request("POST", "/session/\(session)/url", ["url": url])
  }

  /// Runs `script` (a function body) in the page and returns its value.
  @discardableResult
  public func execute(_ script: String, _ arguments: [Any] = []) throws -> Any? {
    try request("POST", "/session/\(session)/execute/sync", ["script": script, "args": arguments])
  }

  /// Polls `script` until it returns true, for at most `seconds`.
  public func wait(for script: String, seconds: Double = 30, _ what: String) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while try execute(script) as? Bool != true {
      guard Date() < deadline else { throw DriverError("timed out waiting for \(what)") }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// A pointer's moves, press and release, as WebDriver pointer actions.
  public struct Pointer {
    var actions: [[String: Any]] = []

    public init() {}

    public mutating func move(to x: Double, _ y: Double, milliseconds: Int = 0) {
      actions.append([
        "type": "pointerMove", "x": Int(x.rounded()), "y": Int(y.rounded()), "origin": "viewport",
        "duration": milliseconds,
      ])
    }
    public mutating func press() { actions.append(["type": "pointerDown", "button": 0]) }
    public mutating func release() { actions.append(["type": "pointerUp", "button": 0]) }
    public mutating func pause(milliseconds: Int) { actions.append(["type": "pause", "duration": milliseconds]) }
  }

  /// Performs `pointer`'s actions with the mouse.
  public func perform(_ pointer: Pointer) throws {
    let source: [String: Any] = [
      "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": pointer.actions,
    ]
    _ = try request("POST", "/session/\(session)/actions", ["actions": [source]])
  }

  /// Presses and releases `key`.
  public func type(_ key: String) throws {
    let source: [String: Any] = [
      "type": "key", "id": "keyboard",
      "actions": [["type": "keyDown", "value": key], ["type": "keyUp", "value": key]],
    ]
    _ = try request("POST", "/session/\(session)/actions", ["actions": [source]])
  }

  /// The page as a PNG.
  public func screenshot() throws -> Data {
    guard let encoded = try request("GET", "/session/\(session)/screenshot") as? String,
      let png = Data(base64Encoded: encoded)
    else { throw DriverError("no screenshot") }
    return png
  }

  public struct DriverError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
  }

  // MARK: - The protocol

  /// One request; the response's `value`, or the WebDriver error it reports.
  private func request(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> Any? {
    let curl = try Self.required("curl")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: curl)
    process.arguments =
      ["--silent", "--show-error", "--max-time", "120", "-X", method, "http://127.0.0.1:\(port)\(path)"]
      + (body == nil ? [] : ["-H", "Content-Type: application/json", "--data-binary", "@-"])
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    if let body { input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: body)) }
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw DriverError("\(method) \(path): curl exited with \(process.terminationStatus)")
    }
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let value = (object as? [String: Any])?["value"]
    if let error = value as? [String: Any], let kind = error["error"] as? String {
      throw DriverError("\(method) \(path): \(kind): \(error["message"] as? String ?? "")")
    }
    return value is NSNull ? nil : value
  }

  /// The program `name` on the search path, or an error saying how to install it.
  static func required(_ name: String) throws -> String {
    guard let path = executable(name) else {
      throw DriverError("\(name) is not on PATH: scripts/setup --tests installs it")
    }
    return path
  }

  /// The program `name` on the search path, if any.
  public static func executable(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let path = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// A port no one listens on now, from the kernel.
  public static func freePort() throws -> UInt16 {
    let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else { throw DriverError("no free port") }
    return UInt16(bigEndian: address.sin_port)
  }
}
