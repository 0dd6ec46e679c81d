// A photo strip as an app might hold it, using the modifiers the model lays
// out: two-thirds-width cards (containerRelativeFrame with count and span),
// margins, safe-area padding, a stack with spacing and padding, frames, an
// aspect ratio, and the scroll target layout, behavior and position. The
// styling (colours, fonts, shadows, clips) and the scroll observers are
// accepted and ignored.
//
//   scrollscript scene examples/views/Gallery.swift --device iphone15pro
import SwiftUI

struct Photo: Identifiable {
  let id: Int
  var title: String { "Photo \(id + 1)" }
}

struct Gallery: View {
  @State private var photos = (0..<24).map { Photo(id: $0) }
  @State private var selection: Int?
  @State private var isScrolling = false
  @State private var offset: CGFloat = 0

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack(alignment: .top, spacing: 12) {
        ForEach(photos) { photo in
          PhotoCard(photo: photo)
            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12)
            .id(photo.id)
        }
      }
      .padding(.vertical, 8)
      .scrollTargetLayout()
    }
    .contentMargins(.horizontal, 16, for: .scrollContent)
    .contentMargins(.horizontal, 4, for: .scrollIndicators)
    .safeAreaPadding(.top, 8)
    .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
    .scrollPosition(id: $selection)
    .environment(\.layoutDirection, .leftToRight)
    .background(Color.black)
    .onScrollPhaseChange { _, phase in isScrolling = phase.isScrolling }
    .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.x }) { _, x in offset = x }
  }
}

struct PhotoCard: View {
  let photo: Photo

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      RoundedRectangle(cornerRadius: 10)
        .fill(.gray)
        .aspectRatio(4 / 3, contentMode: .fit)
        .frame(maxWidth: .infinity)
        .shadow(radius: 3)
      Text(photo.title)
        .font(.caption)
        .foregroundStyle(.white)
        .frame(width: 120, height: 16, alignment: .leading)
      Spacer(minLength: 0)
    }
    .padding(4)
    .frame(minHeight: 200, maxHeight: 260)
    .clipShape(RoundedRectangle(cornerRadius: 12))
  }
}
