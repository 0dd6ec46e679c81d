import BehaviorLab
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

@Suite("Single calls from command-line numbers")
struct SingleCallTests {
  @Test("without a proposal the natural resting place is proposed, clamped")
  func naturalProposal() throws {
    var call = SingleCall(
      container: CGSize(width: 390, height: 844), content: CGSize(width: 3900, height: 844), original: 780)
    call.velocity = -800
    let testCase = try call.makeCase()
    // 780 - 0.8 * 499 = 380.8
    #expect(abs(testCase.target.rect.minX - 380.8) < 1e-9)
    call.velocity = 20_000
    #expect(try call.makeCase().target.rect.minX == 3510)
  }

  @Test("vertical calls and laid-out children")
  func verticalChildren() throws {
    var call = SingleCall(
      container: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 8440), original: 844)
    call.axis = .vertical
    call.proposed = 1200
    call.childLength = 422
    let testCase = try call.makeCase()
    #expect(testCase.context.axes == .vertical && testCase.target.rect.minY == 1200)
    #expect(testCase.context.targets.count == 20 && testCase.context.targets[3].minY == 1266)
    let result = try testCase.run(VerticalPagingScrollTargetBehavior())
    #expect(abs(result.rect.minY - 1688) < 1e-9)
  }

  @Test("sizes parse as WIDTHxHEIGHT and bad ones are named")
  func sizes() throws {
    #expect(try SingleCall.size("390x844", option: "--container") == CGSize(width: 390, height: 844))
    let size = #expect(throws: InputError.self) { try SingleCall.size("390", option: "--container") }
    #expect(size?.description == "--container: expected WIDTHxHEIGHT in points, such as 390x844, got '390'")
    let call = SingleCall(container: CGSize(width: -4, height: 844), content: .zero, original: 0)
    let range = #expect(throws: InputError.self) { try call.makeCase() }
    #expect(range?.description == "--container width: must be at least 1, got -4")
  }
}
