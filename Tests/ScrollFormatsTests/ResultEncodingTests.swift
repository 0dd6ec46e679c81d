import BehaviorComparing
import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollTargets
import Testing

/// Result lines are written directly, byte for byte as JSONEncoder writes them.
@Suite("Result lines: written directly, as JSONEncoder writes them")
struct ResultEncodingTests {
  /// The result as JSONEncoder (sorted keys, slashes unescaped) writes it.
  static func foundation(_ result: CaseResult) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try! encoder.encode(result), as: UTF8.self)
  }

  static func randomNumber(_ random: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return Double(Int.random(in: -5000...5000, using: &random))
    case 1: return Double.random(in: -1e9...1e9, using: &random)
    case 2: return Double(bitPattern: random.next())  // any finite double, tiny to huge
    case 3: return Double(Int64.random(in: -(1 << 62)...(1 << 62), using: &random))  // whole, around 1e16
    case 4:
      return [0, -0.0, 1e15, 1e16, -1e16, 9_999_999_999_999_998, 1e21, 5e-324, 0.1, 392.72727272727275].randomElement(
        using: &random)!
    default:
      return Double.random(in: -1...1, using: &random) * pow(10, Double(Int.random(in: -30...30, using: &random)))
    }
  }

  @Test("targets with random numbers, with and without an anchor")
  func targets() {
    var random = SeededGenerator(seed: 5)
    var compared = 0
    while compared < 20_000 {
      let numbers = (0..<6).map { _ in Self.randomNumber(&random) }
      guard numbers.allSatisfy(\.isFinite) else { continue }
      let anchor = Bool.random(using: &random) ? UnitPoint(x: numbers[4], y: numbers[5]) : nil
      let result = CaseResult.target(
        ScrollTarget(
          rect: CGRect(
            origin: CGPoint(x: numbers[0], y: numbers[1]), size: CGSize(width: numbers[2], height: numbers[3])),
          anchor: anchor))
      #expect(result.json == Self.foundation(result))
      compared += 1
    }
  }

  @Test("failures with every ASCII character, non-ASCII text and no location")
  func failures() {
    var random = SeededGenerator(seed: 9)
    let alphabet = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + ["é", "😀", "\u{2028}", "\u{7F}", "/"]
    for kind in BehaviorFailure.Kind.allCases {
      for _ in 0..<300 {
        let message = String(
          (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        let location =
          Bool.random(using: &random) ? nil : "dir/\(message.prefix(5)).lua:\(Int.random(in: 1...999, using: &random))"
        let result = CaseResult.failure(BehaviorFailure(kind, message, location: location))
        #expect(result.json == Self.foundation(result))
      }
    }
  }

  @Test("a number JSON cannot hold gives the invalidResult line of JSONLine")
  func notFinite() {
    for bad in [Double.infinity, -.infinity, .nan] {
      let result = CaseResult.target(ScrollTarget(rect: CGRect(x: 0, y: bad, width: 390, height: 844)))
      #expect(result.json == JSONLine.encode(result))
      #expect(result.json.contains(#""kind":"invalidResult""#))
    }
  }
}
