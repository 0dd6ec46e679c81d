import SwiftUI

// MARK: - Model

/// One full-width page in our gallery.
struct GalleryPage: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let symbol: String
    let hue: Double
}

extension GalleryPage {
    static let samples: [GalleryPage] = [
        GalleryPage(id: 0, title: "Mountains", subtitle: "Thin air, long trails and endless views.", symbol: "mountain.2.fill", hue: 0.58),
        GalleryPage(id: 1, title: "Ocean", subtitle: "Salt, spray and the sound of the waves.", symbol: "water.waves", hue: 0.50),
        GalleryPage(id: 2, title: "Forest", subtitle: "Quiet paths under a green canopy.", symbol: "tree.fill", hue: 0.33),
        GalleryPage(id: 3, title: "Desert", subtitle: "Golden dunes under a blazing sun.", symbol: "sun.max.fill", hue: 0.09),
        GalleryPage(id: 4, title: "Night Sky", subtitle: "A million stars and zero light pollution.", symbol: "moon.stars.fill", hue: 0.72)
    ]
}

// MARK: - Paging view

struct PagingBasicsView: View {
    private let pages = GalleryPage.samples

    // Step 4: Remember which page is currently on screen.
    @State private var currentPageID: Int? = 0

    /// Zero-based index of the visible page, derived from the scroll position.
    private var currentIndex: Int {
        pages.firstIndex { $0.id == currentPageID } ?? 0
    }

    var body: some View {
        // Step 1: A plain horizontal ScrollView.
        ScrollView(.horizontal) {
            // Step 2: No spacing between pages, so one swipe moves exactly one page.
            LazyHStack(spacing: 0) {
                ForEach(pages) { page in
                    GalleryPageView(page: page)
                        // Every page is exactly as wide as the scroll view itself.
                        .containerRelativeFrame(.horizontal)
                }
            }
            // Mark the pages as scroll targets (scrollPosition needs this too).
            .scrollTargetLayout()
        }
        // Step 3: Turn on paging – the scroll view snaps one full page at a time.
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
        // Step 4 (continued): Keep `currentPageID` in sync with the visible page.
        .scrollPosition(id: $currentPageID)
        // Step 5: Float a page counter on top of the pages.
        .overlay(alignment: .topTrailing) {
            PageCounterBadge(current: currentIndex + 1, total: pages.count)
                .padding(28)
        }
    }
}

// MARK: - Helper views

/// The content of a single page.
struct GalleryPageView: View {
    let page: GalleryPage

    private var gradient: LinearGradient {
        LinearGradient(
            colors: [
                Color(hue: page.hue, saturation: 0.65, brightness: 0.95),
                Color(hue: page.hue + 0.06, saturation: 0.85, brightness: 0.55)
            ],
            startPoint: .topLeading,
            endPoint: .bottomTrailing
        )
    }

    var body: some View {
        VStack(spacing: 20) {
            Spacer()

            Image(systemName: page.symbol)
                .font(.system(size: 96, weight: .semibold))
                .symbolRenderingMode(.hierarchical)

            Text(page.title)
                .font(.largeTitle.bold())

            Text(page.subtitle)
                .font(.callout)
                .multilineTextAlignment(.center)
                .opacity(0.85)
                .padding(.horizontal, 32)

            Spacer()

            Text("Swipe to continue")
                .font(.caption)
                .opacity(0.7)
                .padding(.bottom, 32)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(
            RoundedRectangle(cornerRadius: 32, style: .continuous)
                .fill(gradient)
        )
        .padding(16)
    }
}

/// A small "2 / 5" capsule shown above the pages.
struct PageCounterBadge: View {
    let current: Int
    let total: Int

    var body: some View {
        Text("\(current) / \(total)")
            .font(.caption.bold().monospacedDigit())
            .contentTransition(.numericText())
            .foregroundStyle(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Color.black.opacity(0.35), in: Capsule())
            .animation(.snappy, value: current)
    }
}

#Preview {
    PagingBasicsView()
}
