import Foundation
import ScrollTargets
import Testing

/// `LazyVGrid`, `LazyHGrid`, `Grid` and `GridItem`, written as a user
/// writes them, against Apple's documented sizing rules ("GridItem.Size"
/// and its cases, "Grid"). The screen is an iPhone 15 Pro in portrait: 393
/// pt wide, so a vertical scroll view offers its content 393 pt. Tolerance:
/// `tolerance` (1e-6 pt, Fixtures.swift).
@MainActor @Suite struct GridLayoutTests {
  let phone = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  func close(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < tolerance && abs(frame.minY - expected.minY) < tolerance
      && abs(frame.width - expected.width) < tolerance && abs(frame.height - expected.height) < tolerance
  }

  @Test("flexible columns share the width less the spacing evenly; rows are spacing apart")
  func flexibleColumns() throws {
    struct Photos: View {
      let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
      var body: some View {
        ScrollView {
          LazyVGrid(columns: columns, spacing: 12) {
            ForEach(0..<7, id: \.self) { _ in Color.red.frame(height: 100) }
          }
          .scrollTargetLayout()
        }
      }
    }
    let layout = try phone.layout(Photos())
    // (393 − 2 × 8) / 3 = 125.666… per column.
    let column = (393.0 - 16) / 3
    #expect(layout.targets.count == 7)
    #expect(close(layout.targets[4], CGRect(x: column + 8, y: 112, width: column, height: 100)))
    #expect(close(layout.targets[6], CGRect(x: 0, y: 224, width: column, height: 100)))
    // Three rows of 100 pt, 12 pt apart.
    #expect(abs(layout.contentSize.height - 324) < tolerance)
  }

  @Test("fixed columns take their size; a flexible one is clamped to its bounds; the columns are centred")
  func fixedAndClamped() throws {
    func grid(_ alignment: HorizontalAlignment) -> some View {
      ScrollView {
        LazyVGrid(
          columns: [
            GridItem(.fixed(100)), GridItem(.flexible(minimum: 50, maximum: 120)), GridItem(.flexible()),
          ], alignment: alignment
        ) {
          ForEach(0..<3, id: \.self) { _ in Color.blue.frame(height: 40) }
        }
        .scrollTargetLayout()
      }
    }
    // 393 − 100 − 16 = 277 shared by two: 138.5, the second clamped to 120. The columns take
    // 100 + 120 + 138.5 + 16 = 374.5 pt; centred, they start (393 − 374.5) / 2 = 9.25 pt in.
    let centred = try phone.layout(grid(.center))
    #expect(close(centred.targets[0], CGRect(x: 9.25, y: 0, width: 100, height: 40)))
    #expect(close(centred.targets[1], CGRect(x: 117.25, y: 0, width: 120, height: 40)))
    #expect(close(centred.targets[2], CGRect(x: 245.25, y: 0, width: 138.5, height: 40)))
    let leading = try phone.layout(grid(.leading))
    #expect(abs(leading.targets[2].minX - 236) < tolerance)
  }

  @Test("an adaptive column fits as many items of its minimum as the width holds, grown up to its maximum")
  func adaptiveColumns() throws {
    func gallery(_ size: GridItem.Size) -> some View {
      ScrollView {
        LazyVGrid(columns: [GridItem(size)]) {
          ForEach(0..<10, id: \.self) { _ in Color.green.aspectRatio(1, contentMode: .fit) }
        }
        .scrollTargetLayout()
      }
    }
    // ⌊(393 + 8) / (100 + 8)⌋ = 3 items, each (393 − 16) / 3 wide; square cells.
    let grown = try phone.layout(gallery(.adaptive(minimum: 100)))
    let side = (393.0 - 16) / 3
    #expect(grown.targets.count == 10)
    #expect(close(grown.targets[3], CGRect(x: 0, y: side + 8, width: side, height: side)))
    // Four rows: 4 × side + 3 × 8.
    #expect(abs(grown.contentSize.height - (4 * side + 24)) < tolerance)
    // Capped at 110 pt: 3 × 110 + 16 = 346 pt, centred 23.5 pt in.
    let capped = try phone.layout(gallery(.adaptive(minimum: 100, maximum: 110)))
    #expect(close(capped.targets[1], CGRect(x: 23.5 + 118, y: 0, width: 110, height: 110)))
  }

  @Test("a row is as tall as its tallest cell; a cell sits in its place by its item's alignment")
  func cellAlignment() throws {
    let layout = try phone.layout(
      ScrollView {
        LazyVGrid(
          columns: [GridItem(.fixed(100), alignment: .topLeading), GridItem(.fixed(100))], alignment: .leading,
          spacing: 0
        ) {
          Color.red.frame(width: 40, height: 40)
          Color.red.frame(width: 100, height: 90)
          Color.red.frame(width: 40, height: 40)
          Color.red.frame(width: 60, height: 20)
        }
        .scrollTargetLayout()
      })
    // Row 1 is 90 pt tall: the first cell at its place's top-leading corner.
    #expect(close(layout.targets[0], CGRect(x: 0, y: 0, width: 40, height: 40)))
    // Row 2 is 40 pt tall, at y = 90; the fourth cell centred in 100 × 40 at x = 108.
    #expect(close(layout.targets[3], CGRect(x: 128, y: 100, width: 60, height: 20)))
  }

  @Test("a LazyHGrid sizes rows by its items and makes each column as wide as its widest cell")
  func horizontalGrid() throws {
    let layout = try phone.layout(
      ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.fixed(80)), GridItem(.fixed(120))], alignment: .top, spacing: 10) {
          ForEach(0..<6, id: \.self) { index in
            Color.orange.frame(width: index.isMultiple(of: 3) ? 70 : 50)
          }
        }
        .scrollTargetLayout()
      })
    // Columns of 70, 70 and 50 pt, 10 pt apart; rows of 80 and 120 pt, 8 pt apart, from the top.
    #expect(layout.targets.count == 6)
    #expect(close(layout.targets[1], CGRect(x: 10, y: 88, width: 50, height: 120)))
    #expect(close(layout.targets[3], CGRect(x: 80, y: 88, width: 70, height: 120)))
    #expect(close(layout.targets[4], CGRect(x: 160, y: 0, width: 50, height: 80)))
    #expect(abs(layout.contentSize.width - 210) < tolerance)
  }

  @Test("a Grid makes each column as wide as its widest cell and each row as tall as its tallest")
  func gridTable() throws {
    let layout = try phone.layout(
      ScrollView {
        Grid(horizontalSpacing: 10, verticalSpacing: 4) {
          GridRow {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 80, height: 30)
          }
          GridRow(alignment: .top) {
            Color.green.frame(width: 70, height: 10)
            Color.gray.frame(width: 20, height: 20)
          }
          Color.black.frame(height: 5)
        }
        .scrollTargetLayout()
      })
    // Columns 70 and 80 pt; rows 30, 20 and 5 pt.
    #expect(layout.targets.count == 5)
    #expect(close(layout.targets[0], CGRect(x: 10, y: 5, width: 50, height: 20)))
    #expect(close(layout.targets[1], CGRect(x: 80, y: 0, width: 80, height: 30)))
    #expect(close(layout.targets[2], CGRect(x: 0, y: 34, width: 70, height: 10)))
    #expect(close(layout.targets[3], CGRect(x: 110, y: 34, width: 20, height: 20)))
    // A view in place of a row spans both columns: 160 pt.
    #expect(close(layout.targets[4], CGRect(x: 0, y: 58, width: 160, height: 5)))
    #expect(abs(layout.contentSize.height - 63) < tolerance && abs(layout.contentSize.width - 160) < tolerance)
  }

  @Test("a Grid offered a width shares it as a stack: the least flexible column first")
  func gridSharesWidth() throws {
    let layout = try phone.layout(
      ScrollView {
        Grid {
          ForEach(0..<2, id: \.self) { _ in
            GridRow {
              Color.red
              Color.blue.frame(width: 100)
            }
          }
        }
        .frame(height: 100)
        .scrollTargetLayout()
      })
    // The 100 pt column first; the color takes the 393 − 8 − 100 = 285 pt left. Two rows share 100 − 8.
    #expect(close(layout.targets[0], CGRect(x: 0, y: 0, width: 285, height: 46)))
    #expect(close(layout.targets[3], CGRect(x: 293, y: 54, width: 100, height: 46)))
  }

  @Test("grid items of negative size or an adaptive minimum of 0 fail at the grid")
  func badItems() throws {
    let line = #line + 2
    let negative = ScrollView {
      LazyVGrid(columns: [GridItem(.fixed(-10))]) { Color.red }
    }
    do {
      _ = try phone.layout(negative)
      Issue.record("a negative column was laid out")
    } catch {
      #expect(error.kind == .invalidLength && error.at?.line == line)
      #expect(
        error.problem
          == "LazyVGrid has a grid item with a length of -10.0: give grid items finite sizes and spacings of 0 or more")
    }
    do {
      _ = try phone.layout(ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) { Color.red } })
      Issue.record("an adaptive minimum of 0 was laid out")
    } catch {
      #expect(error.kind == .invalidLength && error.issue == "has an adaptive item of minimum 0")
    }
  }
}
