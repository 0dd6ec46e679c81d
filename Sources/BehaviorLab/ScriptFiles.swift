import Foundation

/// Finds behavior scripts.
public enum ScriptFiles {
  /// The `.lua` files among `paths`, each folder replaced by the scripts
  /// directly inside it (sorted); files are kept as given. Paths that do not
  /// exist are kept, so that checking them reports them.
  public static func expand(_ paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        return [path]
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.filter { $0.hasSuffix(".lua") }.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
  }
}

extension ScriptFiles {
  /// Reads at most `limit + 1` bytes of the regular file at `path`, so that a
  /// file over the limit is known to be one without reading it whole.
  ///
  /// - Throws: ``ScriptReadError`` with the operating system's reason, or
  ///   when `path` is a folder, a FIFO or a device (which could block or never end).
  public static func read(_ path: String, limit: Int) throws(ScriptReadError) -> Data {
    // Opened without blocking, so a FIFO with no writer cannot hang the open;
    // the type is then read from the open file, so nothing can be swapped in between.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw ScriptReadError(path: path, reason: String(cString: strerror(errno))) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw ScriptReadError(path: path, reason: String(cString: strerror(errno)))
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw ScriptReadError(path: path, reason: "it is a folder, not a script")
    default: throw ScriptReadError(path: path, reason: "it is not a regular file (a FIFO, a socket or a device)")
    }
    do {
      return try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw ScriptReadError(path: path, reason: reason(error))
    }
  }

  /// The operating system's words for why a file could not be read.
  private static func reason(_ error: any Error) -> String {
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    let cocoa = error as NSError
    if cocoa.domain == NSCocoaErrorDomain {
      switch cocoa.code {
      case CocoaError.fileReadNoSuchFile.rawValue, CocoaError.fileNoSuchFile.rawValue:
        return "No such file or directory"
      case CocoaError.fileReadNoPermission.rawValue: return "Permission denied"
      default: break
      }
    }
    return cocoa.localizedDescription
  }
}

/// A script file that cannot be read: which, and the reason.
public struct ScriptReadError: Error, Hashable, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public var description: String { "cannot read the script: \(reason)" }
}
