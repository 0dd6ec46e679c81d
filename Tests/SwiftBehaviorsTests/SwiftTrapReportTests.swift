import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollTargets
import TestSupport
import Testing

@testable import SwiftBehaviors

/// A behavior that traps in a way its velocity's `dx` chooses, each on a line
/// of its own, marked by a comment the tests look for; it prints first.
private let trapper = Fixtures.file(
  "Trapper.swift",
  """
  import SwiftUI

  struct Trapper: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let choice = Int(context.velocity.dx)
      print("choice", choice)  // the print
      let pages: [CGFloat] = [0, 390]
      if choice == 1 { target.rect.origin.x = pages[choice + 5] }  // index
      if choice == 2 { let none: CGFloat? = context.velocity.dy > 1 ? 1 : nil; target.rect.origin.x = none! }  // unwrap
      if choice == 3 { fatalError("three is not a page") }  // fatal
      if choice == 4 { target.rect.origin.x = CGFloat(100 / (choice - 4)) }  // divide
      if choice == 5 { target.rect.origin.x = page(choice) }  // caller
      if choice == 6 { print("first\\nsecond"); debugPrint("quoted"); Loose.say() }  // lines
    }

    func page(_ index: Int) -> CGFloat {
      let pages: [CGFloat] = [0, 390]
      return pages[index]  // callee
    }
  }

  enum Loose {
    static func say() { print("loose") }
  }
  """)

/// The line of `trapper` that holds `marker`, from 1.
private func line(_ marker: String) -> Int {
  let text = try! String(contentsOfFile: trapper, encoding: .utf8)
  return text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }! + 1
}

@Suite("a Swift behavior's traps and prints, reported as a Lua script's are", .serialized, .endToEnd, .tags(.endToEnd))
struct SwiftTrapReportTests {
  nonisolated(unsafe) static let behavior = try! SwiftFileBehavior(trapper, build: Fixtures.build)

  static func call(_ choice: CGFloat) -> (target: ScrollTarget, context: ScrollTargetBehaviorContext) {
    var testCase = CaseGenerator(seed: 5).generate(0).testCase
    testCase.context.velocity = CGVector(dx: choice, dy: 0)
    return (testCase.target, testCase.context)
  }

  @Test(
    "a trap names the runtime's message and the innermost line of the user's file",
    arguments: [
      (1, "// index", "Fatal error: Index out of range"),
      (2, "// unwrap", "Fatal error: Unexpectedly found nil while unwrapping an Optional value"),
      (3, "// fatal", "Fatal error: three is not a page"),
      (4, "// divide", "Fatal error: Division by zero"),
      (5, "// callee", "Fatal error: Index out of range"),
    ])
  func trapNamesMessageAndLine(choice: Int, marker: String, message: String) throws {
    let result = Self.behavior.tryUpdateTargets([Self.call(CGFloat(choice))])[0]
    guard case .failure(let failure) = result else {
      Issue.record("choice \(choice) should trap, gave \(result)")
      return
    }
    #expect(failure.kind == .crash)
    #expect(failure.message == message, "choice \(choice)")
    #expect(failure.location == "\(trapper):\(line(marker))", "choice \(choice): \(failure)")
    #expect(!failure.description.contains("scrollscript-behavior"), "no internal path: \(failure)")
  }

  @Test("a trap in a function the behavior calls names its caller's line in the traceback")
  func trapTracebackNamesCaller() throws {
    let result = Self.behavior.tryUpdateTargets([Self.call(5)])[0]
    guard case .failure(let failure) = result else { throw Failed("choice 5 should trap") }
    #expect(failure.traceback.first == "\(trapper):\(line("// caller"))", "\(failure.traceback)")
  }

  @Test("print keeps its line, even in a call that then traps; the runtime's own message is not a printed line")
  func printKeepsLine() throws {
    let (result, log) = Self.behavior.keepingPrints { takePrints in
      (Self.behavior.tryUpdateTargets([Self.call(3)])[0], takePrints())
    }
    #expect((try? result.get()) == nil)
    #expect(log.lines == [PrintLog.Line(location: "\(trapper):\(line("// the print"))", text: "choice 3")])
  }

  @Test(
    "each line of a print carries the call's line; debugPrint too; a print outside the behavior type the file alone")
  func printLinesOfOneCall() throws {
    let (result, log) = Self.behavior.keepingPrints { takePrints in
      (Self.behavior.tryUpdateTargets([Self.call(6)])[0], takePrints())
    }
    #expect((try? result.get()) == Self.call(6).target)
    let here = "\(trapper):\(line("// lines"))"
    #expect(
      log.lines == [
        .init(location: "\(trapper):\(line("// the print"))", text: "choice 6"), .init(location: here, text: "first"),
        .init(location: here, text: "second"), .init(location: here, text: "\"quoted\""),
        .init(location: trapper, text: "loose"),
      ], "\(log.lines)")
  }

  @Test("a helper's mark is stripped only where it is well formed")
  func marksStripped() {
    #expect(HelperOutput.strippingMarks("\u{1}12\u{2}a\u{1}13\u{2}b") == ("ab", 12))
    #expect(HelperOutput.strippingMarks("a\u{1}x\u{2}") == ("a\u{1}x\u{2}", nil))
    #expect(HelperOutput.strippingMarks("plain") == ("plain", nil))
  }
}

private struct Failed: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
