import Foundation
import ScrollSimulation
import ScrollTargets

extension CGSize {
  /// `390×844`: a size as every report prints it, each side trimmed by ``NumberText``.
  public var text: String { "\(NumberText.trimmed(width))×\(NumberText.trimmed(height))" }

  /// `390x844`: a size as the REPL echoes it, to be typed back, each side trimmed by ``NumberText``.
  public var argument: String { "\(NumberText.trimmed(width))x\(NumberText.trimmed(height))" }

  /// Reads a size written `WxH` or `W×H` in points (`390x844`, `390×844`),
  /// as every surface takes one: the command line's options, the REPL's
  /// commands, the playground's fields. Each side must be a finite, positive
  /// number of at least `minimum` points (a container's: 1) and at most
  /// ``Scenario/maximumLength``.
  ///
  /// - Throws: ``InputError`` at `what` saying what is wrong: not two
  ///   numbers, not finite, zero or negative, under the minimum.
  public init(parsing text: String, what: String, minimum: Double = 0) throws(InputError) {
    let parts = text.lowercased().split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
      throw InputError(what, "expected WIDTHxHEIGHT in points, such as 390x844, got '\(text)'")
    }
    for (name, value) in [("width", width), ("height", height)] {
      guard value.isFinite else { throw InputError(what, "the \(name) must be a finite number, got '\(text)'") }
      guard value > 0 else {
        let how = value < 0 ? "negative (\(value.formatted))" : "zero"
        throw InputError(what, "the \(name) is \(how) in '\(text)': a size must be positive")
      }
      guard value >= minimum, value <= Scenario.maximumLength else {
        throw InputError(
          what,
          "the \(name) is \(value.formatted) pt in '\(text)': it must be from \(minimum.formatted) to \(Scenario.maximumLength.formatted) pt"
        )
      }
    }
    self.init(width: width, height: height)
  }
}

extension Scene {
  /// The scroll view's size in words, as the headers of `run`, `simulate`
  /// and `check` show it: `container 390×844` when the bounds are the
  /// container, else the bounds, each inset at the scrolling axis's start
  /// and end, and what is left: `bounds 390×844, margins 45 and 45,
  /// container 300×844`.
  public var sizeWords: String {
    let axis = primaryAxis
    var parts: [String] = []
    for (name, insets) in [
      ("safe area", screen.safeAreaInsets), ("safe-area padding", safeAreaPadding), ("margins", contentMargins),
    ] {
      let (start, end) = axis == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
      guard start != 0 || end != 0 else { continue }
      parts.append("\(name) \(NumberText.trimmed(start)) and \(NumberText.trimmed(end))")
    }
    let container = "container \(containerSize.text)"
    guard !parts.isEmpty || screen.bounds != containerSize else { return container }
    return (["bounds \(screen.bounds.text)"] + parts + [container]).joined(separator: ", ")
  }
}
