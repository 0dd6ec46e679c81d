import CPlatform
import Foundation
import Testing

/// The platform seam (Sources/CPlatform, and the helper's twin
/// Sources/SwiftBehaviors/Helper/HelperPlatform.swift): what differs between
/// glibc and Darwin is there and nowhere else, taken from the headers.
@Suite("The platform seam")
struct PlatformSeamTests {
  /// The seam's own files, where glibc's and Darwin's names may appear.
  static let seam = ["Sources/CPlatform/", "Sources/SwiftBehaviors/Helper/HelperPlatform.swift"]
  /// Names only glibc has (or that differ on Darwin), and spawn's flags,
  /// which only the seam sets. Each is a whole word.
  static let platformOnly = [
    "Glibc", "SOCK_CLOEXEC", "MSG_NOSIGNAL", "__sigaction_handler", "__sigaction_u", "st_mtim", "st_mtimespec",
    "__rlimit_resource_t", "SO_NOSIGPIPE", "POSIX_SPAWN_SETSID", "posix_spawnattr_setflags", "ru_maxrss",
    "_NSGetExecutablePath", "proc_listallpids",
  ]

  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../..").standardized
  }

  @Test("no file outside the seam names /proc/, Glibc or a name of one platform's C library")
  func lint() throws {
    let sources = Self.root.appending(path: "Sources")
    let walker = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    var found: [String] = []
    var read = 0
    for case let file as URL in walker where ["swift", "c", "h"].contains(file.pathExtension) {
      let path = String(file.standardized.path.dropFirst(Self.root.path.count + 1))
      guard !Self.seam.contains(where: { path.hasPrefix($0) }) else { continue }
      read += 1
      let text = try String(contentsOf: file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.contains("/proc/") { found.append("\(path):\(number + 1): /proc/") }
        for name in Self.platformOnly where line.contains(wholeWord: name) {
          found.append("\(path):\(number + 1): \(name)")
        }
      }
    }
    #expect(read > 200, "the walk found the sources (\(read) files)")
    #expect(found.isEmpty, "outside the seam:\n\(found.joined(separator: "\n"))")
  }

  @Test("the lint sees what it looks for: each name, as a whole word only")
  func lintWords() {
    #expect("import Glibc".contains(wholeWord: "Glibc"))
    #expect("status.st_mtim.tv_sec".contains(wholeWord: "st_mtim"))
    #expect(!"status.st_mtimespec".contains(wholeWord: "st_mtim"))
    #expect(!"GlibcLike".contains(wholeWord: "Glibc"))
  }

  @Test("the session flag is the header's: glibc's 0x80, Darwin's 0x400, and a spawned child leads its own session")
  func spawnSession() throws {
    #if os(Linux)
      #expect(scp_spawn_setsid_flag() == 0x80)
    #else
      #expect(scp_spawn_setsid_flag() == 0x400)
    #endif
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("30"), nil]
    defer { argv.forEach { free($0) } }
    let envp: [UnsafeMutablePointer<CChar>?] = [nil]
    let status = scp_spawn_session(&pid, "/bin/sleep", argv, envp, nil, nil, 0)
    try #require(status == 0, "posix_spawn: \(String(cString: strerror(status)))")
    defer {
      kill(pid, SIGKILL)
      var ended: Int32 = 0
      waitpid(pid, &ended, 0)
    }
    #expect(getsid(pid) == pid, "the child leads a session of its own")
    #expect(getpgid(pid) == pid, "and a group of its own")
    var members = [pid_t](repeating: 0, count: 8)
    let count = scp_session_members(pid, &members, Int32(members.count))
    #expect(count == 1 && members[0] == pid, "the session lists its one process")
    #expect(scp_session_members(Int32.max, &members, 8) <= 0, "no process is in a session that cannot exist")
  }

  @Test("a socket pair's write to a closed peer fails with EPIPE, and the process lives on")
  func noSigpipe() throws {
    var pair: [Int32] = [-1, -1]
    try #require(scp_socketpair(&pair) == 0)
    defer { close(pair[0]) }
    #expect(fcntl(pair[0], F_GETFD) & FD_CLOEXEC != 0, "closed on exec")
    close(pair[1])
    let byte: [UInt8] = [1]
    let sent = scp_send(pair[0], byte, 1)
    #expect(sent == -1 && errno == EPIPE)
  }

  @Test(
    "waiting to read returns when there is something to read, when the writer is gone, and sleeps where poll cannot wait"
  )
  func waitReadable() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let byte: [UInt8] = [7]
    #expect(write(ends[1], byte, 1) == 1)
    scp_wait_readable(ends[0])
    close(ends[1])
    var got: UInt8 = 0
    #expect(read(ends[0], &got, 1) == 1 && got == 7)
    scp_wait_readable(ends[0])
    #expect(read(ends[0], &got, 1) == 0, "the end of the input")
    // A descriptor poll cannot wait on (POLLNVAL): a 10 ms sleep, never a return at once.
    let start = ContinuousClock.now
    scp_wait_readable(1 << 30)  // no such descriptor: poll answers POLLNVAL
    #expect(ContinuousClock.now - start >= .milliseconds(9))
  }

  @Test("a file's modification time in nanoseconds is Foundation's, within a microsecond")
  func modificationTime() throws {
    let file = FileManager.default.temporaryDirectory.appending(path: "seam-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let past = Date(timeIntervalSince1970: 1_700_000_000.123456)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
    var status = stat()
    try #require(stat(file.path, &status) == 0)
    let seconds = Double(scp_modified_ns(&status)) / 1e9
    #expect(abs(seconds - past.timeIntervalSince1970) < 1e-6, "\(seconds)")
  }

  @Test("the running executable's path names an executable file, or the platform gives none")
  func executablePath() {
    var path = [CChar](repeating: 0, count: 4096)
    if scp_executable_path(&path, path.count) == 0 {
      #expect(FileManager.default.isExecutableFile(atPath: String(cString: path)))
    } else {
      #if os(Linux) && !SCROLLSCRIPT_NO_PROC
        Issue.record("Linux gives the executable's path through /proc")
      #endif
    }
    var tiny = [CChar](repeating: 0, count: 4)
    #expect(scp_executable_path(&tiny, tiny.count) == -1, "a path that does not fit is refused")
  }
}

extension StringProtocol {
  /// Whether `word` appears with no letter, digit or underscore on either side.
  func contains(wholeWord word: String) -> Bool {
    var rest = self[...]
    while let range = rest.range(of: word) {
      let before = range.lowerBound == rest.startIndex ? nil : rest[rest.index(before: range.lowerBound)]
      let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
      let isPart = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
      if !isPart(before) && !isPart(after) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
