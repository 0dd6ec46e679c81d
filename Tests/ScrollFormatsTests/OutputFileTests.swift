import Foundation
import Testing

@testable import ScrollFormats

/// An output never destroys (hostile round four, item 4): a link stays a link, a FIFO or a device is written
/// through and never replaced, a FIFO with no reader is refused at once, and a file the process read is no
/// output.
@Suite struct OutputFileTests {
  /// A fresh folder for one test.
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "scrollscript-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func type(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  @Test("a file read as an input is refused as an output, and left as it was")
  func inputIsNoOutput() throws {
    let root = try folder()
    let script = root.appending(path: "mine.lua").path
    try Data("return 1\n".utf8).write(to: URL(fileURLWithPath: script))
    _ = try InputFile.read(script, limit: 100)
    let error = try #require(throws: InputError.self) { try OutputFile.write(Data("<xml/>".utf8), to: script) }
    #expect(error.message.contains("one of the command's inputs"))
    #expect(try String(contentsOfFile: script, encoding: .utf8) == "return 1\n")
    // A file only looked at is no input.
    let looked = root.appending(path: "looked.txt").path
    try Data("x".utf8).write(to: URL(fileURLWithPath: looked))
    _ = try InputFile.read(looked, limit: 100, asInput: false)
    try OutputFile.write(Data("y".utf8), to: looked)
    #expect(try String(contentsOfFile: looked, encoding: .utf8) == "y")
  }

  @Test("a link to a file, or to none yet, stays a link; the file it names is written")
  func linksStay() throws {
    let root = try folder()
    for target in ["existing.xml", "later.xml"] {
      let real = root.appending(path: target).path
      if target == "existing.xml" { try Data("old".utf8).write(to: URL(fileURLWithPath: real)) }
      let link = root.appending(path: "link-\(target)").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
      try OutputFile.write(Data("new".utf8), to: link)
      #expect(type(link) == S_IFLNK)
      #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
    }
  }

  @Test("a FIFO with no reader is refused at once; with one, it is written through and stays a FIFO")
  func fifos() throws {
    let root = try folder()
    let fifo = root.appending(path: "fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let start = Date()
    let error = try #require(throws: InputError.self) { try OutputFile.write(Data("x".utf8), to: fifo) }
    #expect(error.message.contains("no one reads"))
    #expect(Date().timeIntervalSince(start) < 5, "refused without waiting for a reader")
    // A reader on another thread: the write goes through to it.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    try OutputFile.write(Data("report".utf8), to: fifo)
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(reader, &buffer, 16)
    #expect(count == 6 && String(decoding: buffer.prefix(6), as: UTF8.self) == "report")
    #expect(type(fifo) == S_IFIFO)
  }

  @Test("a device is written through, never replaced; a folder is refused")
  func devicesAndFolders() throws {
    try OutputFile.write(Data("nothing".utf8), to: "/dev/null")
    #expect(type("/dev/null") == S_IFCHR)
    let root = try folder()
    let error = try #require(throws: InputError.self) { try OutputFile.write(Data("x".utf8), to: root.path) }
    #expect(error.message.contains("it is a folder"))
  }
}

@Suite("names that are not UTF-8")
struct RawNamesTests {
  @Test(
    "a folder's entry whose name is not UTF-8 is listed with U+FFFD and read as the file it is; a UTF-8 one is left alone"
  )
  func listedAndRead() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "raw-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes =
      Array((folder.path + "/a").utf8CString.dropLast()) + [CChar(bitPattern: 0xC3), CChar(bitPattern: 0x28)]
      + Array(".lua".utf8CString)
    let descriptor = open(bytes, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    #expect(descriptor >= 0)
    #expect(write(descriptor, "raw", 3) == 3)
    close(descriptor)
    try "plain".write(to: folder.appending(path: "b.lua"), atomically: true, encoding: .utf8)

    let names = RawNames.entries(ofFolder: folder.path).sorted()
    #expect(names == ["a\u{FFFD}(.lua", "b.lua"])
    let shown = (folder.path as NSString).appendingPathComponent("a\u{FFFD}(.lua")
    #expect(try InputFile.read(shown, limit: 100) == Data("raw".utf8))
    #expect(try InputFile.read(folder.appending(path: "b.lua").path, limit: 100) == Data("plain".utf8))
    // A repaired name that came by no way the bytes are kept (a file's text) names nothing, and says why.
    let unlisted = try #require(throws: InputFileError.self) {
      try InputFile.read(folder.path + "/x\u{FFFD}.lua", limit: 100)
    }
    #expect(unlisted.reason == "No such file or directory: " + InputFileError.notUTF8)
    // Bytes given as they are that name no file are just that.
    let missing = RawNames.name(Array((folder.path + "/gone").utf8) + [0xFF])
    let gone = try #require(throws: InputFileError.self) { try InputFile.read(missing, limit: 100) }
    #expect(gone.reason == "No such file or directory")
  }
}

@Suite("names that show alike")
struct AmbiguousRawNamesTests {
  @Test("two files whose names show alike with U+FFFD are refused by that name, never taken one for the other")
  func refused() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "alike-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for byte: UInt8 in [0xFF, 0xFE] {
      let bytes =
        Array((folder.path + "/a").utf8CString.dropLast()) + [CChar(bitPattern: byte)]
        + Array(".lua".utf8CString)
      let descriptor = open(bytes, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      #expect(descriptor >= 0)
      close(descriptor)
    }
    #expect(RawNames.entries(ofFolder: folder.path) == ["a\u{FFFD}.lua", "a\u{FFFD}.lua"])
    let shown = (folder.path as NSString).appendingPathComponent("a\u{FFFD}.lua")
    let error = try #require(throws: InputFileError.self) { try InputFile.read(shown, limit: 100) }
    #expect(error.reason == InputFileError.ambiguous)
  }
}
