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

  @Test("cards with gaps and insets: --children, --spacing and --padding lay out the row, which sizes the content")
  func cardsWithSpacing() throws {
    var call = SingleCall(container: CGSize(width: 390, height: 844), content: nil, original: 316)
    call.childLength = 300
    call.childCount = 10
    call.spacing = 16
    call.padding = (20, 24)
    let testCase = try call.makeCase()
    // 20 + 10 * 300 + 9 * 16 + 24 = 3188 pt of content, as tall as the container.
    #expect(testCase.context.contentSize == CGSize(width: 3188, height: 844))
    #expect(testCase.context.targets.map(\.minX) == (0..<10).map { 20 + CGFloat($0) * 316 })
    #expect(testCase.context.targets.allSatisfy { $0.width == 300 && $0.height == 844 })

    // Given the content, children fill it: as many as reach its end.
    call.content = CGSize(width: 1000, height: 844)
    call.childCount = nil
    #expect(try call.makeCase().context.targets.count == 4)

    #expect(try SingleCall.padding("16") == (16, 16))
    #expect(try SingleCall.padding("16,24") == (16, 24))
    let bad = #expect(throws: InputError.self) { try SingleCall.padding("1,2,3") }
    #expect(bad?.description.hasPrefix("--padding: expected PT or LEADING,TRAILING") == true)
    var loose = SingleCall(container: CGSize(width: 390, height: 844), content: nil, original: 0)
    loose.spacing = 8
    let orphan = #expect(throws: InputError.self) { try loose.makeCase() }
    #expect(orphan?.description.contains("give --child LENGTH too") == true)
  }

  @Test("a case with a row of children reproduces as --children, --child, --spacing and --padding, exactly")
  func reproducedRow() throws {
    var call = SingleCall(
      container: CGSize(width: 390, height: 844), content: CGSize(width: 3300, height: 844), original: 316)
    call.childLength = 300
    call.childCount = 9
    call.spacing = 16
    call.padding = (20, 24)
    call.proposed = 500
    let testCase = try call.makeCase()
    let command = Reproduction.command(for: testCase, behavior: "viewAligned")
    #expect(
      command
        == "scrollscript run viewAligned --container 390x844 --content 3300x844 --original 316 --proposed 500 --children 9 --child 300 --spacing 16 --padding 20,452"
    )
    // Frames that are not one row fall back to the case as JSON.
    var odd = testCase
    odd.context.targets[3].size.width = 299
    #expect(Reproduction.command(for: odd, behavior: "viewAligned").hasPrefix("echo '{"))
  }
}
