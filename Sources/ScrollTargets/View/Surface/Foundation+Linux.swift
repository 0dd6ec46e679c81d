import Foundation

// Foundation API that Apple's platforms have and the Linux toolchain's
// Foundation does not, as view files use it to make the strings they show.
// Only the length of a string matters to a layout, so each is the plain
// reading of the value: `1.2 km`.

#if !canImport(Darwin)
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
