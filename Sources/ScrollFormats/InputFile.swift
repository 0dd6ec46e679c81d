import CPlatform
import Foundation
import ScrollTargets

/// The one way a file a user names is read: at most a limit and one byte,
/// and only when it is a regular file.
///
/// A FIFO with no writer, a device such as `/dev/zero` or a folder is refused
/// at once instead of blocking or reading without end: the file is opened
/// without blocking and its type read from the open file, so nothing can be
/// swapped in between. Links are followed.
public enum InputFile {
  /// At most `limit + 1` bytes of the regular file at `path`, so that a file
  /// over the limit is known to be one without reading it whole.
  ///
  /// - Throws: ``InputFileError`` with the operating system's reason, or
  ///   saying the path is a folder or not a regular file.
  /// A file read only to look at it (whether an output may replace it) is no input: `asInput: false`.
  public static func read(_ path: String, limit: Int, asInput: Bool = true) throws(InputFileError) -> Data {
    let handle = try open(path, asInput: asInput)
    do {
      return try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw InputFileError(path: path, reason: (error as NSError).localizedDescription)
    }
  }

  /// The regular file at `path`, open for reading.
  ///
  /// - Throws: ``InputFileError`` as ``read(_:limit:)`` does.
  public static func open(_ path: String, asInput: Bool = true) throws(InputFileError) -> FileHandle {
    if RawNames.isAmbiguous(path) { throw InputFileError(path: path, reason: InputFileError.ambiguous) }
    let descriptor = RawNames.withSystemPath(path) { scp_open_read($0) }
    guard descriptor >= 0 else {
      let code = errno
      let reason = String(cString: strerror(code))
      // A name with bytes that are not UTF-8 that came by no way RawNames sees (a scenario's "view", say)
      // reaches the tool with U+FFFD in their place, and the name so repaired names no file.
      guard code == ENOENT, path.unicodeScalars.contains("\u{FFFD}"), RawNames.bytes(of: path) == nil else {
        throw InputFileError(path: path, reason: reason)
      }
      throw InputFileError(path: path, reason: reason + ": " + InputFileError.notUTF8)
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw InputFileError(path: path, reason: String(cString: strerror(errno)))
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw InputFileError(path: path, reason: "it is a folder")
    default: throw InputFileError(path: path, reason: "it is not a regular file (a FIFO, a socket or a device)")
    }
    if asInput { Inputs.shared.add(FileIdentity(status)) }
    return handle
  }

  /// Notes the files at `paths` that exist as the command's inputs before any is read, so that no output
  /// written first (a report's stub) can be one of them (``OutputFile/write(_:to:)``).
  public static func declare(_ paths: [String]) {
    for path in paths {
      if let status = RawNames.status(path) { Inputs.shared.add(FileIdentity(status)) }
    }
  }

  /// Whether the file with `identity` is one this process read, or declared, as an input.
  static func isInput(_ identity: FileIdentity) -> Bool { Inputs.shared.contains(identity) }

  /// The files read so far, by identity.
  private final class Inputs: @unchecked Sendable {
    static let shared = Inputs()
    private let lock = NSLock()
    private var read: Set<FileIdentity> = []
    func add(_ identity: FileIdentity) {
      lock.lock()
      defer { lock.unlock() }
      read.insert(identity)
    }
    func contains(_ identity: FileIdentity) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      return read.contains(identity)
    }
  }
}

/// A file as the system knows it, whatever path names it: its device and inode, and the time its inode last
/// changed, so that a new file given the inode of one deleted since is not taken for it.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
  var changed: Int64
  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
  }

  /// Whether both name one file now, whatever was written to it between the two looks.
  func isSameFile(as other: FileIdentity) -> Bool { device == other.device && inode == other.inode }
}

/// A file that cannot be read: which, and the reason.
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  public var path: String
  /// The operating system's words (`No such file or directory`), or ours.
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): cannot read: \(reason)" }

  /// Why a name with bytes that are not UTF-8 names no file.
  public static let notUTF8 =
    "U+FFFD (\u{FFFD}) in a name that came through text (a scenario's view, say) may stand for bytes that are not UTF-8, which text cannot hold: give the file on the command line, or its folder, or rename it"

  /// Why a name that stands for two files is refused.
  public static let ambiguous =
    "two files show as this name (each with bytes that are not UTF-8, shown as \u{FFFD}): rename one"
}

extension InputFileError: InputDiagnostic {}
