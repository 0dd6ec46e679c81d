import Foundation
import ScrollTargets
import Testing

/// `List` and `Form` as the model's column of rows: no space between rows,
/// 16 pt of padding on each side, 44 pt at least (the model's reading of
/// the inset-grouped style). A carousel in a row is the scroll view found,
/// so its frame on the screen tells where its row is. iPhone 15 Pro in
/// portrait: the list starts below the 59 pt top safe area. Tolerance:
/// `tolerance` (1e-6 pt, Fixtures.swift).
@MainActor @Suite struct ListLayoutTests {
  let phone = ViewLayout(device: .iPhone15Pro, orientation: .portrait)

  struct Shelf: View {
    var height: CGFloat = 200
    var body: some View {
      ScrollView(.horizontal) {
        LazyHStack(spacing: 12) {
          ForEach(0..<6, id: \.self) { _ in Color.purple.frame(width: 150, height: height) }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.viewAligned)
    }
  }

  func close(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < tolerance && abs(frame.minY - expected.minY) < tolerance
      && abs(frame.width - expected.width) < tolerance && abs(frame.height - expected.height) < tolerance
  }

  @Test("rows follow one another at least 44 pt tall, padded 16 pt on each side")
  func rows() throws {
    struct Store: View {
      var body: some View {
        List {
          Text("Featured")
          Shelf()
          Text("More")
        }
      }
    }
    let layout = try phone.layout(Store())
    // "Featured" is 22 pt, so its row is 44 pt: the shelf's row starts at 59 + 44; it is 393 − 32 wide.
    #expect(close(layout.frame, CGRect(x: 16, y: 103, width: 361, height: 200)))
    #expect(abs(layout.containerSize.width - 361) < tolerance)
    #expect(layout.behavior is ViewAlignedScrollTargetBehavior)
  }

  @Test("a row shorter than 44 pt is centred in its row; listRowInsets replaces the padding")
  func shortRowsAndInsets() throws {
    let centred = try phone.layout(List { Shelf(height: 30) })
    #expect(close(centred.frame, CGRect(x: 16, y: 59 + 7, width: 361, height: 30)))
    let inset = try phone.layout(
      List {
        Shelf().listRowInsets(EdgeInsets(top: 10, leading: 0, bottom: 6, trailing: 0))
      })
    #expect(close(inset.frame, CGRect(x: 0, y: 69, width: 393, height: 200)))
    // An inset that is nil keeps the list's own.
    let kept = try phone.layout(List { Shelf().listRowInsets(nil) })
    #expect(abs(kept.frame.minX - 16) < tolerance)
    // A negative inset fails at the modifier.
    let line = #line + 1
    let bad = List { Shelf().listRowInsets(EdgeInsets(top: 0, leading: -4, bottom: 0, trailing: 0)) }
    do {
      _ = try phone.layout(bad)
      Issue.record("a negative row inset was laid out")
    } catch {
      #expect(error.kind == .invalidLength && error.at?.line == line)
      #expect(error.problem == "listRowInsets has a length of -4.0: give a finite length of 0 or more")
    }
  }

  @Test("List over data, ForEach with onDelete and onMove, and a Form's sections lay out as rows")
  func dataAndForms() throws {
    struct Episode: Identifiable { let id: Int }
    struct Queue: View {
      @State private var episodes = (0..<3).map { Episode(id: $0) }
      var body: some View {
        List {
          ForEach(episodes) { episode in Text("Episode \(episode.id)") }
            .onDelete { _ in }
            .onMove { _, _ in }
          Shelf()
        }
        .listStyle(.insetGrouped)
        .listRowSeparator(.hidden)
        .listSectionSpacing(.compact)
      }
    }
    // Three 44 pt rows above the shelf.
    #expect(abs(try phone.layout(Queue()).frame.minY - (59 + 132)) < tolerance)

    let ranged = try phone.layout(
      List(0..<3) { index in
        if index == 2 { Shelf() } else { Text("Row \(index)") }
      })
    #expect(abs(ranged.frame.minY - (59 + 88)) < tolerance)

    struct Settings: View {
      @State private var on = true
      var body: some View {
        Form {
          Section("Account") {
            Toggle("Sync", isOn: $on)
          }
          Section {
            Shelf()
          } header: {
            Text("Recent")
          } footer: {
            Text("Swipe for more")
          }
        }
        .formStyle(.grouped)
        .scrollContentBackground(.hidden)
      }
    }
    // "Account" header 22, the toggle's row 44, "Recent" header 22: the shelf at 59 + 88.
    let form = try phone.layout(Settings())
    #expect(close(form.frame, CGRect(x: 16, y: 147, width: 361, height: 200)))
  }

  @Test("a List marked scrollTargetLayout makes its rows the targets, each as wide as the list")
  func rowsAsTargets() throws {
    let layout = try phone.layout(
      ScrollView {
        List {
          Color.red.frame(height: 20)
          Color.red.frame(height: 60)
        }
        .scrollTargetLayout()
      })
    #expect(layout.targets.count == 2)
    #expect(close(layout.targets[0], CGRect(x: 0, y: 0, width: 393, height: 44)))
    #expect(close(layout.targets[1], CGRect(x: 0, y: 44, width: 393, height: 60)))
  }
}
