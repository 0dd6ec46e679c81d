import ScrollFormats
import ScrollSimulation
import ScrollTargets

extension SceneOptions {
  /// `--margins`, `--safe-area-padding` and `--relative-frames`: insets at the
  /// scrolling axis's two ends (leading and trailing across a row, top and
  /// bottom down a column), which the container loses.
  func applyInsets(to scene: inout Scene) throws(InputError) {
    if let margins { scene.contentMargins = try Self.insets(margins, option: "--margins", axis: scene.primaryAxis) }
    if let safeAreaPadding {
      scene.safeAreaPadding = try Self.insets(
        safeAreaPadding, option: "--safe-area-padding", axis: scene.primaryAxis)
    }
    if let relativeFrames {
      guard let choice = Scene.RelativeFrames(rawValue: relativeFrames) else {
        throw InputError(
          "--relative-frames", "expected lessMargins or ignoringMargins, got '\(relativeFrames)'")
      }
      scene.relativeFrames = choice
    }
    // A --container is the container itself: the bounds grow by the insets.
    guard container == nil else { return }
    let left = scene.containerSize
    for axis in Axis.allCases where left[axis] < Quantity.containerLength.range.lowerBound {
      throw InputError(
        margins != nil ? "--margins" : "--safe-area-padding",
        "leave no container: \(Double(scene.addedInsets[axis]).formatted) pt of padding and margins in \(Double(scene.screen.containerSize[axis]).formatted) pt"
      )
    }
  }

  /// `--per-page` and `--span`: children sized as `containerRelativeFrame(count:span:)` sizes them.
  func applyRelativeFrame(to layout: inout Scene.ChildLayout) throws(InputError) {
    if let perPage {
      guard child == nil || child == "page" else {
        throw InputError("--per-page", "sizes children from the container: give it or a --child length, not both")
      }
      try InputError.check(perPage, "--per-page", in: Quantity.childrenPerPage.range)
      layout.perPage = perPage
    }
    if let span {
      guard let perPage = layout.perPage else { throw InputError("--span", "needs --per-page (or --child page)") }
      guard span >= 1, Double(span) <= perPage.rounded(.up) else {
        throw InputError("--span", "expected 1 to \(perPage.rounded(.up).formatted) columns, got \(span)")
      }
      layout.span = span
    }
  }

  /// Insets at `axis`'s two ends from `PT` or `START,END`, each a length.
  static func insets(_ text: String, option: String, axis: Axis) throws(InputError) -> EdgeInsets {
    let ends = try padding(text, option: option)
    let lengths = Quantity.length.range
    try InputError.check(ends.leading, "\(option) (start)", in: lengths)
    try InputError.check(ends.trailing, "\(option) (end)", in: lengths)
    return axis == .horizontal
      ? EdgeInsets(leading: ends.leading, trailing: ends.trailing)
      : EdgeInsets(top: ends.leading, bottom: ends.trailing)
  }
}
