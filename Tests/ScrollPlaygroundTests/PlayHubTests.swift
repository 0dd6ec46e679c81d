import BehaviorLoading
import Foundation
import ScrollPlayground
import TestSupport
import Testing

/// The playground's pages, recordings and reloads without a network: the hub
/// the server hands each page's socket to, driven as the server drives it.
@Suite("the playground's hub")
struct PlayHubTests {
  /// A page: its outbox, read as the server's writer reads it.
  struct Page {
    let id = UUID()
    let outbox = PlayOutbox()
    private var messages: AsyncStream<String>.Iterator

    init() { messages = outbox.messages.makeAsyncIterator() }

    /// The answers sent to the page and not yet read (the hub sends them all
    /// before its call returns).
    mutating func take() async -> [String] {
      var taken: [String] = []
      while outbox.waitingBytes > 0, let message = await messages.next() {
        outbox.wrote(message.utf8.count)
        taken.append(message)
      }
      return taken
    }
  }

  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "play-hub-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func hub(_ specs: [String], folder: URL, view: PlayHub.View? = nil) throws -> PlayHub {
    PlayHub(
      behaviors: try specs.map { PlayHub.Behavior(spec: $0, watch: try ScriptWatch(spec: $0), properties: []) },
      scene: PlayScene(), view: view, recordings: PlayRecordings(folder: folder))
  }

  static func types(_ messages: [String]) -> [String] {
    messages.map { message in
      let object = try? JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any]
      return object?["type"] as? String ?? "?"
    }
  }

  @Test(
    "a page opened gets its scene and an answer to each gesture; a message that is none is answered with a problem; a closed page gets nothing"
  )
  func pages() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let hub = try Self.hub(["paging"], folder: folder)
    var page = Page()
    await hub.open(page.id, outbox: page.outbox)
    #expect(Self.types(await page.take()) == ["scene"])
    await hub.receive(#"{"type":"down","t":1,"x":200,"y":400}"#, from: page.id)
    await hub.receive(#"{"type":"move","t":1.1,"x":150,"y":400,"seq":1}"#, from: page.id)
    #expect(Self.types(await page.take()).contains("frame"))
    await hub.receive(#"{"type":"jump"}"#, from: page.id)
    let problem = await page.take()
    #expect(Self.types(problem) == ["problem"] && problem[0].contains("jump"), "\(problem)")
    #expect(await hub.pages == 1)
    await hub.close(page.id)
    #expect(await hub.pages == 0)
    #expect(page.outbox.isClosed)
    await hub.receive(#"{"type":"rotate","t":2}"#, from: page.id)
    #expect(await page.take().isEmpty)
  }

  @Test(
    "a recording is saved as play-N.json with the command that replays it; past the run's most, the page is told so and nothing more is written"
  )
  func recordings() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let hub = try Self.hub(["paging"], folder: folder)
    var page = Page()
    await hub.open(page.id, outbox: page.outbox)
    _ = await page.take()
    await hub.receive(#"{"type":"record"}"#, from: page.id)
    let first = try #require(await page.take().first)
    let saved = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    let path = try #require(saved["path"] as? String)
    #expect(saved["type"] as? String == "saved")
    #expect(FileManager.default.fileExists(atPath: path))
    #expect((saved["command"] as? String)?.hasPrefix("scrollscript simulate paging ") == true, "\(saved)")
    for _ in 1..<PlayHub.maximumRecordings { await hub.receive(#"{"type":"record"}"#, from: page.id) }
    #expect(Self.types(await page.take()) == Array(repeating: "saved", count: PlayHub.maximumRecordings - 1))
    await hub.receive(#"{"type":"record"}"#, from: page.id)
    let refused = await page.take()
    #expect(refused.first?.contains("saved 100 recordings, its most") == true, "\(refused)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == PlayHub.maximumRecordings)
  }

  @Test(
    "a saved edit of a script is put in use on every page once it holds still; one that fails is shown on every page with its line, and the last good version stays"
  )
  func reloads() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appending(path: "pager.lua")
    let source = try String(contentsOfFile: behaviorPath("paging.lua"), encoding: .utf8)
    try source.write(to: script, atomically: true, encoding: .utf8)
    let hub = try Self.hub([script.path], folder: folder)
    var pages = [Page(), Page()]
    for index in pages.indices {
      await hub.open(pages[index].id, outbox: pages[index].outbox)
      _ = await pages[index].take()
    }
    await hub.pollFiles()
    #expect(await pages[0].take().isEmpty, "nothing changed, nothing is sent")

    try (source + "\n-- an edit\n").write(to: script, atomically: true, encoding: .utf8)
    // The first look sees the change, the next one that it held still.
    await hub.pollFiles()
    await hub.pollFiles()
    for index in pages.indices { #expect(Self.types(await pages[index].take()) == ["reloaded"]) }

    try "function updateTarget(target, context)\n  target.rect.origin.x = \n".write(
      to: script, atomically: true, encoding: .utf8)
    await hub.pollFiles()
    await hub.pollFiles()
    for index in pages.indices {
      let shown = await pages[index].take()
      #expect(Self.types(shown) == ["problem"] && shown[0].contains("pager.lua:3"), "\(shown)")
    }
    // The last good version still answers.
    await hub.receive(#"{"type":"down","t":1,"x":200,"y":400}"#, from: pages[0].id)
    await hub.receive(#"{"type":"up","t":1.2,"x":100,"y":400}"#, from: pages[0].id)
    let answers = await pages[0].take()
    #expect(Self.types(answers).contains("motion") && !Self.types(answers).contains("problem"), "\(answers)")
  }

  @Test("a saved view file is laid out again off the hub and sent to every page as a new scene, or as a problem")
  func viewRelayout() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "Feed.swift")
    try "// a view\n".write(to: file, atomically: true, encoding: .utf8)
    let view = PlayHub.View(path: file.path) {
      guard let text = try? String(contentsOf: file, encoding: .utf8), !text.contains("broken") else {
        throw CocoaError(.fileReadCorruptFile)
      }
      var scene = PlayScene()
      scene.count = text.count
      return scene
    }
    let hub = try Self.hub(["paging"], folder: folder, view: view)
    var page = Page()
    await hub.open(page.id, outbox: page.outbox)
    _ = await page.take()

    try "// a view, longer now\n".write(to: file, atomically: true, encoding: .utf8)
    _ = await hub.pollFiles()
    await hub.pollFiles()?.value
    let laidOut = await page.take()
    #expect(Self.types(laidOut) == ["scene", "reloaded"], "\(laidOut)")

    try "// broken\n".write(to: file, atomically: true, encoding: .utf8)
    _ = await hub.pollFiles()
    await hub.pollFiles()?.value
    let failed = await page.take()
    let problem = try #require(
      try JSONSerialization.jsonObject(with: Data((failed.first ?? "{}").utf8)) as? [String: Any])
    #expect(Self.types(failed) == ["problem"] && problem["source"] as? String == file.path, "\(failed)")
  }
}
