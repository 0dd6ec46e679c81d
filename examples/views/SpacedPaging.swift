// `.paging` over cards as wide as the container but 10 pt apart: a page is
// the container's width, the cards are 10 pt further apart, so each page
// turned lands 10 pt further from a card's edge.
//
//   scrollscript check --scene examples/views/SpacedPaging.swift --device iphone15pro --expect 'landsOn(children)'
import SwiftUI

struct SpacedPaging: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10) {
        ForEach(0..<12) { _ in
          Color.orange
            .containerRelativeFrame(.horizontal)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.paging)
  }
}
