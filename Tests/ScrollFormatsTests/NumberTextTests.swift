import Foundation
import ScrollFormats
import ScrollSimulation
import Testing

@Suite("Numbers as text")
struct NumberTextTests {
  @Test(
    "trimmed: rounded to the decimals asked, no trailing zeros, never -0",
    arguments: [
      (390.0, 2, "390"), (1197.6, 2, "1197.6"), (1.5444, 2, "1.54"), (-0.5, 2, "-0.5"), (-0.001, 2, "0"),
      (0.004, 2, "0"), (123_456.789, 2, "123456.79"), (2.0000001, 2, "2"), (1.005, 2, "1"),
      (0.008333333333333333, 4, "0.0083"), (0.008333333333333333, 6, "0.008333"), (2.5, 0, "3"), (-2.5, 0, "-3"),
      (1e16, 2, "1e+16"), (-1e20, 2, "-1e+20"),
    ])
  func trimmed(value: Double, decimals: Int, expected: String) {
    #expect(NumberText.trimmed(value, decimals: decimals) == expected)
  }

  @Test("trimmed: what is not a number reads as Swift prints it")
  func notNumbers() {
    #expect(NumberText.trimmed(.nan) == "nan")
    #expect(NumberText.trimmed(.infinity) == "inf" && NumberText.trimmed(-.infinity) == "-inf")
  }

  @Test("trimmed: a finite value too large to scale is shown, not turned into inf")
  func hugeValues() {
    // 1e305 times 10^6 overflows; the value itself is finite and is what is shown.
    #expect(NumberText.trimmed(1e305, decimals: 6) == "1e+305")
    #expect(NumberText.trimmed(-1.7e308, decimals: 2) == "-1.7e+308")
  }

  @Test("trimmed gives what the formatters it replaced gave, on 20,000 seeded values")
  func sameAsBefore() {
    // The rule the report, plot, REPL and property messages each had: round,
    // then print without a trailing .0, and 0 for a result that rounds to zero.
    func before(_ value: Double, _ decimals: Int) -> String {
      let scale = pow(10, Double(decimals))
      let rounded = (value * scale).rounded() / scale
      return rounded == 0 ? "0" : rounded.formatted
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
    for index in 0..<20_000 {
      let magnitude = pow(10, Double(next() % 12) - 4)  // 1e-4 ... 1e7
      let value = (Double(next() % 2_000_001) / 1_000_000 - 1) * magnitude
      let decimals = [2, 4, 6][index % 3]
      #expect(
        NumberText.trimmed(value, decimals: decimals) == before(value, decimals), "\(value), \(decimals) decimals")
    }
  }

  @Test(
    "fixed: exactly the decimals asked, as C's %.Nf, padded to a width",
    arguments: [
      (0.25, 3, 7, "  0.250"), (12.0, 1, 0, "12.0"), (1234.5678, 0, 0, "1235"), (0.125, 2, 0, "0.12"),
      (99.999, 2, 0, "100.00"), (-0.04, 1, 0, "-0.0"), (3.14159, 3, 4, "3.142"), (5.0, 0, 3, "  5"),
    ])
  func fixed(value: Double, decimals: Int, width: Int, expected: String) {
    #expect(NumberText.fixed(value, decimals: decimals, width: width) == expected)
  }
}
