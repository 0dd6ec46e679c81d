//
//  Pager.swift
//  DesignSystem
//
//  A reusable horizontal pager: one page per screen width, with an index label.
//

import SwiftUI

struct Pager<Item: Identifiable, Content: View>: View {
    let items: [Item]
    var spacing: CGFloat = 0
    @ViewBuilder var content: (Item) -> Content

    @State private var currentID: Item.ID?

    private var currentIndex: Int {
        guard let currentID else { return 0 }
        return items.firstIndex { $0.id == currentID } ?? 0
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: spacing) {
                    ForEach(items) { item in
                        content(item)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentID)

            if !items.isEmpty {
                Text("\(currentIndex + 1) / \(items.count)")
                    .font(.footnote.monospacedDigit())
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(.ultraThinMaterial, in: Capsule())
                    .padding(.bottom, 12)
            }
        }
    }
}

// MARK: - Preview

private struct Swatch: Identifiable {
    let id: Int
    let color: Color
}

#Preview {
    let swatches = [Color.red, .orange, .yellow, .green, .blue, .indigo, .purple]
        .enumerated()
        .map { Swatch(id: $0.offset, color: $0.element) }

    Pager(items: swatches) { swatch in
        swatch.color
            .overlay {
                Text("Page \(swatch.id + 1)")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
            }
    }
    .frame(height: 280)
}
