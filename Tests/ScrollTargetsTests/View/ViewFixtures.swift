import Foundation
import ScrollTargets

// Views as a user writes them for SwiftUI, compiled unchanged against the model.

/// The peek carousel: one card per container, 20 pt margins, 10 pt between cards.
struct Carousel: View {
  @State private var cards = Array(0..<20)
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10) {
        ForEach(cards, id: \.self) { card in
          CardView(number: card)
            .containerRelativeFrame(.horizontal, count: 1, spacing: 10)
        }
      }
      .scrollTargetLayout()
    }
    .contentMargins(.horizontal, 20, for: .scrollContent)
    .scrollTargetBehavior(.viewAligned)
  }
}

struct CardView: View {
  let number: Int
  var body: some View {
    RoundedRectangle(cornerRadius: 12).fill(.blue).frame(height: 200).shadow(radius: 4)
  }
}

/// Apple's example for `containerRelativeFrame(_:count:span:spacing:alignment:)`:
/// three of four columns per item, 20 pt of safe-area padding on each side.
struct DocumentedRow: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10.0) {
        ForEach(0..<12) { _ in
          Rectangle()
            .fill(.purple)
            .aspectRatio(3.0 / 2.0, contentMode: .fit)
            .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
        }
      }
    }
    .safeAreaPadding(.horizontal, 20.0)
  }
}

/// Cards a fifth of the container wide, by the closure form.
struct FifthsRow: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<10) { _ in
          Color.orange
            .frame(height: 100)
            .containerRelativeFrame(.horizontal) { length, axis in
              axis == .horizontal ? length / 5 : length
            }
        }
      }
      .scrollTargetLayout()
    }
  }
}

/// Full-width pages `spacing` apart, under `.paging`.
struct PagedCards: View {
  var spacing: CGFloat
  var count = 6
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: spacing) {
        ForEach(0..<count, id: \.self) { index in
          Color(red: 0.1 * Double(index % 10), green: 0.4, blue: 0.8)
            .containerRelativeFrame(.horizontal)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.paging)
  }
}

/// An item identified by its `id`, for `ForEach` over `Identifiable` elements.
struct Photo: Identifiable {
  let id: Int
  let wide: Bool
}

/// A vertical feed: rows of two nested squares, one row per photo, a header
/// marked `scrollTarget()` alone.
struct Feed: View {
  let photos = (0..<5).map { Photo(id: $0, wide: $0 % 2 == 0) }
  var body: some View {
    ScrollView {
      Rectangle().frame(height: 50).scrollTarget()
      VStack(spacing: 4) {
        ForEach(photos) { photo in
          HStack(spacing: 2) {
            Circle().frame(width: 40, height: 40)
            if photo.wide {
              Capsule().frame(height: 40)
            } else {
              Spacer()
            }
          }
          .frame(height: 60)
        }
      }
      .scrollTargetLayout()
    }
  }
}
