import Foundation

// Foundation API that Apple's platforms have and the Linux toolchain's
// Foundation does not, as view files use it to make the strings they show.
// Only the length of a string matters to a layout, so each is the plain
// reading of the value: `1.2 km`.

#if !canImport(Darwin)
  extension String {
    /// The key as written, as Apple's `String(localized:)` gives it with no string table: the model has
    /// the app's source, not its localizations.
    public init(
      localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
      comment: StaticString? = nil
    ) { self = keyAndValue }

    /// `defaultValue`, as Apple's `String(localized:defaultValue:)` gives it with no string table.
    public init(
      localized key: StaticString, defaultValue: String, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) { self = defaultValue }
  }

  /// An affine transform of the plane, as CoreGraphics' `CGAffineTransform`,
  /// which the Linux toolchain's Foundation lacks: a point (x, y) goes to
  /// (a·x + c·y + tx, b·x + d·y + ty).
  public struct CGAffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX x: CGFloat, y: CGFloat) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    /// A turn by `angle` radians, counterclockwise in a y-up space.
    public init(rotationAngle angle: CGFloat) {
      self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * other.a + b * other.c, b: a * other.b + b * other.d,
        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }
    /// A translation, then this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// A scale, then this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    /// A turn, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
  }

  extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size's vector transformed, without the translation, as CoreGraphics has it.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding the four transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
  }

  extension AttributedString {
    /// The text of `markdown` as written, its markup kept: the Linux toolchain's Foundation parses no
    /// Markdown, and a layout needs only the text's length, which the markup hardly changes.
    public init(markdown: String) throws { self.init(markdown) }
  }

  extension Measurement {
    /// `value` and the unit's symbol, as Apple's `formatted()` writes a measurement at its plainest.
    public func formatted() -> String {
      let number = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
      return "\(number) \(unit.symbol)"
    }
  }

  extension Measurement where UnitType: Dimension {
    /// As ``formatted()``: the style's width and usage change the words, not the kind of string.
    public func formatted(_ style: MeasurementFormat<UnitType>) -> String { formatted() }
  }

  /// How a measurement is written (`.measurement(width:usage:)`), as Apple's `Measurement.FormatStyle`:
  /// given to `formatted(_:)`, or to `Text(_:format:)` as a `FormatStyle`.
  public struct MeasurementFormat<UnitType: Dimension>: FormatStyle, Sendable {
    /// How wide the unit is written.
    public enum UnitWidth: Codable, Hashable, Sendable { case wide, abbreviated, narrow }

    public static func measurement(
      width: UnitWidth = .abbreviated, usage: MeasurementUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> MeasurementFormat { MeasurementFormat() }

    public func format(_ value: Measurement<UnitType>) -> String { value.formatted() }
  }

  extension FormatStyle {
    /// `Text(distance, format: .measurement(width: .abbreviated, usage: .road))`.
    public static func measurement<UnitType: Dimension>(
      width: MeasurementFormat<UnitType>.UnitWidth = .abbreviated, usage: MeasurementUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == MeasurementFormat<UnitType> { MeasurementFormat() }
  }

  /// What a measurement is of (`.road`, `.person`), as Apple's `MeasurementFormatUnitUsage`.
  public struct MeasurementUsage<UnitType: Dimension>: Sendable {
    public static var general: MeasurementUsage { MeasurementUsage() }
    public static var asProvided: MeasurementUsage { MeasurementUsage() }
    public static var road: MeasurementUsage { MeasurementUsage() }
    public static var person: MeasurementUsage { MeasurementUsage() }
    public static var personHeight: MeasurementUsage { MeasurementUsage() }
    public static var food: MeasurementUsage { MeasurementUsage() }
    public static var workout: MeasurementUsage { MeasurementUsage() }
    public static var weather: MeasurementUsage { MeasurementUsage() }
    public static var wind: MeasurementUsage { MeasurementUsage() }
    public static var rainfall: MeasurementUsage { MeasurementUsage() }
    public static var snowfall: MeasurementUsage { MeasurementUsage() }
    public static var visibility: MeasurementUsage { MeasurementUsage() }
    public static var barometric: MeasurementUsage { MeasurementUsage() }
    public static var liquid: MeasurementUsage { MeasurementUsage() }
    public static var personWeight: MeasurementUsage { MeasurementUsage() }
    public static var focalLength: MeasurementUsage { MeasurementUsage() }
  }

#endif
