// The peek carousel read right to left: SwiftUI mirrors the layout, so the
// first card is at the right; in the model's layout coordinates it is still
// at x = 0, and the behavior reads `layoutDirection` from its context.
//
//   scrollscript scene examples/views/RightToLeft.swift
import SwiftUI

struct RightToLeftCarousel: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 12) {
        ForEach(0..<15) { _ in
          RoundedRectangle(cornerRadius: 16)
            .fill(.green)
            .frame(height: 160)
            .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
        }
      }
      .scrollTargetLayout()
    }
    .contentMargins(.horizontal, 16, for: .scrollContent)
    .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
    .environment(\.layoutDirection, .rightToLeft)
  }
}
