import CPlatform
import Foundation

/// The one way a file the user names is written, and why one could not be.
///
/// An output never destroys: a regular file (or a link to one) is replaced
/// whole through a temporary file beside it, so a link stays a link; a FIFO,
/// a device or a terminal is written through, never replaced, and a FIFO with
/// no reader is refused at once rather than waited on; a folder is refused;
/// and a file the command reads (or was given to read) is never an output.
public enum OutputFile {
  /// Writes `data` to the file at `path` as the type above says. A session that reads and writes files as
  /// its user asks (the REPL's `:save` over a scenario it loaded) gives `checkingInputs: false`.
  ///
  /// - Throws: ``InputError`` naming the path, saying why.
  public static func write(_ data: Data, to path: String, checkingInputs: Bool = true) throws(InputError) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      // Nothing there yet: a new regular file, where a link that names nothing yet points, if one.
      var target = path
      if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
        target =
          URL(fileURLWithPath: destination, relativeTo: URL(fileURLWithPath: path).deletingLastPathComponent()).path
      }
      do {
        try data.write(to: URL(fileURLWithPath: target), options: .atomic)
        return
      } catch {
        throw InputError(path, "cannot write: \(reason(writing: target, error: error))")
      }
    }
    if checkingInputs, InputFile.isInput(FileIdentity(status)) {
      throw InputError(path, "cannot write: it is one of the command's inputs; name another file for the output")
    }
    // The process's own standard output or error (`/dev/stdout` redirected to a log): written through its
    // descriptor, at its place, never replaced.
    if let stream = ownStream(FileIdentity(status)) {
      fflush(nil)
      if let failure = writeAll(data, to: stream) {
        throw InputError(path, "cannot write: \(String(cString: strerror(failure)))")
      }
      return
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      // Through the link, if one: the file it names is replaced, the link kept.
      let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
      do {
        try data.write(to: target, options: .atomic)
      } catch {
        throw InputError(path, "cannot write: \(reason(writing: target.path, error: error))")
      }
    case S_IFDIR:
      throw InputError(path, "cannot write: it is a folder; name a file in it")
    default:
      try writeThrough(data, to: path)
    }
  }

  /// Whether writing `path` replaces a file (none there yet, a regular file, or a link to one), so that it
  /// may be written again and again as a run goes on; a FIFO, a device or a terminal takes one write.
  public static func isReplaceable(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return true }
    return status.st_mode & S_IFMT == S_IFREG && ownStream(FileIdentity(status)) == nil
  }

  /// The process's standard output or error when it is the file with `identity` (`/dev/stdout` redirected
  /// to a log), else `nil`.
  static func ownStream(_ identity: FileIdentity) -> Int32? {
    [STDOUT_FILENO, STDERR_FILENO].first { stream in
      var own = stat()
      return fstat(stream, &own) == 0 && FileIdentity(own).isSameFile(as: identity)
    }
  }

  /// Writes `data` into the FIFO, device or terminal at `path`, opened without blocking so that a FIFO with
  /// no reader is refused at once.
  private static func writeThrough(_ data: Data, to path: String) throws(InputError) {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw InputError(
        path,
        code == ENXIO
          ? "cannot write: it is a FIFO that no one reads (or a socket); start its reader first"
          : "cannot write: \(String(cString: strerror(code)))")
    }
    defer { close(descriptor) }
    // Blocking again, so that a slow reader is waited for rather than its buffer overrun.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    if let failure = writeAll(data, to: descriptor) {
      throw InputError(path, "cannot write: \(String(cString: strerror(failure)))")
    }
  }

  /// Writes all of `data` to `descriptor`; the error number when it cannot.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { bytes -> Int32? in
      var offset = 0
      while offset < bytes.count {
        let written = scp_write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// The reason writing `path` failed with `error`: the missing folder by
  /// name when the file's folder does not exist (`the folder x does not
  /// exist: create it first (mkdir -p x/y)`, naming the first missing folder
  /// on the way), a path part that is a file when one is, else the system's
  /// own message.
  public static func reason(writing path: String, error: any Error) -> String {
    let folder = parent(of: path)
    guard !folder.isEmpty else { return error.localizedDescription }
    var isFolder: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
      var missing = folder
      var above = parent(of: missing)
      while !above.isEmpty, above != missing, !FileManager.default.fileExists(atPath: above) {
        missing = above
        above = parent(of: missing)
      }
      // A part of the way that is a file, not a folder.
      var isAboveFolder: ObjCBool = true
      if !above.isEmpty, FileManager.default.fileExists(atPath: above, isDirectory: &isAboveFolder),
        !isAboveFolder.boolValue
      {
        return "\(above) is a file, not a folder"
      }
      return "the folder \(missing) does not exist: create it first (mkdir -p \(folder))"
    }
    if !isFolder.boolValue { return "\(folder) is a file, not a folder" }
    return error.localizedDescription
  }

  /// The folder part of `path`: `x/y` for `x/y/z`, `/` for `/x`, "" for `x`.
  static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }
}
