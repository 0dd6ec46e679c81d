import Foundation
import ScrollFormats
import ScrollTargets
import Testing

@Suite("Result lines carry what the call printed")
struct ResultLogTests {
  static let target = CaseResult.target(ScrollTarget(rect: CGRect(x: 390, y: 0, width: 390, height: 844)))
  static let failure = CaseResult.failure(BehaviorFailure(.runtime, "boom", location: "x.lua:4"))
  static let log = PrintLog(lines: [.init(location: "x.lua:2", text: "a\t\"b\"")], dropped: 3)

  @Test("an empty log leaves the line byte for byte as it was")
  func emptyLog() {
    for result in [Self.target, Self.failure] {
      #expect(result.json(log: PrintLog()) == result.json)
    }
  }

  @Test("log and logDropped are written in sorted key order, escaped as JSONEncoder escapes")
  func withLog() throws {
    #expect(
      Self.target.json(log: Self.log)
        == #"{"log":["x.lua:2: a\t\"b\""],"logDropped":3,"target":{"anchor":null,"rect":{"height":844,"width":390,"x":390,"y":0}}}"#
    )
    #expect(
      Self.failure.json(log: Self.log)
        == #"{"error":{"kind":"runtime","location":"x.lua:4","message":"boom"},"log":["x.lua:2: a\t\"b\""],"logDropped":3}"#
    )
    let onlyDropped = PrintLog(lines: [], dropped: 2)
    #expect(Self.failure.json(log: onlyDropped).hasSuffix(#","logDropped":2}"#))
  }

  @Test("a target JSON cannot hold becomes an invalidResult error line that keeps the log")
  func nonFinite() throws {
    let result = CaseResult.target(ScrollTarget(rect: CGRect(x: Double.nan, y: 0, width: 390, height: 844)))
    let line = result.json(log: Self.log)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect((object["error"] as? [String: Any])?["kind"] as? String == "invalidResult")
    #expect(object["log"] as? [String] == ["x.lua:2: a\t\"b\""])
    #expect(object["logDropped"] as? Int == 3)
    #expect(line.hasPrefix(#"{"error":"#) && line.hasSuffix(#""logDropped":3}"#), "keys stay sorted")
  }
}
