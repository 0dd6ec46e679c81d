import SwiftUI

// MARK: - Model

struct FeaturedItem: Identifiable {
    let id = UUID()
    let title: String
    let detail: String
    let symbol: String
    let hue: Double
}

extension FeaturedItem {
    static let samples: [FeaturedItem] = [
        FeaturedItem(title: "Coffee", detail: "Single origin, freshly roasted", symbol: "cup.and.saucer.fill", hue: 0.07),
        FeaturedItem(title: "Books", detail: "This month's staff picks", symbol: "books.vertical.fill", hue: 0.58),
        FeaturedItem(title: "Plants", detail: "Easy-care greenery", symbol: "leaf.fill", hue: 0.33),
        FeaturedItem(title: "Music", detail: "Vinyl restocks every Friday", symbol: "opticaldisc.fill", hue: 0.80),
        FeaturedItem(title: "Gifts", detail: "Wrapped and ready to go", symbol: "gift.fill", hue: 0.95)
    ]
}

// MARK: - "Infinite" carousel

struct InfiniteCarouselView: View {
    private let items = FeaturedItem.samples

    // Step 1: We repeat the items three times. Each copy gets an Int id
    // (0..<items.count * 3), so the same item appears at i, i + n and i + 2n.
    @State private var centeredIndex: Int?

    /// The index of the real item (0..<items.count) that is centered.
    private var realIndex: Int {
        (centeredIndex ?? items.count) % items.count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Featured")
                .font(.largeTitle.bold())
                .padding(.horizontal, 24)

            Text("Keep swiping – it never runs out.")
                .font(.caption)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 24)

            // Step 2: ScrollViewReader gives us a proxy to scroll programmatically.
            ScrollViewReader { proxy in
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 16) {
                        ForEach(0..<items.count * 3, id: \.self) { index in
                            FeaturedCard(item: items[index % items.count])
                                .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                                .id(index)
                        }
                    }
                    .scrollTargetLayout()
                }
                .contentMargins(.horizontal, 40, for: .scrollContent)
                .scrollTargetBehavior(.viewAligned)
                .scrollIndicators(.hidden)
                // Track which copy sits in the middle of the scroll view.
                .scrollPosition(id: $centeredIndex, anchor: .center)
                .frame(height: 260)
                .onAppear {
                    // Step 3: Start in the *middle* copy, so there is content
                    // on both sides. (For a simpler version you could use
                    // `.defaultScrollAnchor(.center)` instead.)
                    proxy.scrollTo(items.count, anchor: .center)
                }
                .onChange(of: centeredIndex) { _, newValue in
                    // Step 4: When the user drifts into the first or last copy,
                    // silently jump to the same item in the middle copy.
                    recenterIfNeeded(newValue, proxy: proxy)
                }
            }

            // Page dots reflect the *real* item, not the copy.
            HStack(spacing: 8) {
                ForEach(items.indices, id: \.self) { index in
                    Circle()
                        .fill(index == realIndex ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: 8, height: 8)
                }
            }
            .frame(maxWidth: .infinity)
            .animation(.snappy, value: realIndex)

            Spacer()
        }
        .padding(.top)
    }

    private func recenterIfNeeded(_ index: Int?, proxy: ScrollViewProxy) {
        guard let index else { return }
        let count = items.count
        let isInOuterCopy = index < count || index >= count * 2
        guard isInOuterCopy else { return }

        // The same item, but in the middle copy.
        let middleIndex = count + index % count

        // Disable animations so the jump is invisible.
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) {
            proxy.scrollTo(middleIndex, anchor: .center)
        }
    }
}

// MARK: - Card

struct FeaturedCard: View {
    let item: FeaturedItem

    var body: some View {
        HStack(alignment: .bottom) {
            VStack(alignment: .leading, spacing: 4) {
                Text(item.title)
                    .font(.title.bold())
                Text(item.detail)
                    .font(.caption)
                    .opacity(0.85)
            }
            Spacer()
            Image(systemName: item.symbol)
                .font(.system(size: 56))
                .symbolRenderingMode(.hierarchical)
        }
        .foregroundStyle(.white)
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        .background(
            RoundedRectangle(cornerRadius: 28, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [
                            Color(hue: item.hue, saturation: 0.5, brightness: 0.95),
                            Color(hue: item.hue, saturation: 0.85, brightness: 0.6)
                        ],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    )
                )
        )
    }
}

#Preview {
    InfiniteCarouselView()
}
