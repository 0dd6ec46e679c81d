import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

@Suite("Single calls in a scene")
struct SingleCallTests {
  static let tenPages = Scene(content: .size(CGSize(width: 3900, height: 844)))

  @Test("without a proposal the scene's proposal is used: the release plus the coast, clamped")
  func naturalProposal() throws {
    var call = SingleCall(scene: Self.tenPages, original: 780)
    call.velocity = -800
    // 780 - 0.8 * 499 = 380.8
    #expect(abs(try call.makeCase().target.rect.minX - 380.8) < 1e-9)
    call.velocity = 20_000
    #expect(abs(try call.makeCase().target.rect.minX - 3510) < 1e-9)
  }

  @Test("vertical calls and laid-out children")
  func verticalChildren() throws {
    var scene = Scene(
      content: .size(CGSize(width: 390, height: 8440)), children: Scene.ChildLayout(count: 20, length: 422),
      axes: .vertical)
    scene.axes = .vertical
    var call = SingleCall(scene: scene, original: 844)
    call.proposed = 1200
    let testCase = try call.makeCase()
    #expect(testCase.context.axes == .vertical && testCase.target.rect.minY == 1200)
    #expect(testCase.context.targets.count == 20 && testCase.context.targets[3].minY == 1266)
    let result = try testCase.run(VerticalPagingScrollTargetBehavior())
    #expect(abs(result.rect.minY - 1688) < 1e-9)
  }

  @Test("numbers out of range are named by their option")
  func ranges() throws {
    var call = SingleCall(scene: Self.tenPages, original: .nan)
    let original = #expect(throws: InputError.self) { try call.makeCase() }
    #expect(original?.description.hasPrefix("--original: ") == true)
    call.original = 0
    call.velocity = .infinity
    let velocity = #expect(throws: InputError.self) { try call.makeCase() }
    #expect(velocity?.description.hasPrefix("--velocity: ") == true)
  }

  @Test("a case with a row of children reproduces as --children, --child, --spacing and --padding, exactly")
  func reproducedRow() throws {
    let scene = Scene(
      content: .size(CGSize(width: 3300, height: 844)),
      children: Scene.ChildLayout(count: 9, length: 300, spacing: 16, leadingPadding: 20, trailingPadding: 24))
    var call = SingleCall(scene: scene, original: 316)
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
    // So do overlapping children, whose gap no --spacing gives (it is at least 0).
    let overlapping = Scene(
      content: .size(CGSize(width: 1700, height: 844)),
      children: Scene.ChildLayout(count: 2, length: 844, spacing: -454, leadingPadding: 0, trailingPadding: 466))
    var overlap = SingleCall(scene: overlapping, original: 390)
    overlap.proposed = 0
    let overlapCase = try overlap.makeCase()
    #expect(overlapCase.context.targets[1].minX == 390, "the second child starts inside the first")
    #expect(Reproduction.command(for: overlapCase, behavior: "viewAligned").hasPrefix("echo '{"))
  }

  @Test("a scene's options: a device in landscape, pages, the axis and right to left")
  func sceneArguments() {
    var scene = Scene(screen: Screen(device: .iPhone15Pro, orientation: .landscape), content: .pages(4))
    scene.environment.layoutDirection = .rightToLeft
    #expect(
      Reproduction.sceneArguments(scene) == ["--device", "iphone15pro", "--landscape", "--pages", "4", "--rtl"])
    #expect(Reproduction.sceneArguments(Scene()) == [])
  }
}
