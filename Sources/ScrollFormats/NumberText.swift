import Foundation

/// Numbers as people read them: in reports, tables, plots and messages.
///
/// Two forms, one for each need:
/// - ``trimmed(_:decimals:)`` for a length, an offset or a velocity in a
///   sentence: rounded, without trailing zeros (`390`, `1197.6`, `-0.5`).
/// - ``fixed(_:decimals:width:)`` for a column or a figure whose precision is
///   part of its meaning: always `decimals` digits (`0.30`, `12.0`).
///
/// The exact value of an input, as a command line or an error message must
/// repeat it, is a third: ``exact(_:)`` (also `Double.formatted`) prints it unrounded.
public enum NumberText {
  /// `value` unrounded, without a trailing `.0`: `390` rather than `390.0`,
  /// `0.1` as `0.1`; from 1e15 on, NaN and the infinities as Swift writes them.
  public static func exact(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// `value` rounded to at most `decimals` decimals (default 2), without
  /// trailing zeros, and never `-0`: `390`, `1.54`, `-0.5`, `0` for -0.001.
  ///
  /// Rounding is to the nearest, halves away from zero, on the binary value
  /// (1.005 is a little under it, so it gives `1`). A value too large to scale
  /// (beyond about 1e300) is shown as it is. From 1e15 on, and for NaN and the
  /// infinities, Swift's own description is used (`1e+16`, `nan`, `inf`).
  public static func trimmed(_ value: Double, decimals: Int = 2) -> String {
    let scale = pow(10, Double(decimals))
    let scaled = (value * scale).rounded() / scale
    return exact(scaled.isFinite || !value.isFinite ? scaled : value)
  }

  /// `value` with exactly `decimals` decimals, as C's `%.Nf` prints it, padded
  /// with spaces on the left to `width` characters: `fixed(0.25, decimals: 3, width: 7)`
  /// is `"  0.250"`.
  public static func fixed(_ value: Double, decimals: Int, width: Int = 0) -> String {
    let text = String(format: "%.\(max(0, decimals))f", value)
    return text.count < width ? String(repeating: " ", count: width - text.count) + text : text
  }
}

extension Double {
  /// ``NumberText/exact(_:)`` of the value: `390` rather than `390.0`.
  public var formatted: String { NumberText.exact(self) }
}
