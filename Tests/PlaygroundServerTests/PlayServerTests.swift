import Foundation
import PlaygroundServer
import ScrollPlayground
import TestSupport
import Testing

/// The playground's server over real sockets, in a `scrollscript play` of
/// its own, attacked as a hostile page or program would: the handshake's Host, Origin and token, frames that
/// declare gigabytes, a page that never reads, and a map that would keep
/// everyone waiting.
@Suite("the playground's server", .serialized, .endToEnd, .tags(.endToEnd))
struct PlayServerTests {
  /// `scrollscript play` for `specs`, recording to `folder`: a server in a process of its own.
  static func started(_ specs: [String] = ["paging"], folder: URL = FileManager.default.temporaryDirectory) throws
    -> PlayProcess
  {
    try PlayProcess(specs + ["--record-to", folder.path], directory: folder)
  }

  /// A socket that went through the handshake as the page does.
  static func page(_ play: PlayProcess) throws -> RawWebSocket {
    let socket = try RawWebSocket(port: play.port)
    let status = try socket.handshake(
      path: "/socket?token=\(play.token)", host: "127.0.0.1:\(play.port)", origin: "http://127.0.0.1:\(play.port)")
    #expect(status == 101, "\(socket.answer)")
    return socket
  }

  @Test(
    "the page's own socket is let in and gets its scene; another origin, a rebound host or no token is refused the upgrade, and the page is 403 without its token"
  )
  func handshake() throws {
    let access = try Self.started()
    let page = try Self.page(access)
    #expect(try page.receive()?.contains("\"type\":\"scene\"") == true)

    let host = "127.0.0.1:\(access.port)"
    for (path, host, origin) in [
      ("/socket?token=\(access.token)", host, "https://evil.example"),
      ("/socket?token=\(access.token)", "rebound.example:\(access.port)", nil),
      ("/socket", host, "http://\(host)"),
      ("/socket?token=nottheone", host, "http://\(host)"),
    ] as [(String, String, String?)] {
      let socket = try RawWebSocket(port: access.port)
      // The upgrade is refused (400: NIO answers a refused upgrade so), never switched to a socket.
      let status = try socket.handshake(path: path, host: host, origin: origin)
      #expect(status == 400, "\(path) at \(host) from \(origin ?? "no origin"): \(socket.answer)")
    }
    let noToken = try RawWebSocket(port: access.port)
    #expect(try noToken.handshake(path: "/", host: host, origin: nil, upgrade: false) == 403)
    let withToken = try RawWebSocket(port: access.port)
    #expect(try withToken.handshake(path: "/?token=\(access.token)", host: host, origin: nil, upgrade: false) == 200)
  }

  @Test(
    "a request whose head is too long (a 100 KB query or header) is answered 431, a head that is no HTTP 400, and its connection closed; the server goes on"
  )
  func unreadableHeads() throws {
    let access = try Self.started()
    let host = "127.0.0.1:\(access.port)"
    let long = String(repeating: "a", count: 100_000)
    for (path, upgrade, status) in [
      ("/?token=\(long)", false, 431),
      ("/socket?token=\(access.token)&pad=\(long)", true, 431),
      ("/\u{01}x", false, 400),
      ("/\(long)", true, 431),
    ] {
      let socket = try RawWebSocket(port: access.port)
      #expect(try socket.handshake(path: path, host: host, origin: "http://\(host)", upgrade: upgrade) == status)
      #expect(socket.answer.contains("Connection: close"), "\(socket.answer)")
      let rest = try #require(socket.restUntilClosed(), "the connection is closed after the answer")
      #expect(rest.hasPrefix("scrollscript play: "), "\(rest)")
    }
    let page = try Self.page(access)
    #expect(try page.receive()?.contains("\"type\":\"scene\"") == true, "the server still serves a page")
  }

  @Test("a frame that declares 2^62 bytes, or a message past 64 KiB, ends its connection at once; the server goes on")
  func frameCaps() throws {
    let access = try Self.started()
    let huge = try Self.page(access)
    _ = try huge.receive()
    try huge.sendHeader(declaring: 1 << 62, body: 4096)
    #expect(huge.isClosedByServer(), "a 2^62-byte frame is refused, not buffered")

    let long = try Self.page(access)
    _ = try long.receive()
    try? long.send("{\"type\":\"map\",\"pad\":\"" + String(repeating: "x", count: 70_000) + "\"}")
    #expect(long.isClosedByServer(), "a 70 kB message is refused")

    let next = try Self.page(access)
    #expect(try next.receive()?.contains("\"type\":\"scene\"") == true, "the server still serves a new page")
  }

  @Test("a page that sends but never reads is let go once its unread answers pass the outbox's limit")
  func unreadPage() throws {
    let access = try Self.started()
    let page = try Self.page(access)
    var sent = 0
    do {
      // Each turn is answered with a scene and an animation: some kilobytes the page never reads.
      for index in 0..<40_000 {
        try page.send("{\"type\":\"rotate\",\"t\":\(Double(index) * 0.01)}")
        sent += 1
      }
    } catch {
      // The server closed the connection: sends fail.
    }
    #expect(page.isClosedByServer(), "the connection ended after \(sent) turns")
    let next = try Self.page(access)
    #expect(try next.receive()?.contains("\"type\":\"scene\"") == true, "the server still serves a new page")
  }

  @Test(
    "a map of a script slow on the map is drawn off the sessions: another page is served meanwhile, and the map stops at its deadline"
  )
  func mapOffSession() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "play-map-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appending(path: "slow.lua")
    try Scripts.slowAfterProbe.write(to: script, atomically: true, encoding: .utf8)
    let access = try Self.started([script.path], folder: folder)

    let mapper = try Self.page(access)
    _ = try mapper.receive()
    try mapper.send("{\"type\":\"map\"}")
    let clock = ContinuousClock()
    let began = clock.now
    let other = try Self.page(access)
    #expect(try other.receive()?.contains("\"type\":\"scene\"") == true)
    try other.send("{\"type\":\"rotate\",\"t\":1}")
    #expect(try other.receive() != nil)
    let served = (clock.now - began) / .seconds(1)
    #expect(served < 2, "another page waited \(served) s while the map ran")

    var answer: String?
    while let message = try mapper.receive() {
      if message.contains("\"source\":\"map\"") || message.contains("\"type\":\"map\"") {
        answer = message
        break
      }
    }
    let ended = (clock.now - began) / .seconds(1)
    #expect(answer?.contains("the map would take over 5 s") == true, "\(answer ?? "no answer")")
    #expect(ended < PlayMap.deadline + 5, "the map answered after \(ended) s")
  }

  @Test("a page that records without end saves the run's most recordings, then is told so; nothing more is written")
  func recordingsBounded() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "play-records-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let access = try Self.started(folder: folder)
    let page = try Self.page(access)
    _ = try page.receive()
    var answers: [String] = []
    for _ in 0...PlayHub.maximumRecordings {
      try page.send("{\"type\":\"record\"}")
      answers.append(try #require(try page.receive()))
    }
    #expect(answers.dropLast().allSatisfy { $0.contains("\"type\":\"saved\"") })
    #expect(answers.last?.contains("saved 100 recordings, its most") == true, "\(answers.last ?? "")")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.count == PlayHub.maximumRecordings)
  }

  @Test("a view file is the playground's scene, and a saved edit of it is laid out again on every page")
  func viewFileReloads() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "play-view-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "Carousel.swift")
    let source = try String(
      contentsOf: Repository.root.appending(path: "examples/views/Carousel.swift"), encoding: .utf8)
    try source.write(to: file, atomically: true, encoding: .utf8)
    let play = try PlayProcess([file.path, "--device", "iphone15pro"], directory: folder)
    let page = try Self.page(play)
    let first = try #require(try page.receive())
    // 393 pt less 20 pt of margins each side.
    #expect(first.contains("[0,0,353,200]"), "\(first.prefix(600))")

    try source.replacingOccurrences(of: ".contentMargins(.horizontal, 20", with: ".contentMargins(.horizontal, 40")
      .write(to: file, atomically: true, encoding: .utf8)
    let deadline = Date().addingTimeInterval(120)
    var relaid: String?
    while relaid == nil, Date() < deadline {
      guard let message = try? page.receive() else { continue }
      if message.contains("\"type\":\"scene\"") { relaid = message }
    }
    #expect(relaid?.contains("[0,0,313,200]") == true, "\(relaid?.prefix(600) ?? "no new scene")")
  }
}
