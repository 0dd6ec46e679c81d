/// Text, as in SwiftUI. The model has no fonts, so text has no size of its
/// own: its width and height must be fixed by the frames directly around it
/// (`frame(width:height:)`, `containerRelativeFrame`, in any order), and
/// laying it out without them is an error at the line and column where it
/// was written.
public struct Text: View, PrimitiveView {
  public typealias Body = Never
  /// The string shown.
  public var content: String
  let at: ViewLocation

  public init<S: StringProtocol>(
    _ content: S, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.content = String(content)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public init(
    verbatim content: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.content = content
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { .text(at) }

  /// Accepted and ignored: fonts have no geometry here.
  public func bold(_ isActive: Bool = true) -> Text { self }
  /// Accepted and ignored.
  public func italic(_ isActive: Bool = true) -> Text { self }
}
