import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

extension ReplSession {
  /// The insets a scene command sets at the scrolling axis's two ends.
  enum InsetKind {
    /// `margins`: SwiftUI's `contentMargins` for `.scrollContent` (``Scene/contentMargins``).
    case margins
    /// `safe-area-padding`: SwiftUI's `safeAreaPadding` (``Scene/safeAreaPadding``).
    case padding

    /// The command's name.
    var command: String { self == .margins ? "margins" : "safe-area-padding" }

    /// Where the scene keeps them.
    var keyPath: WritableKeyPath<Scene, EdgeInsets> { self == .margins ? \.contentMargins : \.safeAreaPadding }
  }

  /// `margins START[,END]` and `safe-area-padding START[,END]`: insets at the
  /// scrolling axis's two ends (leading and trailing across a row, top and
  /// bottom down a column), as the command line's `--margins` and
  /// `--safe-area-padding` give them, by the same rules (``SceneRequest``).
  /// The bounds stay and the container loses the insets; `0` clears them.
  /// Lengths below 0, past a scenario's limit, or that leave no container are
  /// refused in words, and so is a view file's scene (its layout is the
  /// view's); `nil` when `text` is not one length or two (the line may be Lua).
  func setInsets(_ kind: InsetKind, _ text: String) -> String? {
    guard let ends = Self.ends(text) else { return nil }
    guard live.scene.viewScreens.isEmpty else {
      // The view's layout placed its children inside its own margins and padding.
      return
        "error: \(kind.command): the scene is a view file's (--scene): set \(kind == .margins ? "contentMargins" : "safeAreaPadding") "
        + "in the view and start the REPL again"
    }
    var request = SceneRequest()
    let value = SceneRequest.Insets.ends(SceneRequest.Ends(ends.start, ends.end))
    if kind == .margins { request.margins = value } else { request.safeAreaPadding = value }
    return changeScene(request)
  }

  /// `16` (both ends) or `16,24` (start and end): the two lengths, or `nil`.
  static func ends(_ text: String) -> (start: Double, end: Double)? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    guard (1...2).contains(parts.count), parts.allSatisfy({ $0?.isFinite == true }) else { return nil }
    return (parts[0]!, parts[parts.count - 1]!)
  }

  /// Insets of `ends` at `axis`'s two ends: leading and trailing across a row, top and bottom down a column.
  static func insets(_ ends: (start: Double, end: Double), on axis: Axis) -> EdgeInsets {
    axis == .horizontal
      ? EdgeInsets(leading: ends.start, trailing: ends.end) : EdgeInsets(top: ends.start, bottom: ends.end)
  }

  /// `insets` moved from `old`'s two ends to `new`'s, when the scrolling axis turns.
  static func insets(_ insets: EdgeInsets, movedFrom old: Axis, to new: Axis) -> EdgeInsets {
    guard old != new else { return insets }
    return Self.insets(ReplScene.ends(of: insets, on: old), on: new)
  }
}

extension ReplScene {
  /// The two ends of `insets` along `axis`: leading and trailing, or top and bottom.
  static func ends(of insets: EdgeInsets, on axis: Axis) -> (start: Double, end: Double) {
    axis == .horizontal
      ? (Double(insets.leading), Double(insets.trailing)) : (Double(insets.top), Double(insets.bottom))
  }

  /// `45 and 45`: `insets` at `axis`'s two ends, start first.
  static func endsText(_ insets: EdgeInsets, on axis: Axis) -> String {
    let ends = ends(of: insets, on: axis)
    return "\(NumberText.trimmed(ends.start)) and \(NumberText.trimmed(ends.end))"
  }

  /// `padding 10 and 10, margins 45 and 45`: the insets the scene adds to the
  /// safe area, those that are not zero; `nil` when there are none.
  var addedInsetsText: String? {
    let parts = [("padding", scene.safeAreaPadding), ("margins", scene.contentMargins)].filter { $0.1 != .zero }
    guard !parts.isEmpty else { return nil }
    return parts.map { "\($0.0) \(Self.endsText($0.1, on: axis))" }.joined(separator: ", ")
  }
}
