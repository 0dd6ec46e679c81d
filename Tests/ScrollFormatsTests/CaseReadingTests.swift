import BehaviorComparing
import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollTargets
import Testing

/// The case reader against Foundation: JSONDecoder's numbers, bit for bit,
/// on every line both read; JSONSerialization's refusals, all of which the
/// reader shares; and every case it reads reads the same again from the line
/// written for it.
@Suite("reading case lines, against Foundation's readers")
struct CaseReadingTests {
  /// What reading `line` gives: the case written back as JSON (the shortest
  /// text of each double, so equal text is equal bits), or the error.
  static func outcome(_ result: Result<TargetCase, InputError>) -> String {
    switch result {
    case .success(let testCase): testCase.json
    case .failure(let error): "error: " + error.description
    }
  }

  static func read(_ line: String) -> Result<TargetCase, InputError> {
    Array(line.utf8).withUnsafeBytes { bytes in Result { () throws(InputError) in try TargetCase(json: bytes) } }
  }

  static func exact(_ line: String) -> String {
    outcome(Result { () throws(InputError) in try TargetCase(json: Data(line.utf8)) })
  }

  /// A case as Foundation's JSONDecoder reads it: the numbers only.
  struct FoundationCase: Decodable {
    struct Rect: Decodable { var x, y, width, height: Double }
    struct Target: Decodable { var rect: Rect }
    struct Vector: Decodable { var dx, dy: Double }
    struct Size: Decodable { var width, height: Double }
    var target: Target
    var originalTarget: Target
    var velocity: Vector
    var contentSize: Size
    var containerSize: Size
    var targets: [Rect]?

    var numbers: [Double] {
      [target.rect, originalTarget.rect].flatMap { [$0.x, $0.y, $0.width, $0.height] }
        + [velocity.dx, velocity.dy, contentSize.width, contentSize.height, containerSize.width, containerSize.height]
        + (targets ?? []).flatMap { [$0.x, $0.y, $0.width, $0.height] }
    }
  }

  static func numbers(_ testCase: TargetCase) -> [Double] {
    let context = testCase.context
    return [testCase.target.rect, context.originalTarget.rect].flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
      + [context.velocity.dx, context.velocity.dy, context.contentSize.width, context.contentSize.height]
      + [context.containerSize.width, context.containerSize.height]
      + context.targets.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
  }

  @Test("generated cases: read with the values of JSONDecoder, bit for bit, from bytes as from Data")
  func generated() throws {
    for seed in 0..<2 {
      let generator = CaseGenerator(seed: UInt64(seed))
      for index in 0..<1500 {
        let line = generator.generate(index).testCase.json
        let result = Self.read(line)
        #expect(Self.outcome(result) == Self.exact(line), "\(line)")
        let fromFoundation = try JSONDecoder().decode(FoundationCase.self, from: Data(line.utf8))
        #expect(Self.numbers(try result.get()).map(\.bitPattern) == fromFoundation.numbers.map(\.bitPattern), "\(line)")
      }
    }
  }

  /// Number texts: shortest forms of random doubles (up to 17 digits), 17
  /// significant digits written out, integers, exponents, negative zero, and
  /// halfway cases; all within the format's limits.
  static func numberTexts(count: Int) -> [String] {
    var random = SeededGenerator(seed: 7)
    var texts = [
      "392.72727272727275", "-0", "0", "-0.0", "0e0", "1E3", "1e+3", "1e-3", "2.5E-8", "999999999.99999999",
      "1000000000", "-1000000000", "0.1", "0.30000000000000004", "9007199254740993", "4503599627370497.5",
      "123456789.12345678", "5e-324", "2.2250738585072014e-308", "1.7976931348623157e-300", "844.0000000000000001",
    ]
    while texts.count < count {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        texts.append(Double.random(in: -1e9...1e9, using: &random).description)
      case 1:
        // 17 significant digits with an exponent that keeps the value within 1e9.
        let digits = (0..<17).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
        let exponent = Int.random(in: -20...8, using: &random)
        let sign = Bool.random(using: &random) ? "-" : ""
        texts.append("\(sign)\(Int.random(in: 1...9, using: &random)).\(digits.dropFirst())e\(exponent)")
      case 2:
        texts.append(String(Int.random(in: -1_000_000_000...1_000_000_000, using: &random)))
      default:
        let value = Double(bitPattern: random.next() & 0x41CF_FFFF_FFFF_FFFF)  // finite, below 2^30
        texts.append(String(format: "%.17g", value))
      }
    }
    return texts
  }

  @Test("numbers read to the exact double: bit for bit as Double(String)")
  func exactNumbers() throws {
    for text in Self.numberTexts(count: 20_000) {
      let expected = try #require(Double(text), "\(text)")
      guard abs(expected) <= 1e9 else { continue }
      let line = designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":"# + text)
      let value = try Self.read(line).get().target.rect.origin.x
      #expect(value.bitPattern == expected.bitPattern, "\(text) read as \(value)")
    }
  }

  @Test("JSONSerialization misreads 392.72727272727275; the reader does not")
  func theMisreadNumber() throws {
    let text = "392.72727272727275"
    let line = designCaseLine.replacingOccurrences(of: #""dx":-800"#, with: #""dx":"# + text)
    #expect(try Self.read(line).get().context.velocity.dx.bitPattern == Double(text)!.bitPattern)
  }

  /// Lines a byte away from valid ones, and other shapes the exact reader
  /// refuses or reads in its own way.
  static func malformed(count: Int) -> [String] {
    var random = SeededGenerator(seed: 11)
    let sources = (0..<40).map { CaseGenerator(seed: 3).generate($0).testCase.json } + [designCaseLine]
    let punctuation: [UInt8] = Array(#"{}[]:,"\ 0-.e+nulltruefalse1"#.utf8)
    let inserts: [UInt8] = punctuation + [0x09, 0x0A, 0x00, 0xC3, 0xFF]
    var lines: [String] = [
      designCaseLine + " x", designCaseLine + "}", designCaseLine + ",", "[" + designCaseLine + "]", "",
      designCaseLine.replacingOccurrences(of: #""dx":-800"#, with: #""dx":-800,"dx":1"#),
      designCaseLine.replacingOccurrences(of: #""anchor":null"#, with: #""anchor":{"x":0.5,"y":0.5}"#),
      designCaseLine.replacingOccurrences(of: #""anchor":null"#, with: #""anchor":{"x":0.5}"#),
      designCaseLine.replacingOccurrences(of: #""axes":["horizontal"]"#, with: #""axes":[]"#),
      designCaseLine.replacingOccurrences(of: #""axes":["horizontal"]"#, with: #""axes":null"#),
      designCaseLine.replacingOccurrences(of: #""axes":["horizontal"]"#, with: #""axes":["vertical","horizontal"]"#),
      designCaseLine.replacingOccurrences(of: #""targets":["#, with: #""targets":null,"x":["#),
      designCaseLine.replacingOccurrences(of: #""compact""#, with: #""c\u006fmpact""#),
      designCaseLine.replacingOccurrences(of: #""compact""#, with: #""Compact""#),
      designCaseLine.replacingOccurrences(of: #""velocity""#, with: #""vel\u006fcity""#),
      designCaseLine.replacingOccurrences(of: #""width":390"#, with: #""w\u0069dth":390"#),
      designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":1e400"#),
      designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":-1e400"#),
      designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":1e-400"#),
      designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":-1e-400"#),
      designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":123456789012345678901234567890"#),
      designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":"600""#),
      designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":true"#),
      designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":+600"#),
      designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":0x10"#),
      designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":NaN"#),
      designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":Infinity"#),
      designCaseLine.replacingOccurrences(of: "{", with: " {\n "),
    ]
    while lines.count < count {
      var bytes = Array(sources.randomElement(using: &random)!.utf8)
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(inserts.randomElement(using: &random)!, at: at)
        default: bytes[at] = inserts.randomElement(using: &random)!
        }
      }
      lines.append(String(decoding: bytes, as: UTF8.self))
    }
    return lines
  }

  @Test(
    "malformed and unusual lines: what JSONSerialization refuses is refused, and a case read reads the same from its own line"
  )
  func malformedLines() throws {
    var refused = 0
    for line in Self.malformed(count: 6000) {
      let outcome = Self.outcome(Self.read(line))
      #expect(outcome == Self.exact(line), "\(line)")
      if (try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])) == nil {
        #expect(outcome.hasPrefix("error:"), "JSONSerialization refuses what the reader took: \(line)")
      }
      if outcome.hasPrefix("error:") {
        refused += 1
      } else {
        #expect(Self.outcome(Self.read(outcome)) == outcome, "\(line) read back differs")
      }
    }
    // Most of these lines are not valid cases.
    #expect(refused > 3000)
  }

  @Test("a byte order mark is refused; a valid case padded with a mebibyte of spaces is read")
  func markAndPadding() {
    let marked = Self.outcome(Self.read("\u{FEFF}" + designCaseLine))
    #expect(marked.hasPrefix("error:"), "\(marked)")
    let long = Self.outcome(Self.read(designCaseLine + String(repeating: " ", count: 1 << 20)))
    #expect(long == Self.exact(designCaseLine) && !long.hasPrefix("error:"))
  }

  @Test("invalid UTF-8 is refused and located")
  func invalidUTF8() {
    var bytes = Array(designCaseLine.utf8)
    let at = bytes.firstIndex(of: UInt8(ascii: "h"))!
    bytes[at] = 0xFF
    let outcome = Self.outcome(
      bytes.withUnsafeBytes { raw in Result { () throws(InputError) in try TargetCase(json: raw) } })
    #expect(outcome.hasPrefix("error: invalid JSON at line 1, column"), "\(outcome)")
  }
}
