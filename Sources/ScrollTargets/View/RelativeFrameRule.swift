/// The count, span and spacing of a `containerRelativeFrame`, and its length
/// as Apple documents it ("containerRelativeFrame(_:count:span:spacing:alignment:)").
struct RelativeFrameRule {
  var count: Int
  var span: Int
  /// Between columns (pt).
  var spacing: CGFloat
  var at: ViewLocation

  /// `span` columns of a container `container` long (pt): available =
  /// L − spacing·(count − 1), column = available / count, length =
  /// column·span + spacing·(span − 1).
  func length(_ container: CGFloat, _ axis: Axis) -> CGFloat {
    let available = container - spacing * CGFloat(count - 1)
    let column = available / CGFloat(count)
    return column * CGFloat(span) + spacing * CGFloat(span - 1)
  }

  /// Why the rule cannot be used, if it cannot.
  var error: ViewLayoutError? {
    if count < 1 {
      return ViewLayoutError(
        kind: .relativeFrameCount, at: at, view: "containerRelativeFrame", issue: "has a count of \(count)",
        advice: "give a count of 1 or more")
    }
    if !(1...count).contains(span) {
      return ViewLayoutError(
        kind: .relativeFrameSpan, at: at, view: "containerRelativeFrame",
        issue: "has a span of \(span) for a count of \(count)", advice: "give a span from 1 to \(count)")
    }
    if !(spacing.isFinite && spacing >= 0) {
      return ViewLayoutError(
        kind: .invalidLength, at: at, view: "containerRelativeFrame", issue: "has a spacing of \(spacing)",
        advice: "give a finite spacing of 0 or more")
    }
    return nil
  }
}
