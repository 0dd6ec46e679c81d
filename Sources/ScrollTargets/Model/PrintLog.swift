/// The lines a behavior printed during one call (a Lua script's `print`), each
/// with where it was printed, and how many more were printed than kept.
///
/// Whoever collects the lines bounds them (a Lua behavior keeps the first
/// `BehaviorLimits.logLines` of a call, a simulation a total over its run) and
/// counts the rest in ``dropped``, so a script that prints without end costs
/// bounded memory and output, and the reader still learns that lines are missing.
///
/// ```swift
/// let log = PrintLog(lines: [.init(location: "paging.lua:12", text: "hello")], dropped: 2)
/// log.lines[0].description   // "paging.lua:12: hello"
/// ```
///
/// How a log reads for a person is `ScrollFormats`' (`PrintLog+Text.swift`).
public struct PrintLog: Hashable, Sendable {
  /// One printed line.
  public struct Line: Hashable, Sendable, CustomStringConvertible {
    /// `path:line` of the `print` call (the script's or one of its modules'); "" when unknown.
    public var location: String
    /// The arguments of `print`, joined by tabs.
    public var text: String

    public init(location: String, text: String) {
      self.location = location
      self.text = text
    }

    /// `path:line: text`, or the text alone when the location is unknown: the form JSON logs hold.
    public var description: String { location.isEmpty ? text : "\(location): \(text)" }
  }

  /// The kept lines, oldest first.
  public var lines: [Line]
  /// The lines printed beyond those kept.
  public var dropped: Int

  public init(lines: [Line] = [], dropped: Int = 0) {
    self.lines = lines
    self.dropped = dropped
  }

  /// Whether nothing was printed.
  public var isEmpty: Bool { lines.isEmpty && dropped == 0 }
}

/// A behavior whose calls may print lines (a Lua script's `print`), which a
/// caller can collect call by call: the tool's own API, beyond SwiftUI, for
/// print debugging.
///
/// Collecting is off until a caller turns it on, so the many calls of a
/// property check or a comparison keep nothing.
public protocol PrintingScrollTargetBehavior: ScrollTargetBehavior, AnyObject {
  /// Whether calls keep what they print for ``takePrintLog()``. Default `false`.
  var keepsPrintLog: Bool { get set }

  /// What the calls printed since collecting began or the last take (the
  /// behavior's own bound on the lines applies between takes), and forgets it.
  func takePrintLog() -> PrintLog
}

extension ScrollTargetBehavior {
  /// Runs `body` with what this behavior prints kept, handing it a function
  /// that takes the lines printed since the last take: a call's prints become
  /// part of what the call gives back. A behavior that cannot print gives
  /// empty logs. Printing goes back to what it was afterwards, so the many
  /// calls of a check or a comparison keep nothing.
  ///
  /// ```swift
  /// let (result, log) = behavior.keepingPrints { takePrints in
  ///   (Result { try testCase.run(behavior) }, takePrints())
  /// }
  /// ```
  public func keepingPrints<T>(_ body: (_ takePrints: () -> PrintLog) throws -> T) rethrows -> T {
    guard let printing = self as? any PrintingScrollTargetBehavior else { return try body { PrintLog() } }
    let kept = printing.keepsPrintLog
    printing.keepsPrintLog = true
    defer { printing.keepsPrintLog = kept }
    return try body { printing.takePrintLog() }
  }
}
