import BehaviorRunning
import Foundation
import Testing

@testable import ScrollFormats

/// The reader's numbers: most from the bytes in one exact operation, the rest
/// by `Double(String)`; either way the nearest double, bit for bit.
@Suite("JSON numbers")
struct JSONNumberTests {
  static func read(_ text: String) throws -> Double {
    try JSONReader.read(Data(text.utf8)) { reader throws(InputError) in try reader.double() }
  }

  static func expectSameAsStandardLibrary(_ text: String) throws {
    let expected = try #require(Double(text))
    let read = try read(text)
    #expect(read.bitPattern == expected.bitPattern, "\(text): \(read) against \(expected)")
  }

  @Test("edges of the exact path read as Double(String) reads them: zeros, 2^53, 10^22, 19 and 20 digits")
  func edges() throws {
    for text in [
      "0", "-0", "0.0", "-0.0e-5", "0e400", "1", "-1", "0.1", "0.3", "390", "38510", "4.038676584629993",
      "195.01529961573036", "9007199254740992", "9007199254740993", "-9007199254740993", "1e22", "1e23",
      "1E-22", "1e-23", "1234567890123456789", "12345678901234567890", "0.00000000000000000000001234",
      "1.5000000000000000000000", "123456789012345678901234567890", "2.2250738585072014e-308", "4.9e-324",
      "1.7976931348623157e308", "1e309", "-1e309", "1e-400", "7e+2", "7E2",
    ] {
      try Self.expectSameAsStandardLibrary(text)
    }
  }

  @Test("100,000 random numbers of every shape read bit for bit as Double(String) reads them")
  func random() throws {
    var random = SeededGenerator(seed: 2026)
    for _ in 0..<100_000 {
      let digits = (0..<Int.random(in: 1...24, using: &random)).map { _ in
        String(Int.random(in: 0...9, using: &random))
      }
      var whole = digits
      // A number that starts with 0 has nothing else before its point.
      while whole.count > 1 && whole[0] == "0" { whole.removeFirst() }
      var text = Bool.random(using: &random) ? "-" : ""
      let point = Int.random(in: 0...whole.count, using: &random)
      text += point == 0 ? "0" : whole[..<point].joined()
      if point < whole.count { text += "." + whole[point...].joined() }
      if Bool.random(using: &random) {
        let exponent =
          Bool.random(using: &random)
          ? Int.random(in: -30...30, using: &random)
          : Int.random(in: -340...320, using: &random)
        text +=
          (Bool.random(using: &random) ? "e" : "E") + (exponent >= 0 && Bool.random(using: &random) ? "+" : "")
          + String(exponent)
      }
      try Self.expectSameAsStandardLibrary(text)
    }
  }
}
