import BehaviorComparing
import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollTargets
import Testing

/// The fast reader (simdjson) against the exact reader and Foundation's
/// JSONDecoder: the same values to the bit on lines it takes, the same errors
/// on lines it leaves to the exact reader.
@Suite("CaseDecoder: the fast reader agrees with the exact one")
struct CaseDecoderTests {
  /// What reading `line` gives: the case written back as JSON (the shortest
  /// text of each double, so equal text is equal bits), or the error.
  static func outcome(_ result: Result<TargetCase, InputError>) -> String {
    switch result {
    case .success(let testCase): testCase.json
    case .failure(let error): "error: " + error.description
    }
  }

  static func exact(_ line: String) -> String {
    outcome(Result { () throws(InputError) in try TargetCase(json: Data(line.utf8)) })
  }

  static func fast(_ line: String, _ decoder: CaseDecoder) -> String {
    outcome(read(line, decoder).result)
  }

  /// Whether the fast reader took `line`, and what the decoder gave.
  static func read(_ line: String, _ decoder: CaseDecoder) -> (taken: Bool, result: Result<TargetCase, InputError>) {
    Array(line.utf8).withUnsafeBytes { bytes in
      (decoder.takesFast(bytes), Result { () throws(InputError) in try decoder.decode(bytes) })
    }
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

  @Test("generated cases: the fast reader takes them, with the values of the exact reader and of JSONDecoder")
  func generated() throws {
    let decoder = CaseDecoder()
    for seed in 0..<2 {
      let generator = CaseGenerator(seed: UInt64(seed))
      for index in 0..<1500 {
        let line = generator.generate(index).testCase.json
        let (taken, result) = Self.read(line, decoder)
        #expect(taken, "the fast reader left a generated line to the exact one: \(line)")
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

  @Test("numbers read to the exact double: bit for bit as Double(String), in both readers")
  func exactNumbers() throws {
    let decoder = CaseDecoder()
    for text in Self.numberTexts(count: 20_000) {
      let expected = try #require(Double(text), "\(text)")
      guard abs(expected) <= 1e9 else { continue }
      let line = designCaseLine.replacingOccurrences(of: #""x":600"#, with: #""x":"# + text)
      let (taken, result) = Self.read(line, decoder)
      let value = try result.get().target.rect.origin.x
      let exact = try TargetCase(json: Data(line.utf8)).target.rect.origin.x
      #expect(taken, "the fast reader left \(text) to the exact one")
      #expect(value.bitPattern == expected.bitPattern, "fast: \(text) read as \(value)")
      #expect(exact.bitPattern == expected.bitPattern, "exact: \(text) read as \(exact)")
    }
  }

  @Test("JSONSerialization misreads 392.72727272727275; both readers do not")
  func theMisreadNumber() throws {
    let text = "392.72727272727275"
    let line = designCaseLine.replacingOccurrences(of: #""dx":-800"#, with: #""dx":"# + text)
    let read = try Self.read(line, CaseDecoder()).result.get()
    #expect(read.context.velocity.dx.bitPattern == Double(text)!.bitPattern)
    #expect(try TargetCase(json: Data(line.utf8)).context.velocity.dx.bitPattern == Double(text)!.bitPattern)
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

  @Test("malformed and unusual lines: the fast reader gives what the exact reader gives")
  func malformedLines() {
    let decoder = CaseDecoder()
    var left = 0
    for line in Self.malformed(count: 6000) {
      let (taken, result) = Self.read(line, decoder)
      #expect(Self.outcome(result) == Self.exact(line), "\(line)")
      if !taken { left += 1 }
    }
    // Most of these lines are not valid cases, so most go to the exact reader.
    #expect(left > 3000)
  }

  @Test("a byte order mark and a line over 1 MiB are left to the exact reader")
  func leftToTheExactReader() {
    let decoder = CaseDecoder()
    let marked = "\u{FEFF}" + designCaseLine
    let (taken, result) = Self.read(marked, decoder)
    #expect(!taken)
    #expect(Self.outcome(result) == Self.exact(marked))
    #expect(Self.outcome(result).hasPrefix("error:"), "the exact reader refuses a byte order mark")
    // A valid case padded past the limit with spaces: the exact reader takes it.
    let long = designCaseLine + String(repeating: " ", count: CaseDecoder.fastLineLimit)
    let (longTaken, longResult) = Self.read(long, decoder)
    #expect(!longTaken)
    #expect(Self.outcome(longResult) == Self.exact(long) && !Self.outcome(longResult).hasPrefix("error:"))
  }

  @Test("invalid UTF-8 is left to the exact reader, which locates it")
  func invalidUTF8() {
    var bytes = Array(designCaseLine.utf8)
    let at = bytes.firstIndex(of: UInt8(ascii: "h"))!
    bytes[at] = 0xFF
    let line = String(decoding: bytes, as: UTF8.self)
    let decoder = CaseDecoder()
    let (taken, result) = bytes.withUnsafeBytes { raw in
      (decoder.takesFast(raw), Result { () throws(InputError) in try decoder.decode(raw) })
    }
    let outcome = Self.outcome(result)
    #expect(!taken)
    #expect(outcome.hasPrefix("error: invalid JSON at line 1, column"), "\(outcome) for \(line)")
  }
}
