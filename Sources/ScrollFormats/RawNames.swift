import Foundation

/// File names the system gives as bytes that are not UTF-8, which no Swift
/// string can hold. The command line and folder listings come as bytes; a
/// name is shown with U+FFFD for each byte that is not UTF-8, and this
/// registry keeps the bytes that shown name stands for, so that
/// ``InputFile`` opens the file the person named and not a file of the
/// repaired name. Two files that show as one name (`a\xFF.lua` and
/// `a\xFE.lua`) are not told apart: the name is refused, never guessed.
public enum RawNames {
  /// The name to show for the path `bytes`, which ``InputFile`` then opens as those bytes.
  public static func name(_ bytes: [UInt8]) -> String {
    let shown = String(decoding: bytes, as: UTF8.self)
    if String(validating: bytes, as: UTF8.self) == nil { registry.add(shown, bytes) }
    return shown
  }

  /// A command-line argument: its name, and for `--option=value` the value's too.
  public static func argument(_ bytes: [UInt8]) {
    _ = name(bytes)
    if bytes.starts(with: Array("--".utf8)), let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
      _ = name(Array(bytes[(equals + 1)...]))
    }
  }

  /// The bytes the shown name `path` stands for, when it stands for bytes that are not UTF-8.
  static func bytes(of path: String) -> [UInt8]? {
    guard path.unicodeScalars.contains("\u{FFFD}"), case .bytes(let bytes) = registry.entry(path) else { return nil }
    return bytes
  }

  /// Whether files that show as `path` are more than one.
  public static func isAmbiguous(_ path: String) -> Bool {
    guard path.unicodeScalars.contains("\u{FFFD}"), case .ambiguous = registry.entry(path) else { return false }
    return true
  }

  /// Runs `body` with the path as the system takes it: the registered bytes, else the name's UTF-8.
  static func withSystemPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    guard let bytes = bytes(of: path) else { return path.withCString(body) }
    return (bytes.map(CChar.init(bitPattern:)) + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  /// The status of the file `path` names (links followed), read as ``InputFile`` would open it; nil when none.
  public static func status(_ path: String) -> stat? {
    var status = stat()
    return withSystemPath(path) { stat($0, &status) } == 0 ? status : nil
  }

  /// Whether `path` names a folder.
  public static func isFolder(_ path: String) -> Bool {
    status(path).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
  }

  /// The names of the entries of the folder `path`, read as the system gives
  /// them. An entry whose path is not UTF-8, or that holds U+FFFD, is
  /// registered under the path `path` and its shown name make
  /// (`appendingPathComponent`), so that it opens, or is refused when two show alike.
  public static func entries(ofFolder path: String) -> [String] {
    withSystemPath(path) { folder -> [String] in
      guard let stream = opendir(folder) else { return [] }
      defer { closedir(stream) }
      let folderBytes = bytes(of: path)
      var names: [String] = []
      while let entry = readdir(stream) {
        let entryBytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
        guard entryBytes != Array(".".utf8), entryBytes != Array("..".utf8) else { continue }
        let shown = String(decoding: entryBytes, as: UTF8.self)
        if folderBytes != nil || shown.unicodeScalars.contains("\u{FFFD}") {
          let whole = (folderBytes ?? Array(path.utf8)) + [UInt8(ascii: "/")] + entryBytes
          registry.add((path as NSString).appendingPathComponent(shown), whole)
        }
        names.append(shown)
      }
      return names
    }
  }

  private static let registry = Registry()

  /// What a shown name stands for.
  enum Entry {
    case bytes([UInt8])
    case ambiguous
  }

  /// The names registered so far; a run meets a handful.
  private final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String: Entry] = [:]
    func add(_ shown: String, _ bytes: [UInt8]) {
      lock.lock()
      defer { lock.unlock() }
      switch names[shown] {
      case nil: names[shown] = .bytes(bytes)
      case .bytes(let known) where known != bytes: names[shown] = .ambiguous
      default: break
      }
    }
    func entry(_ shown: String) -> Entry? {
      lock.lock()
      defer { lock.unlock() }
      return names[shown]
    }
  }
}
