/// Why a view could not be laid out, at the line and column of the view or
/// modifier at fault: `File.swift:12:9: error: containerRelativeFrame has a
/// count of 0: give a count of 1 or more`.
public struct ViewLayoutError: Diagnostic, Hashable, Sendable {
  /// What went wrong.
  public enum Kind: String, Hashable, Sendable {
    /// The view holds no `ScrollView`.
    case noScrollView
    /// Several scroll views have a behavior or target layout of their own, and none was picked.
    case severalScrollViews
    /// A `ScrollView` inside another that scrolls on the same axis.
    case nestedScrollView
    /// `containerRelativeFrame(_:count:span:spacing:)` with `count < 1`.
    case relativeFrameCount
    /// `containerRelativeFrame(_:count:span:spacing:)` with `span` outside `1...count`.
    case relativeFrameSpan
    /// A `ForEach` of more views than ``ViewLayout/maximumForEachCount``.
    case tooManyViews
    /// A frame, padding, margin or spacing that is negative or not finite.
    case invalidLength
  }

  public var kind: Kind
  /// Where the view or modifier at fault was written; `nil` when the view holds nothing that was located.
  public var at: ViewLocation?
  /// The view or modifier at fault, as written: `Text`, `containerRelativeFrame`.
  public var view: String
  /// What is wrong, after the view's name: `has a count of 0`.
  public var issue: String
  /// What to add or change: `give it a frame(width:height:)`.
  public var advice: String

  public init(kind: Kind, at: ViewLocation?, view: String, issue: String, advice: String) {
    self.kind = kind
    self.at = at
    self.view = view
    self.issue = issue
    self.advice = advice
  }

  /// `File.swift:12:9`, or `nil` when the error has no place.
  public var location: String? { at?.description }
  /// `containerRelativeFrame has a count of 0: give a count of 1 or more`.
  public var problem: String { "\(view) \(issue): \(advice)" }
  /// The view file cannot make a scene: bad input, as a file that does not compile.
  public var fault: DiagnosticFault { .input }
  /// The line a command prints: `File.swift:12:9: error: …`.
  public var description: String { line(program: "scrollscript") }
}
