// A carousel of cards that peek in from both sides: each card is the
// container's width (the screen less 20 pt of margins on each side), 10 pt
// apart, and `.viewAligned` rests with a card at the leading margin.
//
//   scrollscript scene examples/views/Carousel.swift --device iphone15pro
import SwiftUI

struct Carousel: View {
  @State private var cards = Array(0..<20)

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10) {
        ForEach(cards, id: \.self) { card in
          RoundedRectangle(cornerRadius: 12)
            .fill(.blue)
            .frame(height: 200)
            .containerRelativeFrame(.horizontal, count: 1, spacing: 10)
        }
      }
      .scrollTargetLayout()
    }
    .contentMargins(.horizontal, 20, for: .scrollContent)
    .scrollTargetBehavior(.viewAligned)
  }
}
