import Foundation
import ScrollFormats
import ScrollPhysics
import ScrollSimulation
import ScrollTargets
import Testing

@Suite("Scenario encoding")
struct ScenarioEncodingTests {
  @Test("a scenario written as JSON reads back the same")
  func roundTrip() throws {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: nil, axes: .horizontal,
      start: CGPoint(x: 780, y: 0), decelerationRate: .fast, frameRate: 60, environment: environment,
      children: Scenario.ChildLayout(count: 10, perPage: 1), nearEnd: .pages(2),
      steps: [
        .drag(by: CGPoint(x: 120, y: 0), duration: 0.25, velocity: CGVector(dx: 800, dy: 0)),
        .drag(by: CGPoint(x: -40, y: 0), duration: 0.5, velocity: nil),
        .wait(0.3), .fling(velocity: CGVector(dx: -1500, dy: 0)),
        .resize(CGSize(width: 844, height: 390), content: nil),
        .resize(CGSize(width: 390, height: 844), content: CGSize(width: 3900, height: 844)),
      ])
    let read = try Scenario(json: scenario.json)
    #expect(read.steps == scenario.steps)
    #expect(read.containerSize == scenario.containerSize && read.contentSize == nil)
    #expect(read.start == scenario.start && read.axes == scenario.axes)
    #expect(read.decelerationRate == .fast && abs(read.frameRate - 60) < 1e-12)
    #expect(read.environment == environment && read.children == scenario.children)
    #expect(read.nearEnd == .pages(2))
  }

  @Test("content counted in pages is written as pages and follows a device's rotation when read back")
  func pagesFollowRotation() throws {
    let scene = Scene(screen: Screen(device: .iPhone15Pro, orientation: .landscape), content: .pages(5))
    let scenario = Scenario(scene: scene, steps: [.fling(velocity: CGVector(dx: 1000, dy: 0)), .rotate(to: nil)])
    #expect(String(decoding: scenario.json, as: UTF8.self).contains(#""pages" : 5"#))
    let read = try Scenario(json: scenario.json)
    #expect(read.scene == scene)
    // Portrait: 393 pt wide pages, five of them, whatever the landscape content was (5 x 734).
    let screens = read.screens
    #expect(screens.count == 2)
    let portrait = read.scene.layout(on: screens[1])
    #expect(abs(portrait.contentSize.width - 5 * 393) < 1e-9 && abs(portrait.containerSize.width - 393) < 1e-9)
    let refused = #expect(throws: InputError.self) {
      try Scenario(json: Data(#"{"containerSize":{"width":390,"height":844},"pages":0,"steps":[]}"#.utf8))
    }
    #expect(refused?.description == "pages: must be above 0 and at most 10000 container lengths, got 0")
  }

  @Test("each kind of scrollTo step survives the trip, its anchor by name and 'animated' written only when false")
  func scrollToSteps() throws {
    let steps: [Scenario.Step] = [
      .scrollTo(.child(3, anchor: .center), animated: true), .scrollTo(.child(1, anchor: nil), animated: false),
      .scrollTo(.offset(x: 780, y: nil), animated: true), .scrollTo(.edge(.trailing), animated: true),
    ]
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: nil,
      children: Scenario.ChildLayout(count: 5, length: 300, spacing: 10), steps: steps)
    let text = String(decoding: scenario.json, as: UTF8.self)
    #expect(text.contains(#""anchor" : "center""#) && text.contains(#""edge" : "trailing""#))
    #expect(text.components(separatedBy: #""animated""#).count == 2, "written once, for the step at once")
    #expect(try Scenario(json: scenario.json).steps == steps)
  }

  @Test("explicit content, fixed-length children and targets survive the trip")
  func explicitContent() throws {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 844, height: 3000),
      axes: .vertical, decelerationRate: DecelerationRate(rawValue: 0.995)!,
      children: Scenario.ChildLayout(count: 5, length: 100, spacing: 10),
      targets: [CGRect(x: 0, y: 0, width: 10, height: 20)], steps: [.wait(1)])
    let read = try Scenario(json: scenario.json)
    #expect(read.contentSize == scenario.contentSize && read.axes == .vertical)
    #expect(abs(read.decelerationRate.rawValue - 0.995) < 1e-12)
    #expect(read.children == scenario.children && read.targets == scenario.targets)
  }
}
