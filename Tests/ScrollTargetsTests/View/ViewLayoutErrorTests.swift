import Foundation
import ScrollTargets
import Testing

/// Errors name the user's file, line and column, the view and what to add.
@MainActor @Suite struct ViewLayoutErrorTests {
  let phone = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  func failure(_ view: some View) -> ViewLayoutError? {
    do {
      _ = try phone.layout(view)
      return nil
    } catch {
      return error
    }
  }

  @Test func severalSnappingScrollViewsFailAtTheFirstAndNameEach() throws {
    let first = #line + 4
    struct Shelves: View {
      var body: some View {
        VStack {
          ScrollView(.horizontal) { HStack { Color.red.frame(width: 100) }.scrollTargetLayout() }
          ScrollView(.horizontal) { HStack { Color.red.frame(width: 100) } }.scrollTargetBehavior(.paging)
        }
      }
    }
    let error = try #require(failure(Shelves()))
    #expect(error.kind == .severalScrollViews)
    #expect(error.at?.line == first)
    #expect(
      error.problem.hasPrefix(
        "Shelves holds several scroll views with snapping of their own (ViewLayoutErrorTests.swift:\(first) and "
          + "ViewLayoutErrorTests.swift:\(first + 1)): pick one with --scroll-view LINE"), "\(error)")
  }

  @Test func aLineWithoutAScrollViewNamesTheLinesThatHaveOne() throws {
    let line = #line + 1
    let view = VStack { ScrollView(.horizontal) { Color.red.frame(width: 100) } }
    var asked = phone
    asked.scrollViewLine = line + 40
    do {
      _ = try asked.layout(view)
      Issue.record("a line without a scroll view was laid out")
    } catch {
      #expect(error.kind == .noScrollView)
      #expect(
        error.problem.hasSuffix(
          "has no ScrollView at line \(line + 40): its scroll views are at ViewLayoutErrorTests.swift:\(line); pick one of them"
        ))
    }
  }

  @Test func textInFixedFramesIsLaidOutAtTheFramesSizeWithoutAnEstimate() throws {
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
    #expect(layout.estimates.isEmpty, "frames fix both lengths of every text")
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

  @Test("finite lengths that add up past the largest number are an invalidLength at the scroll view, not infinity")
  func overflowingContent() throws {
    struct Vast: View {
      var body: some View {
        ScrollView(.horizontal) {
          HStack { ForEach(0..<10, id: \.self) { _ in Color.red.frame(width: 1e308) } }.scrollTargetLayout()
        }
      }
    }
    let error = try #require(throws: ViewLayoutError.self) { try phone.layout(Vast()) }
    #expect(error.kind == .invalidLength)
    #expect(error.problem.contains("has content whose lengths add up to inf"), "\(error.problem)")
  }
}
