/// Where in the user's source a view or modifier was written: captured by
/// each initializer and modifier that can fail, through its defaulted
/// `fileID:`, `filePath:`, `line:` and `column:` parameters, so a layout
/// error points at the user's line and column.
public struct ViewLocation: Hashable, Sendable, CustomStringConvertible {
  /// `#fileID`: `Module/File.swift`.
  public var fileID: String
  /// `#filePath`: the path the compiler was given.
  public var filePath: String
  /// `#line`, from 1.
  public var line: Int
  /// `#column`, from 1.
  public var column: Int

  public init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The file's name alone: `File.swift` for `Module/File.swift`.
  public var fileName: String {
    fileID.split(separator: "/").last.map(String.init) ?? fileID
  }

  /// `File.swift:12:9`, as a compiler names a place.
  public var description: String { "\(fileName):\(line):\(column)" }
}
