import Foundation
import ScrollTargets
import Testing

/// `Section` in stacks and lazy grids: its header, content and footer join
/// the container around it ("Section"; "Grouping data with lazy stack
/// views", Apple). iPhone 15 Pro in portrait, 393 pt wide. Tolerance:
/// `tolerance` (1e-6 pt, Fixtures.swift).
@MainActor @Suite struct SectionLayoutTests {
  let phone = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  /// Whether `lengths` are `expected`, each within `tolerance`.
  func same(_ lengths: [CGFloat], _ expected: [CGFloat]) -> Bool {
    lengths.count == expected.count && zip(lengths, expected).allSatisfy { abs($0 - $1) < tolerance }
  }

  @Test("a LazyVStack of sections lays out header, rows, header, rows, each spacing apart")
  func sectionsInAStack() throws {
    struct Schedule: View {
      let days = ["Mon", "Tue"]
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 10, pinnedViews: [.sectionHeaders]) {
            ForEach(days, id: \.self) { day in
              Section {
                ForEach(0..<3, id: \.self) { _ in Color.blue.frame(height: 50) }
              } header: {
                Color.gray.frame(height: 30)
              }
            }
          }
          .scrollTargetLayout()
        }
      }
    }
    let layout = try phone.layout(Schedule())
    // Header 30, rows of 50, 10 pt between each: the second header at 30 + 3 × 50 + 4 × 10 = 220.
    #expect(same(layout.targets.map(\.minY), [0, 40, 100, 160, 220, 260, 320, 380]))
    #expect(abs(layout.targets[4].height - 30) < tolerance)
  }

  @Test("a footer follows the section's content; Section(\"Title\") makes a text header")
  func footerAndTitle() throws {
    let layout = try phone.layout(
      ScrollView {
        VStack(spacing: 0) {
          Section("Today") {
            Color.red.frame(height: 40)
          }
          Section {
            Color.red.frame(height: 40)
          } footer: {
            Color.gray.frame(height: 12)
          }
          Section(header: Color.gray.frame(height: 16), footer: Color.gray.frame(height: 8)) {
            Color.red.frame(height: 40)
          }
        }
        .scrollTargetLayout()
      })
    // "Today" in body: 22 pt; then 40, 40, 12, 16, 40, 8.
    #expect(same(layout.targets.map(\.height), [22, 40, 40, 12, 16, 40, 8]))
    #expect(abs(layout.contentSize.height - 178) < tolerance)
  }

  @Test("in a lazy grid a header and footer take a line across it, and each section starts a new line")
  func sectionsInAGrid() throws {
    let layout = try phone.layout(
      ScrollView {
        LazyVGrid(columns: [GridItem(), GridItem()]) {
          Section {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 50) }
          } header: {
            Color.gray.frame(height: 20)
          } footer: {
            Color.gray.frame(height: 10)
          }
          Section {
            ForEach(0..<2, id: \.self) { _ in Color.blue.frame(height: 50) }
          }
        }
        .scrollTargetLayout()
      })
    let column = (393.0 - 8) / 2
    // Header 20 across the grid; rows at 28 and 86; the footer at 144; the next section's row at 162.
    #expect(layout.targets.count == 7)
    #expect(abs(layout.targets[0].width - 393) < tolerance && abs(layout.targets[0].height - 20) < tolerance)
    #expect(same(layout.targets.map(\.minY), [0, 28, 28, 86, 144, 162, 162]))
    #expect(abs(layout.targets[2].minX - (column + 8)) < tolerance)
    #expect(abs(layout.targets[4].width - 393) < tolerance)
    #expect(abs(layout.targets[5].minX) < tolerance && abs(layout.targets[6].minX - (column + 8)) < tolerance)
  }
}
