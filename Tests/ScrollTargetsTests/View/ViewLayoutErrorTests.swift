import Foundation
import ScrollTargets
import Testing

/// Errors name the user's file, line and column, the view and what to add.
@Suite struct ViewLayoutErrorTests {
  let phone = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  func failure(_ view: some View) -> ViewLayoutError? {
    do {
      _ = try phone.layout(view)
      return nil
    } catch {
      return error
    }
  }

  @Test func textWithoutAFrameFailsAtItsLineAndColumn() throws {
    let line = #line + 3
    let view = ScrollView(.horizontal) {
      HStack {
        Text("Card")
      }
    }
    let error = try #require(failure(view))
    #expect(error.kind == .unsized)
    #expect(error.at?.line == line && error.at?.column == 13, "the call's opening parenthesis: \(error)")
    #expect(
      error.description
        == "ViewLayoutErrorTests.swift:\(line):13: error: Text has no size in the model: give it a frame(width:height:)"
    )
  }

  @Test func textWithAWidthOnlyAsksForAHeight() throws {
    let view = ScrollView { Text("Title").frame(width: 100) }
    let error = try #require(failure(view))
    #expect(error.problem == "Text has no size in the model: give its frame a height")
  }

  @Test func textPaddedInsideAFrameIsNotSizedByIt() throws {
    let view = ScrollView { Text("Title").padding().frame(width: 100, height: 40) }
    let error = try #require(failure(view))
    #expect(error.problem == "Text has no size in the model: give it a frame(width:height:)")
  }

  @Test func textInFixedFramesIsLaidOut() throws {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<3) { index in Text("Card \(index)").frame(width: 120, height: 40) }
        Text("Last").frame(height: 30).containerRelativeFrame(.horizontal, count: 2, spacing: 0)
      }
      .scrollTargetLayout()
    }
    let layout = try phone.layout(view)
    #expect(layout.targets.map(\.width) == [120, 120, 120, 196.5])
    #expect(layout.targets.map(\.height) == [40, 40, 40, 30])
  }

  @Test func aViewWithoutAScrollViewFailsAtItsFirstView() throws {
    struct Plain: View {
      var body: some View {
        VStack { Color.red }
      }
    }
    let error = try #require(failure(Plain()))
    #expect(error.kind == .noScrollView)
    #expect(error.problem.hasPrefix("Plain has no ScrollView"), "\(error)")
    #expect(error.at?.line == #line - 6, "the VStack's line: \(error)")
  }

  @Test func aScrollViewInsideOneOnTheSameAxisFails() throws {
    let line = #line + 3
    let view = ScrollView(.horizontal) {
      HStack {
        ScrollView(.horizontal) { Color.red.frame(width: 10) }
      }
    }
    let error = try #require(failure(view))
    #expect(error.kind == .nestedScrollView)
    #expect(error.at?.line == line, "\(error)")
    let crossing = ScrollView {
      VStack { ScrollView(.horizontal) { Color.red.frame(width: 500, height: 80) } }.scrollTargetLayout()
    }
    let layout = try phone.layout(crossing)
    #expect(layout.axes == .vertical)
    #expect(layout.targets.count == 1 && abs(layout.targets[0].height - 80) < tolerance, "\(layout.targets)")
  }

  @Test func aForEachOfMoreThan100000ViewsFails() throws {
    let line = #line + 1
    let view = ScrollView { LazyVStack { ForEach(0..<100_001) { _ in Color.red } } }
    let error = try #require(failure(view))
    #expect(error.kind == .tooManyViews)
    #expect(error.at?.line == line)
    #expect(error.problem.contains("100001"), "\(error)")
  }

  @Test func aNegativeFrameFails() throws {
    let view = ScrollView { Color.red.frame(width: -1) }
    let error = try #require(failure(view))
    #expect(error.kind == .invalidLength)
    #expect(error.problem == "frame has a length of -1.0: give a finite length of 0 or more")
  }
}
